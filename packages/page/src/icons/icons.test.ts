import { LOGOS, MESSENGER_TEMPLATES, SOCIAL_TEMPLATES } from '@podpie/core';
import { describe, expect, it } from 'vitest';
import { allIcons } from './all-icons.ts';
import { builtInIcon } from './font-awesome.ts';
import { simpleIconMark } from './simple-icons.ts';

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
