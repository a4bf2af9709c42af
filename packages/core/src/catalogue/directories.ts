import type { PieTemplate } from '../pie/template.ts';

export const DIRECTORY_NAMES = [
  'APPLE-PODCAST',
  'GOOGLE-PODCAST',
  'CASTBOX',
  'OVERCAST',
  'POCKETCAST',
  'RADIOPUBLIC',
  'SPOTIFY',
  'TUNEIN',
  'RSS',
  'STITCHER',
  'IHEART',
  'PLAYERFM',
  'CASTRO',
  'PODCASTADDICT',
  'PODFRIEND',
  'PODHERO',
  'PODCASTREPUBLIC',
  'SONNET',
  'AMAZON_MUSIC',
] as const;

/** Directories listeners use today that SPEC.md's nineteen predate. */
export const ADDED_DIRECTORY_NAMES = [
  'FOUNTAIN',
  'GOODPODS',
  'ANTENNAPOD',
  'YOUTUBE_MUSIC',
  'PODCASTINDEX',
  'PODVERSE',
  'CASTAMATIC',
  'PODCASTGURU',
  'DEEZER',
  'AUDIBLE',
] as const;
export type DirectoryName =
  | (typeof DIRECTORY_NAMES)[number]
  | (typeof ADDED_DIRECTORY_NAMES)[number];

export interface DirectoryTemplate extends PieTemplate {
  main_type: 'PODCAST-NETWORK';
  name: DirectoryName;
  /**
   * The directory has shut down: it is never offered for a new link, but a page that already
   * links to it still shows the link.
   */
  closed: boolean;
}

const directory = (
  order: number,
  name: DirectoryName,
  label: string,
  logo: string,
  closed = false,
): DirectoryTemplate => ({
  main_type: 'PODCAST-NETWORK',
  name,
  label,
  placeholder: null,
  is_username: false,
  icon_group: 'podcasts',
  icon_name: logo,
  order,
  closed,
});

/** The nineteen podcast directories of SPEC.md §3, in SPEC order; icons are logo names. */
export const DIRECTORY_TEMPLATES: readonly DirectoryTemplate[] = [
  directory(1, 'APPLE-PODCAST', 'Apple Podcasts', 'apple_podcast'),
  directory(2, 'GOOGLE-PODCAST', 'Google Podcasts', 'google_podcast', true),
  directory(3, 'CASTBOX', 'Castbox', 'castbox'),
  directory(4, 'OVERCAST', 'Overcast', 'overcast'),
  directory(5, 'POCKETCAST', 'Pocket Casts', 'pocketcast'),
  directory(6, 'RADIOPUBLIC', 'RadioPublic', 'radiopublic', true),
  directory(7, 'SPOTIFY', 'Spotify', 'spotify'),
  directory(8, 'TUNEIN', 'TuneIn', 'tunein'),
  directory(9, 'RSS', 'RSS', 'rss'),
  directory(10, 'STITCHER', 'Stitcher', 'stitcher', true),
  directory(11, 'IHEART', 'iHeartRadio', 'iHeart'),
  directory(12, 'PLAYERFM', 'Player FM', 'player_fm'),
  directory(13, 'CASTRO', 'Castro', 'castro'),
  directory(14, 'PODCASTADDICT', 'Podcast Addict', 'podcast_addict'),
  directory(15, 'PODFRIEND', 'Podfriend', 'pod_friend', true),
  directory(16, 'PODHERO', 'Podhero', 'pod_hero', true),
  directory(17, 'PODCASTREPUBLIC', 'Podcast Republic', 'podcast_republic'),
  directory(18, 'SONNET', 'Sonnet', 'sonnet'),
  directory(19, 'AMAZON_MUSIC', 'Amazon Music', 'amazon_music'),
];

/**
 * Live directories added since SPEC.md was written. They are offered in the directory editor and
 * filled by the quick start where their address follows from the show, but a new page's defaults
 * stay SPEC.md's list.
 */
export const ADDED_DIRECTORY_TEMPLATES: readonly DirectoryTemplate[] = [
  directory(20, 'FOUNTAIN', 'Fountain', 'fountain'),
  directory(21, 'GOODPODS', 'Goodpods', 'goodpods'),
  directory(22, 'ANTENNAPOD', 'AntennaPod', 'antennapod'),
  directory(23, 'YOUTUBE_MUSIC', 'YouTube Music', 'youtube_music'),
  directory(24, 'PODCASTINDEX', 'Podcast Index', 'podcast_index'),
  directory(25, 'PODVERSE', 'Podverse', 'podverse'),
  directory(26, 'CASTAMATIC', 'Castamatic', 'castamatic'),
  directory(27, 'PODCASTGURU', 'Podcast Guru', 'podcast_guru'),
  directory(28, 'DEEZER', 'Deezer', 'deezer'),
  directory(29, 'AUDIBLE', 'Audible', 'audible'),
];

/** SPEC.md's nineteen and the ones added since, in that order. */
export const ALL_DIRECTORY_TEMPLATES: readonly DirectoryTemplate[] = [
  ...DIRECTORY_TEMPLATES,
  ...ADDED_DIRECTORY_TEMPLATES,
];

/** SPEC.md's directories a new page starts with: every one that has not shut down. */
export const OPEN_DIRECTORY_TEMPLATES: readonly DirectoryTemplate[] = DIRECTORY_TEMPLATES.filter(
  (template) => !template.closed,
);

const comparable = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, '');

/**
 * The directory a network name refers to, matched on its name or label whatever the case,
 * spacing or punctuation ('APPLE-PODCAST', 'Apple Podcasts', 'apple_podcast' all match).
 */
export function findDirectory(nameOrLabel: string | null): DirectoryTemplate | undefined {
  if (!nameOrLabel) return undefined;
  const wanted = comparable(nameOrLabel);
  if (wanted === '') return undefined;
  return ALL_DIRECTORY_TEMPLATES.find(
    (template) =>
      comparable(template.name) === wanted ||
      comparable(template.label) === wanted ||
      comparable(template.icon_name) === wanted,
  );
}

/** False for a shut-down directory: the editor must not offer it for a new link. */
export function isOfferedForNewLinks(name: string | null): boolean {
  const template = findDirectory(name);
  return template !== undefined && !template.closed;
}
