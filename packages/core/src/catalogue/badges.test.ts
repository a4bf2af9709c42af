import { describe, expect, it } from 'vitest';
import { ICON_GROUPS } from '../pie/types.ts';
import { PRESET_PLATFORM_BADGES, presetPlatformBadge } from './badges.ts';
import { logoFor } from './logos.ts';

describe('preset platform badges', () => {
  it('are the 11 badges of SPEC.md in order', () => {
    expect(PRESET_PLATFORM_BADGES.map((preset) => preset.name)).toEqual([
      'Apple Podcasts',
      'Google Podcasts',
      'Castbox',
      'Overcast',
      'Pocketcast',
      'RadioPublic',
      'Spotify',
      'TuneIn',
      'KKBOX',
      'Patreon',
      'Buy me a coffee',
    ]);
  });

  it('each draws a known logo from the podcasts icon group', () => {
    for (const preset of PRESET_PLATFORM_BADGES) {
      expect(ICON_GROUPS).toContain(preset.icon_group);
      expect(preset.icon_group).toBe('podcasts');
      expect(logoFor(preset.icon_name), preset.name).toBeDefined();
    }
  });

  it('closed directories are marked', () => {
    const closed = PRESET_PLATFORM_BADGES.filter((preset) => preset.closed).map((p) => p.name);
    expect(closed).toEqual(['Google Podcasts', 'RadioPublic']);
  });

  it('finds a preset by its name', () => {
    expect(presetPlatformBadge('Spotify')?.icon_name).toBe('spotify');
    expect(presetPlatformBadge('MySpace')).toBeUndefined();
  });
});
