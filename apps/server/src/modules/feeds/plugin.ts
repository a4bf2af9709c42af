import type { Episode } from '@podpie/core';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { JobKind } from '../../lib/jobs.ts';
import type { OutboundClient } from '../../lib/outbound.ts';
import { refreshEpisodeFiles } from '../episodes/fetch-files.ts';
import { fetchFeed, parsingFor } from '../parser/index.ts';
import { FEED_REFRESH_JOB, type FetchFeed, feedRefreshJob } from './refresh.ts';

export type FeedRefreshPluginOptions = {
  /** Told when a refresh stored new episodes (app.ts announces the pages showing the feed). */
  onFeedChanged?: (url: string) => Promise<void>;
  /** Told of the episodes a refresh found new (app.ts sends episode.published webhooks). */
  onNewEpisodes?: (url: string, episodes: Episode[]) => Promise<void>;
};

/**
 * Feeds fetched at the same time, and the longest one refresh may take: one guarded fetch (15 s
 * at most by default) and the parse, run off the event loop with its own time budget.
 */
export const FEED_REFRESH_LANE: Omit<JobKind, 'run'> = { concurrency: 4, budgetMs: 60_000 };

/**
 * The parser's uncached feed fetch: its conditional GET, charset handling and feed discovery,
 * parsed in the background lane so refreshes and editors never wait for each other.
 */
export function feedFetcher(outbound: OutboundClient): FetchFeed {
  return (url, validators) =>
    parsingFor({ lane: 'background', client: 'feed-refresh' }, () =>
      fetchFeed(outbound, url, validators),
    );
}

/**
 * Keeps the feed cache of public pages fresh: feed-refresh jobs, run by the process's job runner
 * (lib/jobs-plugin.ts) through the app's guarded outbound client.
 */
export const feedRefreshPlugin = fp<FeedRefreshPluginOptions>(
  async (app: FastifyInstance, options) => {
    app.jobs.register(FEED_REFRESH_JOB, {
      ...FEED_REFRESH_LANE,
      run: feedRefreshJob({
        db: app.db,
        fetchFeed: feedFetcher(app.outbound),
        now: app.now,
        refreshEpisodeFiles: (episodes) =>
          refreshEpisodeFiles(
            {
              db: app.db,
              outbound: app.outbound,
              now: app.now,
              log: (file) => app.log.warn(file, 'an episode file was left out'),
            },
            episodes,
          ),
        ...(options.onFeedChanged ? { onFeedChanged: options.onFeedChanged } : {}),
        ...(options.onNewEpisodes ? { onNewEpisodes: options.onNewEpisodes } : {}),
      }),
    });
  },
  { name: 'podpie-feed-refresh', dependencies: ['podpie-jobs'] },
);
