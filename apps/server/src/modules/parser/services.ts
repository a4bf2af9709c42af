import type { AppleEpisode, LinkParseResult, NetworkLink, PodcastSearchResult } from '@podpie/core';
import type { Redis } from 'ioredis';
import type { OutboundClient } from '../../lib/outbound.ts';
import { type CacheFactory, createCachedLoader } from './cache.ts';
import type { ParserConfig } from './config.ts';
import { findOnIheart } from './directories/iheart.ts';
import { createSpotifyClient, type SpotifyClient } from './directories/spotify.ts';
import { type CachedFeed, createFeedService, type FeedService } from './feed/feed-service.ts';
import { createItunesClient, ITUNES_CACHE_MS, type ItunesClient } from './itunes/itunes-client.ts';
import { createLinkService, type LinkService } from './link/link-service.ts';
import { createRateQueue } from './rate-queue.ts';
import { createRequestLane, type RequestLane } from './shared/parse-lane.ts';
import { createSharedRateQueue } from './shared-rate-queue.ts';

/** Apple's budget, shared by every process that shares Redis. */
export const ITUNES_CALLS_KEY = 'podpie:itunes:calls';
const ITUNES_INTERVAL_MS = 60_000;

/** Episodes kept in the in-process feed cache, all feeds together (a few KB each). */
const FEED_CACHE_MAX_EPISODES = 20_000;

export interface ParserServices {
  /** Runs a request's reading of `document` for `client` (its address) in the request lane. */
  reading: RequestLane;
  feeds: FeedService;
  links: LinkService;
  itunes: ItunesClient;
  spotify: SpotifyClient;
  /** iHeartRadio lookup by show name (cached). */
  iheart(name: string): Promise<NetworkLink[]>;
  /** Spotify lookup by show name (cached). */
  spotifyShow(name: string, summary: string | null): Promise<NetworkLink[]>;
}

export const createParserServices = (deps: {
  config: ParserConfig;
  outbound: OutboundClient;
  cacheFactory: CacheFactory;
  /** Counts Apple's calls across server processes when set. */
  redis?: Redis | null | undefined;
  now?: () => number;
}): ParserServices => {
  const { config, outbound, cacheFactory } = deps;
  const ttlMs = config.PARSER_CACHE_TTL_SECONDS * 1000;
  const spotify = createSpotifyClient({
    apiUrl: config.SPOTIFY_API_URL,
    accountsUrl: config.SPOTIFY_ACCOUNTS_URL,
    clientId: config.SPOTIFY_CLIENT_ID,
    clientSecret: config.SPOTIFY_CLIENT_SECRET,
    market: config.SPOTIFY_MARKET,
    outbound,
    ...(deps.now ? { now: deps.now } : {}),
  });
  const itunesQueue = createRateQueue({
    limit: config.ITUNES_CALLS_PER_MINUTE,
    intervalMs: ITUNES_INTERVAL_MS,
  });
  const directoryCache = createCachedLoader(
    cacheFactory<NetworkLink[]>('directory'),
    ITUNES_CACHE_MS,
  );
  return {
    reading: createRequestLane(),
    feeds: createFeedService({
      outbound,
      cache: cacheFactory<CachedFeed>('feed', {
        weigh: (entry) => 1 + entry.feed.episodes.length,
        maxWeight: FEED_CACHE_MAX_EPISODES,
      }),
      freshMs: ttlMs,
      ...(deps.now ? { now: deps.now } : {}),
    }),
    links: createLinkService({ outbound, cache: cacheFactory<LinkParseResult>('link'), ttlMs }),
    itunes: createItunesClient({
      baseUrl: config.ITUNES_API_URL,
      outbound,
      queue: deps.redis
        ? createSharedRateQueue({
            redis: deps.redis,
            key: ITUNES_CALLS_KEY,
            limit: config.ITUNES_CALLS_PER_MINUTE,
            intervalMs: ITUNES_INTERVAL_MS,
            fallback: itunesQueue,
          })
        : itunesQueue,
      cache: cacheFactory<PodcastSearchResult[]>('itunes'),
      episodeCache: cacheFactory<AppleEpisode[]>('itunes-episodes'),
    }),
    spotify,
    iheart: (name) =>
      directoryCache(`iheart:${name.toLowerCase()}`, () =>
        findOnIheart({ apiUrl: config.IHEART_API_URL, outbound }, name),
      ),
    spotifyShow: (name, summary) =>
      directoryCache(`spotify:${name.toLowerCase()}`, () => spotify.findShow(name, summary)),
  };
};
