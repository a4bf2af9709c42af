import type { DirectoryName } from '../catalogue/directories.ts';
import type { SocialName } from '../catalogue/socials.ts';

/**
 * What a link on someone's page of links is, when Podpie has a better home for it than a button:
 * a profile on a social network (an entry of SOCIAL-NETWORKS, holding the username or, for the
 * networks that take one, the address) or a show's page on a podcast directory (PODCAST-NETWORK).
 */
export type ProfileLink =
  | { kind: 'social'; name: SocialName; value: string }
  | { kind: 'directory'; name: DirectoryName; url: string }
  | { kind: 'email'; address: string };

/** The host without 'www.' / 'm.' and in lower case, so 'M.Facebook.com' is 'facebook.com'. */
const bareHost = (url: URL): string => url.hostname.toLowerCase().replace(/^(www|m|mobile)\./, '');

const onHost = (host: string, domain: string): boolean =>
  host === domain || host.endsWith(`.${domain}`);

const segmentsOf = (url: URL): string[] =>
  url.pathname
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });

/** A profile's name as it may stand in a username field (SPEC.md §5: no '/'). */
const USERNAME = /^@?[A-Za-z0-9._-]{1,100}$/;

/** Paths of a network that are not someone's profile (a post, a feature of the site). */
const NOT_PROFILES: Partial<Record<SocialName, ReadonlySet<string>>> = {
  FACEBOOK: new Set([
    'sharer.php',
    'sharer',
    'share',
    'events',
    'groups',
    'watch',
    'photo',
    'photo.php',
    'story.php',
    'permalink.php',
    'profile.php',
    'hashtag',
    'login',
    'help',
  ]),
  INSTAGRAM: new Set(['p', 'reel', 'reels', 'stories', 'explore', 'tv', 'accounts']),
  TWITTER: new Set(['intent', 'share', 'search', 'hashtag', 'i', 'home', 'login']),
  PINTEREST: new Set(['pin', 'search', 'ideas']),
  PATREON: new Set(['posts', 'join', 'login', 'c', 'checkout']),
  VK: new Set(['wall', 'video', 'photo', 'share.php', 'away.php']),
};

/** The profile name when the address is just `<host>/<name>` (a trailing slash allowed). */
function singleSegmentProfile(url: URL, name: SocialName): string | null {
  const segments = segmentsOf(url);
  const [first] = segments;
  if (segments.length !== 1 || first === undefined || !USERNAME.test(first)) return null;
  if (NOT_PROFILES[name]?.has(first.toLowerCase())) return null;
  return first.replace(/^@/, '');
}

type SocialRule = (url: URL, host: string) => string | null;

const SOCIAL_RULES: ReadonlyArray<[SocialName, SocialRule]> = [
  [
    'FACEBOOK',
    (url, host) =>
      onHost(host, 'facebook.com') || host === 'fb.com'
        ? singleSegmentProfile(url, 'FACEBOOK')
        : null,
  ],
  [
    'INSTAGRAM',
    (url, host) => (onHost(host, 'instagram.com') ? singleSegmentProfile(url, 'INSTAGRAM') : null),
  ],
  [
    'TWITTER',
    (url, host) =>
      host === 'twitter.com' || host === 'x.com' ? singleSegmentProfile(url, 'TWITTER') : null,
  ],
  [
    'YOUTUBE',
    // YouTube's entry takes the channel's address; a video stays a link of its own.
    (url, host) => {
      if (host !== 'youtube.com') return null;
      const [first] = segmentsOf(url);
      if (!first) return null;
      const isChannel = first.startsWith('@') || ['channel', 'c', 'user'].includes(first);
      return isChannel ? url.href : null;
    },
  ],
  [
    'TIKTOK',
    (url, host) => {
      if (host !== 'tiktok.com') return null;
      const segments = segmentsOf(url);
      const [first] = segments;
      return segments.length === 1 && first?.startsWith('@') && USERNAME.test(first)
        ? first.slice(1)
        : null;
    },
  ],
  [
    'PINTEREST',
    (url, host) =>
      /^pinterest\.[a-z.]+$/.test(host) ? singleSegmentProfile(url, 'PINTEREST') : null,
  ],
  [
    'PATREON',
    (url, host) => (host === 'patreon.com' ? singleSegmentProfile(url, 'PATREON') : null),
  ],
  [
    'TUMBLR',
    (url, host) => {
      if (host === 'tumblr.com') return singleSegmentProfile(url, 'TUMBLR');
      const blog = /^([a-z0-9-]+)\.tumblr\.com$/.exec(host)?.[1];
      return blog && segmentsOf(url).length === 0 ? blog : null;
    },
  ],
  ['VK', (url, host) => (host === 'vk.com' ? singleSegmentProfile(url, 'VK') : null)],
  [
    'LINKEDIN',
    // LinkedIn's entry takes the profile's or company's address.
    (url, host) => {
      if (!onHost(host, 'linkedin.com')) return null;
      const [first, second] = segmentsOf(url);
      return second && (first === 'in' || first === 'company') ? url.href : null;
    },
  ],
  [
    'SNAPCHAT',
    (url, host) => {
      if (host !== 'snapchat.com') return null;
      const [first, second, ...rest] = segmentsOf(url);
      return first === 'add' && second && rest.length === 0 && USERNAME.test(second)
        ? second
        : null;
    },
  ],
];

/** Hosts of each podcast directory's show pages (with the path a show page starts with). */
const DIRECTORY_HOSTS: ReadonlyArray<[DirectoryName, (host: string, path: string) => boolean]> = [
  [
    'APPLE-PODCAST',
    (host, path) =>
      (host === 'podcasts.apple.com' || host === 'itunes.apple.com') && /\/id\d+/.test(path),
  ],
  ['SPOTIFY', (host, path) => host === 'open.spotify.com' && /^\/show\//.test(path)],
  ['CASTBOX', (host) => host === 'castbox.fm'],
  ['OVERCAST', (host) => host === 'overcast.fm'],
  ['POCKETCAST', (host) => host === 'pca.st' || host === 'pocketcasts.com'],
  ['TUNEIN', (host) => host === 'tunein.com'],
  ['IHEART', (host, path) => host === 'iheart.com' && path.startsWith('/podcast/')],
  ['PLAYERFM', (host) => host === 'player.fm'],
  ['CASTRO', (host) => host === 'castro.fm'],
  ['PODCASTADDICT', (host) => host === 'podcastaddict.com'],
  ['PODCASTREPUBLIC', (host) => host === 'podcastrepublic.net'],
  ['SONNET', (host) => host === 'sonnet.fm'],
  [
    'AMAZON_MUSIC',
    (host, path) => /^music\.amazon\.[a-z.]+$/.test(host) && path.startsWith('/podcasts/'),
  ],
  ['FOUNTAIN', (host) => host === 'fountain.fm'],
  ['GOODPODS', (host) => host === 'goodpods.com'],
  ['YOUTUBE_MUSIC', (host, path) => host === 'music.youtube.com' && path !== '/'],
  ['PODCASTINDEX', (host, path) => host === 'podcastindex.org' && path.startsWith('/podcast/')],
  ['PODVERSE', (host) => host === 'podverse.fm'],
  ['CASTAMATIC', (host) => host === 'castamatic.com'],
  ['PODCASTGURU', (host) => onHost(host, 'podcastguru.io')],
  ['DEEZER', (host, path) => host === 'deezer.com' && /^\/([a-z]{2}\/)?show\//.test(path)],
  ['AUDIBLE', (host, path) => /^audible\.[a-z.]+$/.test(host) && path.startsWith('/pd/')],
];

const EMAIL = /^[A-Za-z0-9._+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;

/**
 * What `address` is on a page of links: a social profile, a directory's show page, an e-mail
 * address, or null for an ordinary link (a post, a video, a shop, the show's own site).
 */
export function recogniseProfileLink(address: string): ProfileLink | null {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return null;
  }
  if (url.protocol === 'mailto:') {
    const email = decodeURIComponent(url.pathname);
    return EMAIL.test(email) ? { kind: 'email', address: email } : null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const host = bareHost(url);
  for (const [name, matches] of DIRECTORY_HOSTS) {
    if (matches(host, url.pathname)) return { kind: 'directory', name, url: url.href };
  }
  for (const [name, rule] of SOCIAL_RULES) {
    const value = rule(url, host);
    if (value !== null) return { kind: 'social', name, value };
  }
  return null;
}
