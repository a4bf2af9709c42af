import {
  ALL_DIRECTORY_TEMPLATES,
  logoFor,
  MESSENGER_TEMPLATES,
  SOCIAL_TEMPLATES,
  TIP_TEMPLATES,
} from '@podpie/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
// The whole logo table, which no shipped code needs and core therefore does not export.
import { LOGOS } from '../../../core/src/catalogue/logos.ts';
import { allIcons } from './all-icons.ts';
import { BrandMark } from './brand-logo.tsx';
import { drawnMark } from './drawn-marks.ts';
import { builtInIcon } from './font-awesome.ts';
import { simpleIconMark } from './simple-icons.ts';
import { SvgIcon } from './svg-icon.tsx';

describe('icons a page draws', () => {
  it('has a built-in icon for every social network and messenger of the catalogue', () => {
    for (const entry of [...SOCIAL_TEMPLATES, ...MESSENGER_TEMPLATES]) {
      expect(builtInIcon(entry.icon_group, entry.icon_name), entry.name).not.toBeNull();
    }
  });

  it('has the simple-icons mark of every logo the catalogue says simple-icons holds', () => {
    for (const logo of LOGOS.values()) {
      if (logo.simpleIconsSlug)
        expect(simpleIconMark(logo.simpleIconsSlug), logo.name).not.toBeNull();
    }
  });

  it('draws a real mark, never initials, for every logo of the catalogue', () => {
    for (const logo of LOGOS.values()) {
      const markup = renderToStaticMarkup(<BrandMark logo={logo} />);
      expect(markup, logo.name).toMatch(/^<svg [^>]*viewBox="0 0 24 24".*<path d="M/);
      expect(markup, logo.name).not.toContain('pp-letter');
    }
  });

  it('gives every directory and tip badge of the catalogue a logo, SPEC.md and newer alike', () => {
    for (const entry of [...ALL_DIRECTORY_TEMPLATES, ...TIP_TEMPLATES]) {
      expect(logoFor(entry.icon_name), entry.name).toBeDefined();
    }
    // simple-icons has none of these; they are drawn here.
    for (const name of ['amazon_music', 'sonnet', 'podcast_republic', 'fountain', 'goodpods']) {
      const logo = logoFor(name);
      expect(logo && drawnMark(logo.name), name).toBeTruthy();
    }
  });

  it('shows the X mark for X, formerly Twitter', () => {
    const x = SOCIAL_TEMPLATES.find((entry) => entry.name === 'TWITTER');
    expect(x?.label).toBe('X');
    expect(builtInIcon(x?.icon_group, x?.icon_name)).toEqual(builtInIcon('fab', 'x-twitter'));
  });

  it('reads a stored icon as group and name, prefixed name or picker key', () => {
    const telegram = builtInIcon('fab', 'telegram');
    expect(telegram?.viewBox).toBe('0 0 512 512');
    expect(builtInIcon('fab', 'fa-telegram')).toEqual(telegram);
    expect(builtInIcon(null, 'fab fa-telegram')).toEqual(telegram);
    expect(builtInIcon('fab', 'no-such-icon')).toBeNull();
  });

  it('the full set draws any free solid or brand icon, old alias names included', () => {
    expect(allIcons('fas', 'dragon')).not.toBeNull();
    expect(allIcons('fab', 'fa-discord')).not.toBeNull();
    expect(allIcons('fas', 'headphones-alt')).toEqual(allIcons('fas', 'headphones'));
    expect(allIcons('fas', 'no-such-icon')).toBeNull();
  });
});

describe('an icon drawn from the sprite', () => {
  it('refers to its symbol instead of carrying paths, at its own proportions', () => {
    const markup = renderToStaticMarkup(
      <SvgIcon shape={{ viewBox: '0 0 448 512', paths: [], href: '/assets/icons-1.svg#i4' }} />,
    );
    expect(markup).toBe(
      '<svg class="pp-i" viewBox="0 0 448 512" aria-hidden="true" focusable="false"><use href="/assets/icons-1.svg#i4"></use></svg>',
    );
  });
});
