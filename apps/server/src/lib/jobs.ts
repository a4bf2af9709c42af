import { sql } from 'drizzle-orm';
import type { Database, Queryable } from '../db/client.ts';

/** What a handler may ask for after a successful run: nothing (done) or another run later. */
export type JobOutcome = { runAgainAt: Date } | undefined;

/**
 * Runs one job. `signal` is aborted when the run is over its kind's time budget: the runner has
 * then already given up on it (the job failed, its lane is free), so the handler should stop.
 */
export type JobHandler = (payload: unknown, signal?: AbortSignal) => Promise<JobOutcome>;

/** A kind of job and the lane it runs in. */
export type JobKind = {
  run: JobHandler;
  /** Jobs of this kind one process runs at the same time (default 1). */
  concurrency?: number;
  /**
   * The longest one run may take (default 60 s). A run over it is abandoned: the job fails and is
   * retried with backoff, and the lane takes other work. Always shorter than the claim lease, so
   * no other process can claim a job while a handler still runs it within its budget.
   */
  budgetMs?: number;
};

export type ScheduleJob = {
  kind: string;
  payload?: Record<string, unknown>;
  runAt?: Date;
  /** Jobs sharing a key are one job: scheduling again only brings its run time forward. */
  uniqueKey?: string;
};

type ClaimedJob = { id: number; kind: string; payload: unknown; attempts: number };

export type JobRunnerOptions = {
  /** Each kind this runner runs: its handler alone (one at a time, default budget) or its lane. */
  handlers: Record<string, JobHandler | JobKind>;
  /** How often an idle lane looks for due work. */
  pollMs?: number;
  /** A claimed job whose worker died is offered again after this long. */
  leaseMs?: number;
  /** The clock the polling loop reads (the app's, so tests can move it). */
  now?: () => Date;
  onError?: (kind: string, error: unknown) => void;
};

const DEFAULT_POLL_MS = 5_000;
const DEFAULT_LEASE_MS = 5 * 60_000;
const MAX_BACKOFF_MS = 60 * 60_000;
const DEFAULT_BUDGET_MS = 60_000;

/** Adds a job, or for an existing unique key moves its run time to the earlier of the two. */
export async function scheduleJob(db: Queryable, job: ScheduleJob): Promise<void> {
  await scheduleJobs(db, [job]);
}

/**
 * scheduleJob for several jobs in one statement (a publish schedules every feed of its page
 * inside its own transaction). A unique key may appear only once: the last job of a key wins.
 * Keyed rows are written in key order: two transactions that take the same keys in opposite
 * orders would each wait for the other's row, and PostgreSQL would abort one (a deadlock).
 */
export async function scheduleJobs(db: Queryable, list: readonly ScheduleJob[]): Promise<void> {
  const byKey = new Map<string, ScheduleJob>();
  const unkeyed: ScheduleJob[] = [];
  for (const job of list) {
    if (job.uniqueKey === undefined) unkeyed.push(job);
    else byKey.set(job.uniqueKey, job);
  }
  const keyed = [...byKey.keys()].sort().flatMap((key) => byKey.get(key) ?? []);
  const rows = [...unkeyed, ...keyed].map(
    (job) =>
      sql`(${job.kind}, ${JSON.stringify(job.payload ?? {})}::jsonb, ${job.uniqueKey ?? null}, ${(job.runAt ?? new Date()).toISOString()}::timestamptz)`,
  );
  if (rows.length === 0) return;
  await db.execute(sql`
    insert into jobs (kind, payload, unique_key, run_at)
    values ${sql.join(rows, sql`, `)}
    on conflict (unique_key) do update
      set run_at = least(jobs.run_at, excluded.run_at), payload = excluded.payload`);
}

/** Retry later with exponential backoff, capped at an hour. */
export function backoffMs(attempts: number): number {
  return Math.min(MAX_BACKOFF_MS, 30_000 * 2 ** Math.max(0, attempts - 1));
}

/** A run abandoned for taking longer than its kind's budget. */
export class JobOverBudgetError extends Error {
  constructor(budgetMs: number) {
    super(`ran over its time budget of ${budgetMs} ms and was abandoned`);
    this.name = 'JobOverBudgetError';
  }
}

type Lane = {
  kind: string;
  run: JobHandler;
  concurrency: number;
  budgetMs: number;
  /** Cuts the lane's wait for the next poll short (a wake, a stop). */
  wakeUp: () => void;
  woken: boolean;
};

/**
 * Runs due jobs stored in the `jobs` table. Any number of server processes may run one: a job is
 * claimed in a single UPDATE over rows picked with FOR UPDATE SKIP LOCKED, so it runs once, and a
 * claim left behind by a crashed process expires after the lease, so restarts lose no work.
 *
 * Each kind has its own lane: it claims only its own kind, up to its concurrency, and a run is
 * abandoned at the kind's time budget. One owner's health check stuck on links that never answer
 * holds up at most its own lane, never another owner's feed refresh.
 */
export class JobRunner {
  readonly #db: Database;
  readonly #lanes: Lane[];
  readonly #pollMs: number;
  readonly #leaseMs: number;
  readonly #now: () => Date;
  readonly #onError: JobRunnerOptions['onError'];
  #loops: Promise<void>[] = [];
  #stopped = true;

  constructor(db: Database, options: JobRunnerOptions) {
    this.#db = db;
    this.#pollMs = options.pollMs ?? DEFAULT_POLL_MS;
    this.#leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
    this.#now = options.now ?? (() => new Date());
    this.#onError = options.onError;
    this.#lanes = Object.entries(options.handlers).map(([kind, entry]) => {
      const spec = typeof entry === 'function' ? { run: entry } : entry;
      const budgetMs = spec.budgetMs ?? Math.min(DEFAULT_BUDGET_MS, this.#leaseMs / 2);
      if (budgetMs >= this.#leaseMs) {
        throw new Error(`the budget of ${kind} jobs must be shorter than the claim lease`);
      }
      const concurrency = Math.max(1, Math.floor(spec.concurrency ?? 1));
      return { kind, run: spec.run, concurrency, budgetMs, wakeUp: () => {}, woken: false };
    });
  }

  start(): void {
    if (!this.#stopped) return;
    this.#stopped = false;
    this.#loops = this.#lanes.map((lane) => this.#poll(lane));
  }

  /** Stops polling and waits for the runs in hand to finish (each within its budget). */
  async stop(): Promise<void> {
    this.#stopped = true;
    for (const lane of this.#lanes) lane.wakeUp();
    await Promise.all(this.#loops);
  }

  /** Claims and runs the jobs due at `now`, every lane at once; answers how many ran. */
  async runDue(now = this.#now()): Promise<number> {
    const counts = await Promise.all(
      this.#lanes.map((lane) =>
        this.#drain(
          lane,
          () => now,
          () => true,
        ),
      ),
    );
    return counts.reduce((sum, count) => sum + count, 0);
  }

  /**
   * Looks for due work now instead of at the next poll: a publish wakes the runner so the page's
   * feeds are fetched within moments rather than seconds.
   */
  wake(): void {
    if (this.#stopped) return;
    for (const lane of this.#lanes) {
      lane.woken = true;
      lane.wakeUp();
    }
  }

  async #poll(lane: Lane): Promise<void> {
    while (!this.#stopped) {
      lane.woken = false;
      try {
        await this.#drain(lane, this.#now, () => !this.#stopped);
      } catch (error) {
        this.#onError?.('claim', error);
      }
      if (this.#stopped || lane.woken) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.#pollMs);
        lane.wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      lane.wakeUp = () => {};
    }
  }

  /**
   * Runs the lane's jobs due when the drain began, up to its concurrency at a time, until none is
   * left (or `goOn` says stop). A job a handler asks to run again at once waits for the next drain.
   */
  async #drain(lane: Lane, now: () => Date, goOn: () => boolean): Promise<number> {
    const dueBy = now();
    // Jobs whose handler asked to run again by dueBy (rare): not claimed again in this drain.
    const runAgain = new Set<number>();
    let ran = 0;
    for (;;) {
      const claimedAt = now();
      const claimed = await this.#claim(lane, claimedAt, dueBy, runAgain);
      if (claimed.length === 0) return ran;
      ran += claimed.length;
      const next = await Promise.all(claimed.map((job) => this.#run(lane, job, claimedAt)));
      claimed.forEach((job, index) => {
        const at = next[index];
        if (at !== undefined && at <= dueBy) runAgain.add(job.id);
      });
      if (!goOn()) return ran;
    }
  }

  async #claim(
    lane: Lane,
    claimedAt: Date,
    dueBy: Date,
    skip: ReadonlySet<number>,
  ): Promise<ClaimedJob[]> {
    const staleBefore = new Date(claimedAt.getTime() - this.#leaseMs).toISOString();
    const skipped =
      skip.size === 0
        ? sql``
        : sql`and id not in (${sql.join(
            [...skip].map((id) => sql`${id}`),
            sql`, `,
          )})`;
    const result = await this.#db.execute(sql`
      update jobs set locked_at = ${claimedAt.toISOString()}::timestamptz, attempts = attempts + 1
      where id in (
        select id from jobs
        where kind = ${lane.kind}
          and run_at <= ${dueBy.toISOString()}::timestamptz
          and (locked_at is null or locked_at < ${staleBefore}::timestamptz)
          ${skipped}
        order by run_at
        limit ${lane.concurrency}
        for update skip locked
      )
      returning id, kind, payload, attempts`);
    return rowsOf(result).map((row) => ({
      id: Number(row.id),
      kind: String(row.kind),
      payload: row.payload,
      attempts: Number(row.attempts),
    }));
  }

  /** Runs one claimed job; answers when it runs next (undefined once it is done). */
  async #run(lane: Lane, job: ClaimedJob, now: Date): Promise<Date | undefined> {
    try {
      const outcome = await withinBudget(lane, job.payload);
      if (outcome) {
        await this.#db.execute(sql`
          update jobs set run_at = ${outcome.runAgainAt.toISOString()}::timestamptz,
            locked_at = null, attempts = 0, last_error = null
          where id = ${job.id}`);
        return outcome.runAgainAt;
      }
      await this.#db.execute(sql`delete from jobs where id = ${job.id}`);
      return undefined;
    } catch (error) {
      this.#onError?.(job.kind, error);
      const retryAt = new Date(now.getTime() + backoffMs(job.attempts)).toISOString();
      const message = error instanceof Error ? error.message : String(error);
      await this.#db.execute(sql`
        update jobs set run_at = ${retryAt}::timestamptz, locked_at = null,
          last_error = ${message.slice(0, 1000)}
        where id = ${job.id}`);
      return new Date(retryAt);
    }
  }
}

/** The handler's outcome, or JobOverBudgetError once the lane's budget is spent (run aborted). */
async function withinBudget(lane: Lane, payload: unknown): Promise<JobOutcome> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const overBudget = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new JobOverBudgetError(lane.budgetMs));
    }, lane.budgetMs);
  });
  const running = lane.run(payload, controller.signal);
  // An abandoned run that fails later has nobody left to tell.
  running.catch(() => {});
  try {
    return await Promise.race([running, overBudget]);
  } finally {
    clearTimeout(timer);
  }
}

/** drizzle's execute answers `{ rows }` on PGlite and an array on postgres.js. */
export function rowsOf(result: unknown): Record<string, unknown>[] {
  if (Array.isArray(result)) return result as Record<string, unknown>[];
  if (result && typeof result === 'object' && 'rows' in result && Array.isArray(result.rows)) {
    return result.rows as Record<string, unknown>[];
  }
  return [];
}
