import type { AppleEpisode, PodcastSearchResult } from '@podpie/core';
import { z } from 'zod';
import { isOutboundError, type OutboundClient } from '../../../lib/outbound.ts';
import { createCachedLoader, type TtlCache } from '../cache.ts';
import { ParserError } from '../errors.ts';
import type { RateQueue } from '../rate-queue.ts';

export const ITUNES_CACHE_MS = 60 * 60 * 1000;

// Apple's answer, read leniently: any field may be missing on an odd entry.
const appleResultSchema = z.looseObject({
  trackId: z.number().int().optional(),
  collectionId: z.number().int().optional(),
  trackName: z.string().optional(),
  collectionName: z.string().optional(),
  artworkUrl600: z.string().optional(),
  artworkUrl100: z.string().optional(),
  trackViewUrl: z.string().optional(),
  collectionViewUrl: z.string().optional(),
  feedUrl: z.string().optional(),
  artistName: z.string().optional(),
});
const appleAnswerSchema = z.looseObject({ results: z.array(z.unknown()).default([]) });

const toSearchResult = (entry: unknown): PodcastSearchResult | null => {
  const parsed = appleResultSchema.safeParse(entry);
  if (!parsed.success) return null;
  const apple = parsed.data;
  const trackId = apple.trackId ?? apple.collectionId;
  const trackName = apple.trackName ?? apple.collectionName;
  if (trackId === undefined || !trackName) return null;
  return {
    artworkUrl600: apple.artworkUrl600 ?? apple.artworkUrl100 ?? null,
    trackId,
    trackViewUrl: apple.trackViewUrl ?? apple.collectionViewUrl ?? null,
    trackName,
    feedUrl: apple.feedUrl ?? null,
    artistName: apple.artistName ?? null,
  };
};

// An episode in Apple's lookup of a show's episodes (entity=podcastEpisode).
const appleEpisodeSchema = z.looseObject({
  wrapperType: z.literal('podcastEpisode'),
  trackId: z.number().int(),
  episodeGuid: z.string().optional(),
  episodeUrl: z.string().optional(),
});

const toAppleEpisode = (entry: unknown): AppleEpisode | null => {
  const parsed = appleEpisodeSchema.safeParse(entry);
  if (!parsed.success) return null;
  const { trackId, episodeGuid, episodeUrl } = parsed.data;
  return { trackId, guid: episodeGuid ?? null, url: episodeUrl ?? null };
};

/** Apple lists at most this many of a show's newest episodes in one lookup. */
export const APPLE_EPISODE_LIMIT = 200;

export interface ItunesClient {
  /** Podcasts matching `term`, Apple's order. */
  search(term: string): Promise<PodcastSearchResult[]>;
  /** The podcast with this Apple id, or null. */
  lookup(itunesId: number): Promise<PodcastSearchResult | null>;
  /**
   * The show's newest episodes as Apple lists them (its episode ids, guids and enclosures), for
   * episode links at Apple Podcasts (`?i=`, see core's matchAppleEpisode); cached an hour.
   */
  episodes(itunesId: number): Promise<AppleEpisode[]>;
}

export const createItunesClient = (deps: {
  baseUrl: string;
  outbound: OutboundClient;
  queue: RateQueue;
  cache: TtlCache<PodcastSearchResult[]>;
  /** Where a show's Apple episodes are kept; its own namespace, as the entries differ. */
  episodeCache: TtlCache<AppleEpisode[]>;
}): ItunesClient => {
  const cached = createCachedLoader(deps.cache, ITUNES_CACHE_MS);
  const cachedEpisodes = createCachedLoader(deps.episodeCache, ITUNES_CACHE_MS);

  const call = <T>(
    path: string,
    params: Record<string, string>,
    read: (entry: unknown) => T | null,
  ): Promise<T[]> =>
    deps.queue.run(async () => {
      const url = `${deps.baseUrl}${path}?${new URLSearchParams(params).toString()}`;
      try {
        const { response, json } = await deps.outbound.requestJson({ url });
        if (response.status !== 200) {
          throw new ParserError(
            'upstream_failed',
            'The Apple Podcasts directory is not answering, please try again.',
          );
        }
        const answer = appleAnswerSchema.safeParse(json);
        if (!answer.success) return [];
        return answer.data.results.map(read).filter((result) => result !== null);
      } catch (error) {
        if (isOutboundError(error)) {
          throw new ParserError(
            'upstream_failed',
            'The Apple Podcasts directory could not be reached, please try again.',
          );
        }
        throw error;
      }
    });

  return {
    search(term) {
      const key = `search:${term.trim().toLowerCase()}`;
      return cached(key, () =>
        call('/search', { media: 'podcast', entity: 'podcast', term: term.trim() }, toSearchResult),
      );
    },
    async lookup(itunesId) {
      const results = await cached(`lookup:${itunesId}`, () =>
        call('/lookup', { id: String(itunesId), entity: 'podcast' }, toSearchResult),
      );
      return results.find((result) => result.trackId === itunesId) ?? results[0] ?? null;
    },
    episodes(itunesId) {
      return cachedEpisodes(`episodes:${itunesId}`, () =>
        call(
          '/lookup',
          {
            id: String(itunesId),
            media: 'podcast',
            entity: 'podcastEpisode',
            limit: String(APPLE_EPISODE_LIMIT),
          },
          toAppleEpisode,
        ),
      );
    },
  };
};
