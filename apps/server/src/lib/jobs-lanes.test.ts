import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { jobs } from '../db/schema.ts';
import { freshDatabase } from '../test/database.ts';
import { type JobHandler, JobRunner, scheduleJob } from './jobs.ts';

let handle: DatabaseHandle;
const db = () => handle.db;

beforeAll(async () => {
  handle = await freshDatabase();
});
afterAll(() => handle.close());
beforeEach(async () => {
  await db().delete(jobs);
});

const jobOf = async (uniqueKey: string) => {
  const [row] = await db().select().from(jobs).where(eq(jobs.uniqueKey, uniqueKey));
  return row;
};

/** A handler that never answers (a health run on links that never answer), until aborted. */
function neverAnswering() {
  const started: unknown[] = [];
  const aborted: unknown[] = [];
  const handler: JobHandler = (payload, signal) => {
    started.push(payload);
    signal?.addEventListener('abort', () => aborted.push(payload));
    return new Promise(() => {});
  };
  return { started, aborted, handler };
}

describe('lanes: each kind of job runs apart from the others', () => {
  it("a kind stuck on work that never answers does not delay another kind's job", async () => {
    const health = neverAnswering();
    const refreshed: unknown[] = [];
    const runner = new JobRunner(db(), {
      handlers: {
        // The refresh must not wait for this budget to end the stuck run.
        'podcast-health': { run: health.handler, budgetMs: 3_000 },
        'feed-refresh': async (payload) => {
          refreshed.push(payload);
          return undefined;
        },
      },
      pollMs: 20,
    });
    await scheduleJob(db(), { kind: 'podcast-health', uniqueKey: 'health:1', payload: { p: 1 } });
    runner.start();
    try {
      await expect.poll(() => health.started.length, { timeout: 5_000 }).toBe(1);
      await scheduleJob(db(), { kind: 'feed-refresh', uniqueKey: 'feed:a', payload: { f: 'a' } });
      runner.wake();
      await expect.poll(() => refreshed, { timeout: 5_000 }).toEqual([{ f: 'a' }]);
      // Still running within its budget: claimed, not failed, not offered to anyone else.
      expect(await jobOf('health:1')).toMatchObject({ lastError: null });
      expect((await jobOf('health:1'))?.lockedAt).not.toBeNull();
      expect(health.aborted).toEqual([]);
    } finally {
      // Stopping waits for the runs in hand: the stuck one ends at its budget.
      await runner.stop();
    }
    expect(health.aborted).toEqual([{ p: 1 }]);
  });

  it('ends a run over its budget: the job fails for a retry, and the lane takes the next job', async () => {
    const stuck = neverAnswering();
    const finished: unknown[] = [];
    const runner = new JobRunner(db(), {
      handlers: {
        'podcast-health': {
          budgetMs: 200,
          run: (payload, signal) => {
            if ((payload as { n: number }).n === 1) return stuck.handler(payload, signal);
            finished.push(payload);
            return Promise.resolve(undefined);
          },
        },
      },
      pollMs: 20,
    });
    const now = Date.now();
    await scheduleJob(db(), {
      kind: 'podcast-health',
      uniqueKey: 'health:1',
      payload: { n: 1 },
      runAt: new Date(now - 2_000),
    });
    await scheduleJob(db(), {
      kind: 'podcast-health',
      uniqueKey: 'health:2',
      payload: { n: 2 },
      runAt: new Date(now - 1_000),
    });
    runner.start();
    try {
      await expect.poll(() => finished, { timeout: 5_000 }).toEqual([{ n: 2 }]);
    } finally {
      await runner.stop();
    }
    expect(stuck.started).toEqual([{ n: 1 }]);
    expect(stuck.aborted).toEqual([{ n: 1 }]);
    const failed = await jobOf('health:1');
    expect(failed).toMatchObject({ lockedAt: null, attempts: 1 });
    expect(failed?.lastError).toContain('time budget of 200 ms');
    expect(failed?.runAt.getTime()).toBeGreaterThan(now);
    expect(await jobOf('health:2')).toBeUndefined();
  });

  it('refuses a budget that is not shorter than the claim lease', () => {
    const run: JobHandler = async () => undefined;
    expect(
      () => new JobRunner(db(), { handlers: { slow: { run, budgetMs: 60_000 } }, leaseMs: 60_000 }),
    ).toThrow(/shorter than the claim lease/);
  });

  it('runs up to its concurrency of one kind at the same time', async () => {
    let running = 0;
    let most = 0;
    const runner = new JobRunner(db(), {
      handlers: {
        'feed-refresh': {
          concurrency: 3,
          run: async () => {
            running += 1;
            most = Math.max(most, running);
            await new Promise((resolve) => setTimeout(resolve, 30));
            running -= 1;
            return undefined;
          },
        },
      },
    });
    for (let n = 0; n < 7; n += 1) {
      await scheduleJob(db(), { kind: 'feed-refresh', payload: { n }, runAt: new Date(0) });
    }
    expect(await runner.runDue()).toBe(7);
    expect(most).toBe(3);
  });
});
