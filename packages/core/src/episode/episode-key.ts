import type { Episode } from '../entities/parsing.ts';

/** Title words a key keeps: enough to read, short enough to say and share. */
const MAX_WORDS = 6;
const MAX_SLUG_LENGTH = 48;
/** Characters of the hash: 36^6 makes two same-titled episodes of one show all but never meet. */
const HASH_LENGTH = 6;

/** FNV-1a over UTF-16 units with a given offset basis: pure, fast, the same in Node and browsers. */
function fnv1a(text: string, basis: number): number {
  let hash = basis >>> 0;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** A short base-36 digest of `text`: two FNV-1a runs, so every character is well mixed. */
export function shortHash(text: string, length = HASH_LENGTH): string {
  const high = fnv1a(text, 0x811c9dc5).toString(36).padStart(7, '0');
  const low = fnv1a(text, 0x050c5d1f).toString(36).padStart(7, '0');
  return `${low.slice(-3)}${high.slice(-3)}`.slice(0, length);
}

/** The title's first words, lower-case ASCII letters and digits joined by hyphens. */
export function titleSlug(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .slice(0, MAX_WORDS);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > MAX_SLUG_LENGTH) break;
    slug = next;
  }
  return slug || 'episode';
}

/** What identifies an episode across refreshes: its guid, else its audio, else its title. */
export function episodeIdentity(episode: Pick<Episode, 'guid' | 'enclosure_url' | 'title'>) {
  return episode.guid?.trim() || episode.enclosure_url?.trim() || episode.title.trim();
}

/**
 * The address key of an episode page (/<slug>/<key>): the title's words for reading, a hyphen,
 * and a hash of the guid (or audio address) for uniqueness, so the same episode has the same key
 * on every refresh. A renamed episode gets new words; findEpisodeByKey still finds the old link
 * by its hash. A key always holds a hyphen and no dot, so it never shadows /<slug>/apps, qr.png,
 * og.png or sitemap.xml.
 */
export function episodeKey(episode: Pick<Episode, 'guid' | 'enclosure_url' | 'title'>): string {
  return `${titleSlug(episode.title)}-${shortHash(episodeIdentity(episode))}`;
}

/** The hash part of a key, or null when `key` is no episode key. */
export function episodeKeyHash(key: string): string | null {
  const match = /^[a-z0-9-]*-([0-9a-z]{6})$/.exec(key);
  return match?.[1] ?? null;
}

export type KeyedEpisode<E> = { key: string; episode: E };

/**
 * Each episode with its key, newest first as given. Two entries of one identity (a feed that
 * repeats an item) are one episode: the first is kept, so keys never collide.
 */
export function keyedEpisodes<E extends Pick<Episode, 'guid' | 'enclosure_url' | 'title'>>(
  episodes: readonly E[],
): KeyedEpisode<E>[] {
  const seen = new Set<string>();
  const keyed: KeyedEpisode<E>[] = [];
  for (const episode of episodes) {
    const key = episodeKey(episode);
    const hash = key.slice(-HASH_LENGTH);
    if (seen.has(hash)) continue;
    seen.add(hash);
    keyed.push({ key, episode });
  }
  return keyed;
}

/**
 * The episode at `key`: by the whole key, else by its hash alone (the title was edited since the
 * link was shared; the caller then sends the visitor to the current key). Null: not in the feed.
 */
export function findEpisodeByKey<E extends Pick<Episode, 'guid' | 'enclosure_url' | 'title'>>(
  episodes: readonly E[],
  key: string,
): { key: string; episode: E; exact: boolean } | null {
  const hash = episodeKeyHash(key);
  if (hash === null) return null;
  let byHash: KeyedEpisode<E> | null = null;
  for (const keyed of keyedEpisodes(episodes)) {
    if (keyed.key === key) return { ...keyed, exact: true };
    if (byHash === null && keyed.key.endsWith(`-${hash}`)) byHash = keyed;
  }
  return byHash ? { ...byHash, exact: false } : null;
}
