import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADDED_LOGO_NAMES, isLogoName, LOGO_NAMES, LOGOS, logoFor } from './logos.ts';

describe('logo names', () => {
  it('are the 27 names of SPEC.md, each with a label and a hex brand colour', () => {
    expect(LOGO_NAMES).toHaveLength(27);
    expect(LOGOS.size).toBe(27 + ADDED_LOGO_NAMES.length);
    for (const name of [...LOGO_NAMES, ...ADDED_LOGO_NAMES]) {
      const logo = logoFor(name);
      expect(logo?.name).toBe(name);
      expect(logo?.label).not.toBe('');
      expect(logo?.color).toMatch(/^#[0-9A-F]{6}$/);
    }
  });

  it('an unknown name shows nothing', () => {
    expect(logoFor('myspace')).toBeUndefined();
    expect(logoFor('toString')).toBeUndefined();
    expect(logoFor('SPOTIFY')).toBeUndefined();
    expect(logoFor('')).toBeUndefined();
    expect(logoFor(null)).toBeUndefined();
    expect(logoFor(undefined)).toBeUndefined();
    expect(isLogoName('iheart')).toBe(false);
    expect(isLogoName('iHeart')).toBe(true);
  });

  it('name simple-icons slugs that exist in the installed simple-icons package', () => {
    // simple-icons is not a dependency of core; the page package resolves it, so look it up there.
    const require = createRequire(join(import.meta.dirname, '../../../page/package.json'));
    const iconsDir = join(dirname(require.resolve('simple-icons')), 'icons');
    const available = new Set(readdirSync(iconsDir).map((file) => file.replace(/\.svg$/, '')));
    const slugs = [...LOGOS.values()].flatMap((logo) => logo.simpleIconsSlug ?? []);
    expect(slugs.length).toBeGreaterThan(15);
    for (const slug of slugs) expect(available.has(slug), slug).toBe(true);
  });
});
