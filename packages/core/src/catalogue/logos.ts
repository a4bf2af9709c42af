/** Names of the brand logos a block can show with icon_group 'podcasts' (SPEC.md §3). */
export const LOGO_NAMES = [
  'apple_podcast',
  'google_podcast',
  'breaker',
  'castbox',
  'castro',
  'overcast',
  'pocketcast',
  'radiopublic',
  'spotify',
  'stitcher',
  'tunein',
  'kkbox',
  'rss',
  'buy_me_a_coffee',
  'iHeart',
  'sonnet',
  'podcast_republic',
  'pod_hero',
  'pod_friend',
  'podcast_addict',
  'player_fm',
  'amazon_music',
  'patreon',
  'kofi',
  'paypal',
  'square_cash',
  'venmo',
] as const;

/** Directories listeners use today that SPEC.md's list predates (2024 onwards). */
export const ADDED_LOGO_NAMES = [
  'fountain',
  'goodpods',
  'antennapod',
  'youtube_music',
  'podcast_index',
  'podverse',
  'castamatic',
  'podcast_guru',
  'deezer',
  'audible',
] as const;
export type LogoName = (typeof LOGO_NAMES)[number] | (typeof ADDED_LOGO_NAMES)[number];
const ALL_LOGO_NAMES: readonly string[] = [...LOGO_NAMES, ...ADDED_LOGO_NAMES];

export interface Logo {
  name: LogoName;
  label: string;
  /** Brand colour as #RRGGBB. */
  color: string;
  /**
   * The simple-icons slug of this brand, or null where simple-icons has no mark for it (the
   * renderer then draws a lettered badge). Only the slug lives here so core stays free of it.
   */
  simpleIconsSlug: string | null;
}

const logo = (
  name: LogoName,
  label: string,
  color: string,
  simpleIconsSlug: string | null,
): [LogoName, Logo] => [name, { name, label, color, simpleIconsSlug }];

/** Every logo by name; colours follow simple-icons where it has the brand. */
export const LOGOS: ReadonlyMap<LogoName, Logo> = new Map([
  logo('apple_podcast', 'Apple Podcasts', '#9933CC', 'applepodcasts'),
  logo('google_podcast', 'Google Podcasts', '#4285F4', null),
  logo('breaker', 'Breaker', '#003DAD', 'breaker'),
  logo('castbox', 'Castbox', '#F55B23', 'castbox'),
  logo('castro', 'Castro', '#00B265', 'castro'),
  logo('overcast', 'Overcast', '#FC7E0F', 'overcast'),
  logo('pocketcast', 'Pocket Casts', '#F43E37', 'pocketcasts'),
  logo('radiopublic', 'RadioPublic', '#CE262F', null),
  logo('spotify', 'Spotify', '#1ED760', 'spotify'),
  logo('stitcher', 'Stitcher', '#000000', null),
  logo('tunein', 'TuneIn', '#14D8CC', null),
  logo('kkbox', 'KKBOX', '#09CEF6', null),
  logo('rss', 'RSS', '#FFA500', 'rss'),
  logo('buy_me_a_coffee', 'Buy me a coffee', '#FFDD00', 'buymeacoffee'),
  logo('iHeart', 'iHeartRadio', '#C6002B', 'iheartradio'),
  logo('sonnet', 'Sonnet', '#1F1F1F', null),
  logo('podcast_republic', 'Podcast Republic', '#2A8AD6', null),
  logo('pod_hero', 'Podhero', '#E74C3C', null),
  logo('pod_friend', 'Podfriend', '#6A4BE0', null),
  logo('podcast_addict', 'Podcast Addict', '#F4842D', 'podcastaddict'),
  logo('player_fm', 'Player FM', '#C8122A', 'playerfm'),
  logo('amazon_music', 'Amazon Music', '#25D1DA', null),
  logo('patreon', 'Patreon', '#000000', 'patreon'),
  logo('kofi', 'Ko-fi', '#FF6433', 'kofi'),
  logo('paypal', 'PayPal', '#002991', 'paypal'),
  logo('square_cash', 'Cash App', '#00C244', 'cashapp'),
  logo('venmo', 'Venmo', '#008CFF', 'venmo'),
  logo('fountain', 'Fountain', '#1A1A1A', null),
  logo('goodpods', 'Goodpods', '#5B2EE5', null),
  logo('antennapod', 'AntennaPod', '#364FF3', 'antennapod'),
  logo('youtube_music', 'YouTube Music', '#FF0000', 'youtubemusic'),
  logo('podcast_index', 'Podcast Index', '#F90000', 'podcastindex'),
  logo('podverse', 'Podverse', '#2B2B2B', null),
  logo('castamatic', 'Castamatic', '#E5362C', null),
  logo('podcast_guru', 'Podcast Guru', '#0E7CD6', null),
  logo('deezer', 'Deezer', '#A238FF', 'deezer'),
  logo('audible', 'Audible', '#F8991C', 'audible'),
]);

/** True when `name` is one of the logo names (case-sensitive, as stored on a block). */
export function isLogoName(name: string): name is LogoName {
  return ALL_LOGO_NAMES.includes(name);
}

/** The logo of that name; an unknown name gives nothing, and the block then shows no logo. */
export function logoFor(name: string | null | undefined): Logo | undefined {
  if (name == null || !isLogoName(name)) return undefined;
  return LOGOS.get(name);
}
