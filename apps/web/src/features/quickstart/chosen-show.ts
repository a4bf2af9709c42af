import type { FeedParseResult, PodcastSearchResult } from '@podpie/core';

/** The show an owner picked, whichever way they found it (search, Apple link or feed address). */
export type ChosenShow = {
  itunesId: number | null;
  name: string;
  artistName: string | null;
  feedUrl: string | null;
  artworkUrl: string | null;
  appleUrl: string | null;
};

export function showFromSearchResult(result: PodcastSearchResult): ChosenShow {
  return {
    itunesId: result.trackId,
    name: result.trackName,
    artistName: result.artistName,
    feedUrl: result.feedUrl,
    artworkUrl: result.artworkUrl600,
    appleUrl: result.trackViewUrl,
  };
}

/** A show known only by its feed; `match` is its directory entry when a search found one. */
export function showFromFeed(
  feedUrl: string,
  feed: FeedParseResult,
  match: PodcastSearchResult | null,
): ChosenShow {
  return {
    itunesId: match?.trackId ?? null,
    name: feed.title.trim() || match?.trackName || feedUrl,
    artistName: feed.author ?? match?.artistName ?? null,
    feedUrl,
    artworkUrl: feed.itunes.image ?? match?.artworkUrl600 ?? null,
    appleUrl: match?.trackViewUrl ?? null,
  };
}

/** Feed addresses compared the way directories store them: scheme, "www." and a trailing slash ignored. */
export function sameFeed(a: string, b: string): boolean {
  const key = (value: string) =>
    value
      .trim()
      .toLowerCase()
      .replace(/^https?:\/\//, '')
      .replace(/^www\./, '')
      .replace(/\/+$/, '');
  return key(a) === key(b);
}
