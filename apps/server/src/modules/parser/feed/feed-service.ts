import type { FeedParseResult } from '@podpie/core';
import type { OutboundClient } from '../../../lib/outbound.ts';
import { createSingleFlight, type TtlCache } from '../cache.ts';
import { unableToFetch } from '../errors.ts';
import { type FeedValidators, type FetchedFeed, fetchFeed } from './fetch-feed.ts';
import type { ParsedFeed } from './parse-feed.ts';

export interface CachedFeed {
  feed: ParsedFeed;
  etag: string | null;
  lastModified: string | null;
  fetchedAt: number;
}

export interface FeedService {
  /**
   * The feed behind `uri`, parsed; served from cache while fresh, revalidated with a conditional
   * GET once stale. Throws ParserError (422 not a feed, 502 unreachable).
   */
  parse(uri: string): Promise<ParsedFeed>;
  /** One uncached fetch, for jobs that keep their own validators (feed refresh). */
  fetch(uri: string, validators?: FeedValidators): Promise<FetchedFeed>;
}

/** Projects the internal parse onto the public FeedParseResult shape. */
export const toFeedParseResult = (feed: ParsedFeed): FeedParseResult => ({
  title: feed.title,
  description: feed.description,
  link: feed.link,
  author: feed.author,
  itunes: feed.itunes,
  items: feed.items,
  people: feed.people,
  episodes: feed.episodes,
  episode_count: feed.episode_count,
  ...(feed.podcast ? { podcast: feed.podcast } : {}),
});

export const createFeedService = (deps: {
  outbound: OutboundClient;
  cache: TtlCache<CachedFeed>;
  /** How long an answer is served without asking the feed's host again. */
  freshMs: number;
  /** How long a stale answer is kept to revalidate with ETag / Last-Modified. */
  keepMs?: number;
  now?: () => number;
}): FeedService => {
  const now = deps.now ?? Date.now;
  const keepMs = Math.max(deps.keepMs ?? 24 * 60 * 60 * 1000, deps.freshMs);
  const singleFlight = createSingleFlight<ParsedFeed>();

  const parse = (uri: string): Promise<ParsedFeed> =>
    singleFlight(uri, async () => {
      const cached = await deps.cache.get(uri);
      if (cached && now() - cached.fetchedAt < deps.freshMs) return cached.feed;
      const fetched = await fetchFeed(deps.outbound, uri, cached ?? {});
      const feed = fetched.notModified ? cached?.feed : fetched.feed;
      // A 304 only comes back to validators we sent, so a cached copy exists.
      if (!feed) throw unableToFetch(uri);
      await deps.cache.set(
        uri,
        { feed, etag: fetched.etag, lastModified: fetched.lastModified, fetchedAt: now() },
        keepMs,
      );
      return feed;
    });

  return { parse, fetch: (uri, validators) => fetchFeed(deps.outbound, uri, validators) };
};
