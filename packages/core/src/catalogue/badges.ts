import type { IconGroup } from '../pie/types.ts';
import type { LogoName } from './logos.ts';

/** A ready-made badge the PLATFORM-BADGE modal offers (SPEC.md §3 "Preset platform badges"). */
export interface PresetPlatformBadge {
  name: string;
  icon_group: IconGroup;
  icon_name: LogoName;
  /** The service has shut down: existing badges keep working, the picker no longer offers it. */
  closed: boolean;
}

const badge = (name: string, icon_name: LogoName, closed = false): PresetPlatformBadge => ({
  name,
  icon_group: 'podcasts',
  icon_name,
  closed,
});

/** The 11 preset platform badges in the order the picker lists them. */
export const PRESET_PLATFORM_BADGES: readonly PresetPlatformBadge[] = [
  badge('Apple Podcasts', 'apple_podcast'),
  // Google Podcasts closed in 2024 and RadioPublic stopped its apps the same year.
  badge('Google Podcasts', 'google_podcast', true),
  badge('Castbox', 'castbox'),
  badge('Overcast', 'overcast'),
  badge('Pocketcast', 'pocketcast'),
  badge('RadioPublic', 'radiopublic', true),
  badge('Spotify', 'spotify'),
  badge('TuneIn', 'tunein'),
  badge('KKBOX', 'kkbox'),
  badge('Patreon', 'patreon'),
  badge('Buy me a coffee', 'buy_me_a_coffee'),
];

/** The preset with that name (as stored in a block's title), or undefined. */
export function presetPlatformBadge(name: string): PresetPlatformBadge | undefined {
  return PRESET_PLATFORM_BADGES.find((preset) => preset.name === name);
}
