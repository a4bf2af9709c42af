import { type Episode, isHttpUrl } from '@podpie/core';
import { z } from 'zod';
import type { Database, Queryable } from '../../db/client.ts';
import { type JobHandler, scheduleJobs } from '../../lib/jobs.ts';
import { type FeedValidators, type FetchedFeed, RefusedDocumentError } from '../parser/index.ts';
import {
  findFeedCache,
  isFeedInUse,
  keepFeedValidators,
  saveFetchedFeed,
  storedFeedOf,
} from './repository.ts';

export const FEED_REFRESH_JOB = 'feed-refresh';
export const FEED_REFRESH_INTERVAL_MS = 30 * 60_000;
/** SPEC.md §10: a feed block shows 1 to 5 episodes, so 5 are kept. */
export const STORED_EPISODES = 5;

/** One fetch of a feed with the validators of the last one (the parser's uncached fetch). */
export type FetchFeed = (url: string, validators: FeedValidators) => Promise<FetchedFeed>;

const payloadSchema = z.object({ url: z.string().refine(isHttpUrl) });

/** Every feed has one refresh job: scheduling it again only brings it forward. */
export function feedRefreshKey(url: string): string {
  return `${FEED_REFRESH_JOB}:${url}`;
}

/** The feed addresses a page's blocks show (scheduleJobs takes each address once). */
export function feedUrlsOf(
  blocks: readonly { main_type: string; link_value: string | null }[],
): string[] {
  return blocks.flatMap((block) =>
    block.main_type === 'PODCAST-FEED' && block.link_value ? [block.link_value] : [],
  );
}

/**
 * Every feed at `urls` is fetched soon, then every 30 minutes. A publish calls it in its own
 * transaction: one statement for all of the page's feeds, so it waits on no extra commit.
 */
export async function scheduleFeedRefreshes(db: Queryable, urls: readonly string[]): Promise<void> {
  await scheduleJobs(
    db,
    urls
      .filter((url) => isHttpUrl(url))
      .map((url) => ({ kind: FEED_REFRESH_JOB, payload: { url }, uniqueKey: feedRefreshKey(url) })),
  );
}

const publishedTime = (episode: Episode): number => {
  const time = episode.published_at ? Date.parse(episode.published_at) : Number.NaN;
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
};

/** The newest episodes first, whatever order the feed listed them in. */
export function newestEpisodes(episodes: readonly Episode[]): Episode[] {
  return episodes
    .map((episode, index) => ({ episode, index }))
    .sort((a, b) => publishedTime(b.episode) - publishedTime(a.episode) || a.index - b.index)
    .slice(0, STORED_EPISODES)
    .map(({ episode }) => episode);
}

/**
 * The feed-refresh job: a conditional GET of the feed, its newest episodes stored in feed_cache,
 * and another run in 30 minutes. A feed no block shows any more is dropped from the schedule.
 * A failed fetch throws, so the runner retries with backoff and the stored copy stays in place;
 * a refused document ends the schedule instead.
 */
export function feedRefreshJob(deps: {
  db: Database;
  fetchFeed: FetchFeed;
  now: () => Date;
  /** Told once new episodes are stored, so pages showing the feed are drawn again at once. */
  onFeedChanged?: (url: string) => Promise<void>;
}): JobHandler {
  return async (payload) => {
    const parsed = payloadSchema.safeParse(payload);
    if (!parsed.success) return undefined;
    const { url } = parsed.data;
    if (!(await isFeedInUse(deps.db, url))) return undefined;

    // Validators are sent only with a readable copy to fall back on, so a 304 always has one.
    const stored = await findFeedCache(deps.db, url);
    const usable = storedFeedOf(stored) !== null;
    let fetched: FetchedFeed;
    try {
      fetched = await deps.fetchFeed(url, {
        etag: usable ? (stored?.etag ?? null) : null,
        lastModified: usable ? (stored?.lastModified ?? null) : null,
      });
    } catch (error) {
      // A document refused for its shape (nested too deep, too slow to read) would be refused
      // again every run: the feed leaves the schedule until the page is published again.
      if (error instanceof RefusedDocumentError) return undefined;
      throw error;
    }
    const validators = { etag: fetched.etag, lastModified: fetched.lastModified };
    if (fetched.notModified) {
      await keepFeedValidators(deps.db, url, validators);
    } else {
      const feed = { title: fetched.feed.title, episodes: newestEpisodes(fetched.feed.episodes) };
      const { changed } = await saveFetchedFeed(deps.db, url, feed, validators, deps.now());
      if (changed) await deps.onFeedChanged?.(url);
    }
    return { runAgainAt: new Date(deps.now().getTime() + FEED_REFRESH_INTERVAL_MS) };
  };
}
