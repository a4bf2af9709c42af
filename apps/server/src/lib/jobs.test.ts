import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { jobs } from '../db/schema.ts';
import { freshDatabase } from '../test/database.ts';
import { backoffMs, type JobHandler, JobRunner, scheduleJob } from './jobs.ts';

let handle: DatabaseHandle;
const db = () => handle.db;

beforeAll(async () => {
  handle = await freshDatabase();
});
afterAll(() => handle.close());
beforeEach(async () => {
  await db().delete(jobs);
});

const T0 = new Date('2030-06-15T12:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const MINUTE = 60_000;

const storedJobs = () => db().select().from(jobs).orderBy(asc(jobs.id));

/** A handler that notes each payload it ran with. */
function recorder(outcome: Awaited<ReturnType<JobHandler>> = undefined) {
  const runs: unknown[] = [];
  const handler: JobHandler = async (payload) => {
    runs.push(payload);
    return outcome;
  };
  return { runs, handler };
}

describe('scheduling', () => {
  it('keeps one job per unique key, moving its run time earlier but never later', async () => {
    await scheduleJob(db(), {
      kind: 'k',
      uniqueKey: 'feed:a',
      runAt: at(10 * MINUTE),
      payload: { n: 1 },
    });
    await scheduleJob(db(), {
      kind: 'k',
      uniqueKey: 'feed:a',
      runAt: at(5 * MINUTE),
      payload: { n: 2 },
    });
    await scheduleJob(db(), {
      kind: 'k',
      uniqueKey: 'feed:a',
      runAt: at(20 * MINUTE),
      payload: { n: 3 },
    });
    const [only, ...rest] = await storedJobs();
    expect(rest).toEqual([]);
    expect(only?.runAt).toEqual(at(5 * MINUTE));
    expect(only?.payload).toEqual({ n: 3 });
  });

  it('keeps every job without a key', async () => {
    await scheduleJob(db(), { kind: 'k', runAt: T0 });
    await scheduleJob(db(), { kind: 'k', runAt: T0 });
    expect(await storedJobs()).toHaveLength(2);
  });
});

describe('running', () => {
  it('runs a due job once with its payload and forgets it when the handler is done', async () => {
    const work = recorder();
    const runner = new JobRunner(db(), { handlers: { mail: work.handler } });
    await scheduleJob(db(), { kind: 'mail', payload: { to: 'a@example.com' }, runAt: T0 });
    expect(await runner.runDue(T0)).toBe(1);
    expect(await runner.runDue(at(MINUTE))).toBe(0);
    expect(work.runs).toEqual([{ to: 'a@example.com' }]);
    expect(await storedJobs()).toEqual([]);
  });

  it('leaves a job alone until its time comes', async () => {
    const work = recorder();
    const runner = new JobRunner(db(), { handlers: { mail: work.handler } });
    await scheduleJob(db(), { kind: 'mail', runAt: at(MINUTE) });
    expect(await runner.runDue(T0)).toBe(0);
    expect(await runner.runDue(at(MINUTE))).toBe(1);
  });

  it('runs a recurring job again at the time its handler asks for', async () => {
    const work = recorder({ runAgainAt: at(30 * MINUTE) });
    const runner = new JobRunner(db(), { handlers: { refresh: work.handler } });
    await scheduleJob(db(), { kind: 'refresh', runAt: T0, uniqueKey: 'refresh:x' });
    await runner.runDue(T0);
    expect(await runner.runDue(at(29 * MINUTE))).toBe(0);
    expect(await runner.runDue(at(30 * MINUTE))).toBe(1);
    const [job] = await storedJobs();
    expect(job).toMatchObject({ runAt: at(30 * MINUTE), lockedAt: null, attempts: 0 });
    expect(work.runs).toHaveLength(2);
  });

  it('retries a failed job later with growing backoff, keeping the reason', async () => {
    let calls = 0;
    const errors: string[] = [];
    const runner = new JobRunner(db(), {
      handlers: {
        flaky: async () => {
          calls += 1;
          throw new Error(`upstream down (${calls})`);
        },
      },
      onError: (kind, error) => errors.push(`${kind}: ${(error as Error).message}`),
    });
    await scheduleJob(db(), { kind: 'flaky', runAt: T0 });
    await runner.runDue(T0);
    let [job] = await storedJobs();
    expect(job).toMatchObject({ attempts: 1, lockedAt: null, lastError: 'upstream down (1)' });
    expect(job?.runAt).toEqual(at(backoffMs(1)));

    await runner.runDue(at(backoffMs(1)));
    [job] = await storedJobs();
    expect(job?.runAt).toEqual(at(backoffMs(1) + backoffMs(2)));
    expect(backoffMs(2)).toBe(2 * backoffMs(1));
    expect(backoffMs(50)).toBe(60 * MINUTE);
    expect(errors).toEqual(['flaky: upstream down (1)', 'flaky: upstream down (2)']);
  });

  it('only claims the kinds it has handlers for', async () => {
    const work = recorder();
    const runner = new JobRunner(db(), { handlers: { mine: work.handler } });
    await scheduleJob(db(), { kind: 'theirs', runAt: T0 });
    expect(await runner.runDue(T0)).toBe(0);
    const [job] = await storedJobs();
    expect(job).toMatchObject({ kind: 'theirs', lockedAt: null, attempts: 0 });
  });

  it('offers again a job whose runner died holding it, once its lease is over', async () => {
    const work = recorder();
    await scheduleJob(db(), { kind: 'mail', runAt: T0 });
    // A runner claimed it at T0 and crashed before finishing.
    await db().update(jobs).set({ lockedAt: T0, attempts: 1 });
    const survivor = new JobRunner(db(), { handlers: { mail: work.handler }, leaseMs: 5 * MINUTE });
    expect(await survivor.runDue(at(4 * MINUTE))).toBe(0);
    expect(await survivor.runDue(at(5 * MINUTE + 1))).toBe(1);
    expect(work.runs).toHaveLength(1);
  });

  it('survives a restart: scheduled work is still there for a new runner', async () => {
    await scheduleJob(db(), { kind: 'refresh', runAt: at(MINUTE), uniqueKey: 'refresh:y' });
    const before = new JobRunner(db(), { handlers: { refresh: recorder().handler } });
    before.start();
    await before.stop();
    const after = recorder();
    const restarted = new JobRunner(db(), { handlers: { refresh: after.handler } });
    expect(await restarted.runDue(at(MINUTE))).toBe(1);
    expect(after.runs).toHaveLength(1);
  });

  it('polls on its own once started and stops cleanly', async () => {
    const work = recorder();
    const runner = new JobRunner(db(), { handlers: { mail: work.handler }, pollMs: 20 });
    runner.start();
    try {
      await scheduleJob(db(), { kind: 'mail', payload: { n: 1 } });
      await expect.poll(() => work.runs.length, { timeout: 5_000 }).toBe(1);
    } finally {
      await runner.stop();
    }
    await scheduleJob(db(), { kind: 'mail', payload: { n: 2 } });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(work.runs).toEqual([{ n: 1 }]);
  });

  it('a wake runs newly scheduled work at once instead of at the next poll', async () => {
    const work = recorder();
    // An hour between polls: only the wake can make the job run within the test.
    const runner = new JobRunner(db(), { handlers: { mail: work.handler }, pollMs: 60 * MINUTE });
    runner.start();
    try {
      await scheduleJob(db(), { kind: 'mail', payload: { n: 1 } });
      runner.wake();
      await expect.poll(() => work.runs.length, { timeout: 5_000 }).toBe(1);
    } finally {
      await runner.stop();
    }
  });
});

describe('several runners', () => {
  it('two runners racing for the same jobs run each job exactly once', async () => {
    const JOBS = 40;
    for (let n = 0; n < JOBS; n += 1) {
      await scheduleJob(db(), { kind: 'race', payload: { n }, runAt: T0 });
    }
    const runsById = new Map<number, number>();
    const handler =
      (runner: string): JobHandler =>
      async (payload) => {
        const { n } = payload as { n: number };
        runsById.set(n, (runsById.get(n) ?? 0) + 1);
        ranBy[runner] = (ranBy[runner] ?? 0) + 1;
        // Hold the claim a moment so the other runner's claims overlap this one.
        await new Promise((resolve) => setTimeout(resolve, 5));
        return undefined;
      };
    const ranBy: Record<string, number> = {};
    const first = new JobRunner(db(), {
      handlers: { race: { run: handler('first'), concurrency: 3 } },
    });
    const second = new JobRunner(db(), {
      handlers: { race: { run: handler('second'), concurrency: 3 } },
    });
    const drain = async (runner: JobRunner) => {
      for (let round = 0; round < JOBS; round += 1) {
        if ((await runner.runDue(at(MINUTE))) === 0) return;
      }
    };
    await Promise.all([drain(first), drain(second)]);

    expect(runsById.size).toBe(JOBS);
    expect([...runsById.values()].every((runs) => runs === 1)).toBe(true);
    expect(await storedJobs()).toEqual([]);
    if (handle.kind === 'postgres') {
      // On PostgreSQL the two really run side by side, each taking a share.
      expect(ranBy.first).toBeGreaterThan(0);
      expect(ranBy.second).toBeGreaterThan(0);
    }
  });

  it('a claimed job is invisible to a second runner while the first still holds it', async () => {
    await scheduleJob(db(), { kind: 'slow', runAt: T0 });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const firstRuns: number[] = [];
    const first = new JobRunner(db(), {
      handlers: {
        slow: async () => {
          firstRuns.push(1);
          await held;
          return undefined;
        },
      },
    });
    const second = recorder();
    const other = new JobRunner(db(), { handlers: { slow: second.handler } });
    const running = first.runDue(at(MINUTE));
    await expect.poll(() => firstRuns.length).toBe(1);
    expect(await other.runDue(at(MINUTE))).toBe(0);
    release();
    await running;
    expect(second.runs).toEqual([]);
    const [{ count } = { count: -1 }] = await db()
      .select({ count: sql<number>`count(*)::int` })
      .from(jobs)
      .where(eq(jobs.kind, 'slow'));
    expect(count).toBe(0);
  });
});
