import * as brands from '@fortawesome/free-brands-svg-icons';
import * as solid from '@fortawesome/free-solid-svg-icons';
import { describe, expect, it } from 'vitest';
import { buildIconCatalogue, iconLabel, renderIconModule } from '../../scripts/icon-catalogue.ts';
import { ICON_ENTRIES } from './icons.generated.ts';
import { ICONS_PER_PAGE, PICKER_ICONS, parseIconKey, searchIcons } from './icons.ts';

const iconByKey = (key: string) => PICKER_ICONS.find((icon) => icon.key === key);

describe('icon catalogue', () => {
  it('holds several hundred solid and brand icons with readable labels', () => {
    expect(PICKER_ICONS.length).toBeGreaterThan(500);
    expect(PICKER_ICONS.some((icon) => icon.style === 'fab')).toBe(true);
    expect(PICKER_ICONS.some((icon) => icon.style === 'fas')).toBe(true);
    expect(iconByKey('fas fa-headphones')?.label).toBe('Headphones');
    expect(iconByKey('fab fa-spotify')?.label).toBe('Spotify');
    expect(iconByKey('fas fa-arrow-right')?.label).toBe('Arrow Right');
  });

  it('lists each icon once: aliases such as headphones-alt are folded into their icon', () => {
    const keys = PICKER_ICONS.map((icon) => icon.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(iconByKey('fas fa-headphones-alt')).toBeUndefined();
  });

  it('is the output of the generator for the installed Font Awesome packages', () => {
    const fresh = buildIconCatalogue([
      { style: 'fas', exports: solid },
      { style: 'fab', exports: brands },
    ]);
    expect(fresh).toEqual(ICON_ENTRIES.map(([key, label]) => [key, label]));
  });

  it('an unknown key has no icon', () => {
    expect(iconByKey('fas fa-no-such-icon')).toBeUndefined();
  });
});

describe('icon generator', () => {
  it('turns a hyphenated icon name into words', () => {
    expect(iconLabel('circle-dollar-to-slot')).toBe('Circle Dollar To Slot');
    expect(iconLabel('500px')).toBe('500px');
  });

  it('keeps only definitions of the requested style and ignores other exports', () => {
    const entries = buildIconCatalogue([
      {
        style: 'fas',
        exports: {
          prefix: 'fas',
          faB: { prefix: 'fas', iconName: 'bell' },
          faA: { prefix: 'fas', iconName: 'anchor' },
          faAnchorAlt: { prefix: 'fas', iconName: 'anchor' },
          faOther: { prefix: 'far', iconName: 'bell' },
          faBroken: { prefix: 'fas' },
          faNull: null,
        },
      },
    ]);
    expect(entries).toEqual([
      ['fas fa-anchor', 'Anchor'],
      ['fas fa-bell', 'Bell'],
    ]);
  });

  it('writes one entry a line', () => {
    const source = renderIconModule([['fas fa-bell', 'Bell']], '1.2.3');
    expect(source).toContain('\n  ["fas fa-bell", "Bell"],\n');
    expect(source).toContain('FONT_AWESOME_VERSION = "1.2.3"');
  });
});

describe('parseIconKey', () => {
  it('splits a key into style and name', () => {
    expect(parseIconKey('fab fa-x-twitter')).toEqual({ style: 'fab', name: 'x-twitter' });
    expect(parseIconKey('fas fa-0')).toEqual({ style: 'fas', name: '0' });
  });

  it('refuses anything that is not a fas or fab key', () => {
    expect(parseIconKey('far fa-bell')).toBeNull();
    expect(parseIconKey('fas bell')).toBeNull();
    expect(parseIconKey('fas fa-bell"><script>')).toBeNull();
  });
});

describe('searchIcons', () => {
  it('page n shows the first 28 times n matches', () => {
    expect(searchIcons('', 1).icons).toHaveLength(ICONS_PER_PAGE);
    expect(searchIcons('', 3).icons).toHaveLength(ICONS_PER_PAGE * 3);
    expect(searchIcons('', 3).icons.slice(0, 28)).toEqual(searchIcons('', 1).icons);
  });

  it('an empty query lists every icon and says more are available', () => {
    const result = searchIcons('   ');
    expect(result.total).toBe(PICKER_ICONS.length);
    expect(result.hasMore).toBe(true);
  });

  it('matches labels and keys regardless of case', () => {
    expect(searchIcons('HEADPHONES').icons.map((icon) => icon.key)).toContain('fas fa-headphones');
    expect(searchIcons('fab fa-spot').icons.map((icon) => icon.key)).toEqual(['fab fa-spotify']);
    expect(searchIcons('arrow right').icons.map((icon) => icon.key)).toContain(
      'fas fa-arrow-right',
    );
  });

  it('shows exact and prefix matches before other matches', () => {
    const keys = searchIcons('bell').icons.map((icon) => icon.key);
    expect(keys[0]).toBe('fas fa-bell');
    const firstInner = keys.findIndex((key) => !key.includes('fa-bell'));
    const lastPrefix = keys.findLastIndex((key) => key.includes('fa-bell'));
    expect(firstInner === -1 || firstInner > lastPrefix).toBe(true);
  });

  it('says there is nothing more once every match is shown', () => {
    const result = searchIcons('spotify', 5);
    expect(result.total).toBe(result.icons.length);
    expect(result.hasMore).toBe(false);
  });

  it('finds nothing for a query no icon matches', () => {
    expect(searchIcons('zzzzqqq')).toEqual({ icons: [], total: 0, hasMore: false });
  });

  it('treats a page below 1 or not a number as the first page', () => {
    expect(searchIcons('', 0).icons).toHaveLength(ICONS_PER_PAGE);
    expect(searchIcons('', Number.NaN).icons).toHaveLength(ICONS_PER_PAGE);
    expect(searchIcons('', 1.9).icons).toHaveLength(ICONS_PER_PAGE);
  });
});
