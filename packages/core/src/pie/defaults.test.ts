import { describe, expect, it } from 'vitest';
import { piesFromDefaults } from './defaults.ts';

const counter = () => {
  let n = 0;
  return () => {
    n += 1;
    return (n % 997) / 997;
  };
};

describe('blocks from defaults', () => {
  const pies = piesFromDefaults(counter());

  it('merges messengers, socials and podcasts, ordered by main type then catalogue order', () => {
    const types = pies.map((pie) => pie.main_type);
    expect(types.filter((type) => type === 'MESSENGERS')).toHaveLength(7);
    expect(types.filter((type) => type === 'SOCIAL-NETWORKS')).toHaveLength(11);
    expect(types.indexOf('SOCIAL-NETWORKS')).toBe(7);
    expect(types.indexOf('PODCAST-NETWORK')).toBe(18);
    expect(pies.slice(0, 3).map((pie) => pie.name)).toEqual(['TELEGRAM', 'FACEBOOK', 'SKYPE']);
    expect(pies[18]?.name).toBe('APPLE-PODCAST');
  });

  it('renumbers sort_order from 1', () => {
    expect(pies.map((pie) => pie.sort_order)).toEqual(pies.map((_, index) => index + 1));
  });

  it('gives every block its own temporary (negative) id', () => {
    expect(pies.every((pie) => pie.id <= -100000 && pie.id >= -999999)).toBe(true);
    expect(new Set(pies.map((pie) => pie.id)).size).toBe(pies.length);
  });

  it('leaves out shut-down directories, which are never offered for a new link', () => {
    const podcasts = pies.filter((pie) => pie.main_type === 'PODCAST-NETWORK');
    expect(podcasts).toHaveLength(14);
    expect(podcasts.map((pie) => pie.name)).not.toContain('STITCHER');
  });

  it('draws every icon in black and starts with no links', () => {
    expect(pies.every((pie) => pie.icon_color === 'black' && pie.link_value === null)).toBe(true);
  });
});
