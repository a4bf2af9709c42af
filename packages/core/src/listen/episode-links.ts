import { findDirectory } from '../catalogue/directories.ts';
import { type ListenDevice, orderForDevice } from './listen.ts';

/**
 * What an app link needs to know of one episode. The episode page fills it from the stored
 * episode (its key from core's episode key function, guid and enclosure from the feed) and the
 * Apple id found by matchAppleEpisode; the show page has none.
 */
export interface EpisodeTarget {
  /** The episode's address under the page: /<slug>/<key>. */
  key: string;
  guid: string | null;
  enclosureUrl: string | null;
  /** Apple's own id of the episode (`?i=`), when the iTunes lookup lists it. */
  appleTrackId?: number | null;
}

/** One of Apple's episodes of a show, as the iTunes lookup (entity=podcastEpisode) lists it. */
export interface AppleEpisode {
  trackId: number;
  guid: string | null;
  /** The enclosure address Apple plays. */
  url: string | null;
}

/** A link for an episode in one app, and whether it leads to the episode or only to the show. */
export interface EpisodeLink {
  href: string;
  atEpisode: boolean;
}

/** The show's Apple id from its Apple Podcasts address (…/id1234567890…), or null. */
export function appleIdOf(link: string | null | undefined): number | null {
  const match = /\bid(\d{5,})\b/.exec(link ?? '');
  return match ? Number(match[1]) : null;
}

/**
 * The show's Apple id, from the page's Apple Podcasts entry (its first one): what Apple's
 * episode ids are looked up by, and what the universal episode link names.
 */
export function appleShowId(
  pies: readonly { main_type: string; name: string | null; link_value: string | null }[],
): number | null {
  const apple = pies.find(
    (pie) =>
      pie.main_type === 'PODCAST-NETWORK' && findDirectory(pie.name)?.name === 'APPLE-PODCAST',
  );
  return appleIdOf(apple?.link_value);
}

// Hosts change scheme or add tracking queries; the address itself names the file.
const comparableUrl = (url: string) =>
  url
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/[?#].*$/, '')
    .toLowerCase();

/**
 * Apple's id of the episode: the Apple episode with the same guid, else the one playing the same
 * enclosure address (scheme and query aside). Null when Apple does not list it (yet).
 */
export function matchAppleEpisode(
  apple: readonly AppleEpisode[],
  episode: Pick<EpisodeTarget, 'guid' | 'enclosureUrl'>,
): number | null {
  const guid = episode.guid?.trim();
  if (guid) {
    const byGuid = apple.find((entry) => entry.guid?.trim() === guid);
    if (byGuid) return byGuid.trackId;
  }
  const url = episode.enclosureUrl ? comparableUrl(episode.enclosureUrl) : '';
  if (!url) return null;
  return apple.find((entry) => entry.url && comparableUrl(entry.url) === url)?.trackId ?? null;
}

/** base64url of the text's UTF-8 bytes, without padding (pod.link's episode ids). */
function base64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * pod.link's page for the episode, which opens it in whatever app the listener picks: the show's
 * Apple id and the episode's guid. Null without either.
 */
export function universalEpisodeLink(appleId: number | null, guid: string | null): string | null {
  const id = guid?.trim();
  if (appleId === null || !id) return null;
  return `https://pod.link/${appleId}/episode/${base64Url(id)}`;
}

/** The show's Apple address with `?i=` naming the episode, keeping what the owner's link had. */
function appleEpisodeHref(showLink: string, trackId: number): string | null {
  try {
    const url = new URL(showLink);
    url.searchParams.set('i', String(trackId));
    return url.toString();
  } catch {
    return null;
  }
}

/**
 * Where one app's button leads for this episode. Apple Podcasts opens the episode by Apple's id;
 * Podcast Addict by the enclosure address (its web link takes it whole). Every other app's
 * public link form names shows only (Spotify, Pocket Casts, Overcast, Castro, ... address
 * episodes by ids of their own that a feed does not carry), so it leads to the show.
 */
export function episodeLinkFor(
  entry: { name: string | null; link_value: string | null },
  episode: EpisodeTarget,
): EpisodeLink | null {
  const show = entry.link_value?.trim();
  if (!show) return null;
  const name = findDirectory(entry.name)?.name;
  if (name === 'APPLE-PODCAST' && episode.appleTrackId) {
    const href = appleEpisodeHref(show, episode.appleTrackId);
    if (href) return { href, atEpisode: true };
  }
  if (
    name === 'PODCASTADDICT' &&
    episode.enclosureUrl &&
    /^https?:\/\//i.test(episode.enclosureUrl)
  ) {
    return {
      href: `https://podcastaddict.com/episode/${encodeURIComponent(episode.enclosureUrl)}`,
      atEpisode: true,
    };
  }
  return { href: show, atEpisode: false };
}

/**
 * The owner's apps with each one's link for the episode, in the order the show page's section
 * uses for this device (orderForDevice), so both pages agree without JavaScript.
 * @public the rule the page's Listen section follows per app (listen-apps.ts uses episodeLinkFor)
 */
export function episodeAppLinks<T extends { name: string | null; link_value: string | null }>(
  entries: readonly T[],
  episode: EpisodeTarget,
  device: ListenDevice,
): Array<{ entry: T } & EpisodeLink> {
  return orderForDevice(entries, device).flatMap((entry) => {
    const link = episodeLinkFor(entry, episode);
    return link ? [{ entry, ...link }] : [];
  });
}
