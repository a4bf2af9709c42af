import { type Episode, FEED_ITEMS_KEPT, isHttpUrl } from '@podpie/core';
import { z } from 'zod';
import type { Database, Queryable } from '../../db/client.ts';
import { type JobHandler, scheduleJobs } from '../../lib/jobs.ts';
import { type FeedValidators, type FetchedFeed, RefusedDocumentError } from '../parser/index.ts';
import type { PageAnnouncer } from '../public-page/page-changes.ts';
import {
  findFeedCache,
  isFeedInUse,
  keepFeedValidators,
  pagesShowingFeed,
  saveFetchedFeed,
  storedFeedOf,
  touchFeed,
} from './repository.ts';

export const FEED_REFRESH_JOB = 'feed-refresh';
export const FEED_REFRESH_INTERVAL_MS = 30 * 60_000;

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

/** Announces the page of every project showing the feed at `url`: its episodes just changed. */
export async function announceFeedPages(db: Queryable, pages: PageAnnouncer, url: string) {
  const shown = await pagesShowingFeed(db, url);
  await Promise.all(shown.map((page) => pages.announce(page)));
}

const publishedTime = (episode: Episode): number => {
  const time = episode.published_at ? Date.parse(episode.published_at) : Number.NaN;
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
};

/** What tells two episodes of one feed apart: the guid, else the audio, link or title. */
export function episodeIdentity(episode: Episode): string {
  return episode.guid ?? episode.enclosure_url ?? episode.link ?? episode.title;
}

/** The newest episodes first, whatever order the feed listed them in. */
export function newestEpisodes(episodes: readonly Episode[]): Episode[] {
  return episodes
    .map((episode, index) => ({ episode, index }))
    .sort((a, b) => publishedTime(b.episode) - publishedTime(a.episode) || a.index - b.index)
    .slice(0, FEED_ITEMS_KEPT)
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
  /** Reads the chapters and transcripts of the stored episodes; true when one is new. */
  refreshEpisodeFiles?: (episodes: readonly Episode[]) => Promise<boolean>;
  /** Told of episodes this fetch found that the stored copy did not have (not on a first copy). */
  onNewEpisodes?: (url: string, episodes: Episode[]) => Promise<void>;
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
    let changed = false;
    let episodes: readonly Episode[] = storedFeedOf(stored)?.episodes ?? [];
    if (fetched.notModified) {
      await keepFeedValidators(deps.db, url, validators);
    } else {
      const feed = { title: fetched.feed.title, episodes: newestEpisodes(fetched.feed.episodes) };
      episodes = feed.episodes;
      ({ changed } = await saveFetchedFeed(deps.db, url, feed, validators, deps.now()));
      const previous = storedFeedOf(stored)?.episodes;
      if (changed && previous && deps.onNewEpisodes) {
        const known = new Set(previous.map(episodeIdentity));
        const found = feed.episodes.filter((episode) => !known.has(episodeIdentity(episode)));
        if (found.length > 0) await deps.onNewEpisodes(url, found);
      }
    }
    // A chapters or transcript file read for the first time is new on the episode page too: the
    // feed's version moves again, so a page drawn before the file was read is not kept.
    if (deps.refreshEpisodeFiles && (await deps.refreshEpisodeFiles(episodes))) {
      await touchFeed(deps.db, url, new Date(deps.now().getTime() + 1));
      changed = true;
    }
    if (changed) await deps.onFeedChanged?.(url);
    return { runAgainAt: new Date(deps.now().getTime() + FEED_REFRESH_INTERVAL_MS) };
  };
}
