import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type JobKind, JobRunner } from './jobs.ts';

/** The background jobs of this process (`app.jobs`). */
export type Jobs = {
  /**
   * Adds a kind of job with its lane (concurrency, time budget). Features register theirs while
   * the server starts; the one runner claims every registered kind once the server is ready.
   */
  register: (kind: string, lane: JobKind) => void;
  /** Runs due jobs now instead of at the next poll (a no-op when this process runs no jobs). */
  wake: () => void;
};

export type JobsPluginOptions = {
  /** Off in processes (and tests) that leave the jobs to others; registering is still fine. */
  runJobs: boolean;
  /** How often an idle lane looks for due work. */
  pollMs?: number;
};

/**
 * The one job runner of a process, over the one jobs table. Every process may run one; each job
 * still runs once (lib/jobs.ts). Stopped, after the runs in hand, before the database closes.
 */
export const jobsPlugin = fp<JobsPluginOptions>(
  async (app: FastifyInstance, options) => {
    const kinds: Record<string, JobKind> = {};
    let runner: JobRunner | undefined;
    app.decorate('jobs', {
      register: (kind, lane) => {
        if (runner) throw new Error(`${kind} jobs were registered after the runner started`);
        kinds[kind] = lane;
      },
      wake: () => runner?.wake(),
    } satisfies Jobs);
    if (!options.runJobs) return;
    app.addHook('onReady', async () => {
      runner = new JobRunner(app.db, {
        handlers: kinds,
        now: app.now,
        ...(options.pollMs === undefined ? {} : { pollMs: options.pollMs }),
        // The reason only: a provider's error may carry what the owner connected it with.
        onError: (kind, error) =>
          app.log.warn(
            { kind, reason: error instanceof Error ? error.message : 'unknown' },
            'background job failed; retrying later',
          ),
      });
      runner.start();
    });
    // preClose runs before any onClose hook: the runs in hand finish while the database is open.
    app.addHook('preClose', async () => runner?.stop());
  },
  { name: 'podpie-jobs' },
);
