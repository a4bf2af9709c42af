import type { NetworkLink, PodcastSearchResult } from '@podpie/core';
import type { ItunesClient } from '../itunes/itunes-client.ts';
import { directoryLinks } from './directory-links.ts';

export interface ShowIdentity {
  itunesId: number | null;
  rssFeed: string | null;
  name: string | null;
}

const sameFeed = (a: string, b: string): boolean => {
  const normal = (value: string) =>
    value
      .trim()
      .toLowerCase()
      .replace(/^https?:\/\//, '')
      .replace(/\/+$/, '');
  return normal(a) === normal(b);
};

export const sameTitle = (a: string, b: string): boolean => {
  const normal = (value: string) =>
    value
      .normalize('NFKC')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
  return normal(a) === normal(b);
};

/** The Apple directory entry of the show: by id, else by name search matched on the feed. */
const findOnApple = async (
  show: ShowIdentity,
  itunes: ItunesClient,
): Promise<PodcastSearchResult | null> => {
  if (show.itunesId !== null) return itunes.lookup(show.itunesId);
  if (!show.name) return null;
  const results = await itunes.search(show.name);
  if (show.rssFeed) {
    const feed = show.rssFeed;
    return (
      results.find((result) => result.feedUrl !== null && sameFeed(result.feedUrl, feed)) ?? null
    );
  }
  const named = results.filter(
    (result) => show.name !== null && sameTitle(result.trackName, show.name),
  );
  return named.length === 1 ? (named[0] ?? null) : null;
};

/**
 * Directory links for a show. A missing Apple id or feed is looked up on Apple when possible; a
 * failed lookup only means fewer links, never an error for the user.
 */
export const basicNetworks = async (
  show: ShowIdentity,
  itunes: ItunesClient,
): Promise<NetworkLink[]> => {
  let { itunesId, rssFeed } = show;
  if (itunesId === null || rssFeed === null) {
    const entry = await findOnApple(show, itunes).catch(() => null);
    itunesId ??= entry?.trackId ?? null;
    rssFeed ??= entry?.feedUrl ?? null;
  }
  return directoryLinks({ itunesId, rssFeed });
};
