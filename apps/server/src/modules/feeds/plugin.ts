import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type JobHandler, JobRunner } from '../../lib/jobs.ts';
import { createOutboundClient, type OutboundClient } from '../../lib/outbound.ts';
import { outboundUserAgent } from '../../lib/outbound-config.ts';
import { fetchFeed } from '../parser/index.ts';
import { FEED_REFRESH_JOB, type FetchFeed, feedRefreshJob } from './refresh.ts';

export type FeedRefreshPluginOptions = {
  /** The server's guarded outbound client; one with default guards is made when left out. */
  outbound?: OutboundClient;
  /** Replaces the feed fetch (tests). */
  fetchFeed?: FetchFeed;
  /** Off in tests that drive the runner themselves; on by default. */
  runJobs?: boolean;
  pollMs?: number;
  /** Told when a refresh stored new episodes (app.ts announces the pages showing the feed). */
  onFeedChanged?: (url: string) => Promise<void>;
  /** Other background work run by the same runner (the podcast-health checks). */
  handlers?: Record<string, JobHandler>;
};

/** The parser's uncached feed fetch: its conditional GET, charset handling and feed discovery. */
export function feedFetcher(outbound: OutboundClient): FetchFeed {
  return (url, validators) => fetchFeed(outbound, url, validators);
}

/**
 * Keeps the feed cache of public pages fresh: a job runner for feed-refresh jobs, started when
 * the server is ready and stopped (after its batch in hand) when it closes. Every process may run
 * one; each job still runs once.
 */
export const feedRefreshPlugin = fp<FeedRefreshPluginOptions>(
  async (app: FastifyInstance, options) => {
    if (options.runJobs === false) return;
    let fetchFeed = options.fetchFeed;
    if (!fetchFeed) {
      let outbound = options.outbound;
      if (!outbound) {
        const own = createOutboundClient({ userAgent: outboundUserAgent(app.config.publicUrl) });
        app.addHook('onClose', async () => own.close());
        outbound = own;
      }
      fetchFeed = feedFetcher(outbound);
    }
    const runner = new JobRunner(app.db, {
      handlers: {
        ...options.handlers,
        [FEED_REFRESH_JOB]: feedRefreshJob({
          db: app.db,
          fetchFeed,
          now: app.now,
          ...(options.onFeedChanged ? { onFeedChanged: options.onFeedChanged } : {}),
        }),
      },
      now: app.now,
      ...(options.pollMs === undefined ? {} : { pollMs: options.pollMs }),
      onError: (kind, error) => app.log.warn({ err: error, kind }, 'background job failed'),
    });
    app.jobs.wake = () => runner.wake();
    app.addHook('onReady', async () => runner.start());
    // preClose runs before any onClose hook, so the batch in hand finishes while the database is open.
    app.addHook('preClose', async () => runner.stop());
  },
  { name: 'podpie-feed-refresh' },
);
