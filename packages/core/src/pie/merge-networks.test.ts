import { describe, expect, it } from 'vitest';
import { mergeNetworkPies } from './merge-networks.ts';
import { makePie } from './schema.ts';

const network = (id: number, name: string, link: string | null, sortOrder = 1) =>
  makePie({
    id,
    main_type: 'PODCAST-NETWORK',
    name,
    link_value: link,
    sort_order: sortOrder,
  });

describe('merging podcast-network blocks', () => {
  const existing = [
    network(1, 'APPLE-PODCAST', 'https://podcasts.apple.com/show', 1),
    network(2, 'SPOTIFY', null, 2),
  ];

  it('keeps existing links', () => {
    const merged = mergeNetworkPies(existing, [
      network(-100001, 'APPLE-PODCAST', 'https://other.example.com'),
    ]);
    expect(merged[0]?.link_value).toBe('https://podcasts.apple.com/show');
  });

  it('fills empty links from incoming ones', () => {
    const merged = mergeNetworkPies(existing, [
      network(-100002, 'SPOTIFY', 'https://open.spotify.com/show/1'),
    ]);
    expect(merged[1]).toMatchObject({ id: 2, link_value: 'https://open.spotify.com/show/1' });
  });

  it('an incoming block without a link leaves an empty one empty', () => {
    const merged = mergeNetworkPies(existing, [network(-100002, 'SPOTIFY', null)]);
    expect(merged[1]?.link_value).toBeNull();
  });

  it('appends new networks after the highest sort_order', () => {
    const merged = mergeNetworkPies(existing, [
      network(-100003, 'CASTBOX', 'https://castbox.fm/x'),
      network(-100004, 'OVERCAST', null),
    ]);
    expect(merged.map((pie) => [pie.name, pie.sort_order])).toEqual([
      ['APPLE-PODCAST', 1],
      ['SPOTIFY', 2],
      ['CASTBOX', 3],
      ['OVERCAST', 4],
    ]);
  });

  it('never appends a shut-down directory, but keeps one the page already has', () => {
    const withStitcher = [...existing, network(3, 'STITCHER', 'https://stitcher.com/x', 3)];
    const merged = mergeNetworkPies(withStitcher, [
      network(-100005, 'PODHERO', 'https://podhero.com/x'),
    ]);
    expect(merged.map((pie) => pie.name)).toEqual(['APPLE-PODCAST', 'SPOTIFY', 'STITCHER']);
  });
});
