import { sql } from 'drizzle-orm';
import type { Database, Queryable } from '../db/client.ts';

/** What a handler may ask for after a successful run: nothing (done) or another run later. */
export type JobOutcome = { runAgainAt: Date } | undefined;

export type JobHandler = (payload: unknown) => Promise<JobOutcome>;

export type ScheduleJob = {
  kind: string;
  payload?: Record<string, unknown>;
  runAt?: Date;
  /** Jobs sharing a key are one job: scheduling again only brings its run time forward. */
  uniqueKey?: string;
};

type ClaimedJob = { id: number; kind: string; payload: unknown; attempts: number };

export type JobRunnerOptions = {
  handlers: Record<string, JobHandler>;
  /** How often an idle runner looks for due work. */
  pollMs?: number;
  /** A claimed job whose worker died is offered again after this long. */
  leaseMs?: number;
  batchSize?: number;
  /** The clock the polling loop reads (the app's, so tests can move it). */
  now?: () => Date;
  onError?: (kind: string, error: unknown) => void;
};

const DEFAULT_POLL_MS = 5_000;
const DEFAULT_LEASE_MS = 5 * 60_000;
const MAX_BACKOFF_MS = 60 * 60_000;

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

/**
 * Runs due jobs stored in the `jobs` table. Any number of server processes may run one: a job is
 * claimed in a single UPDATE over rows picked with FOR UPDATE SKIP LOCKED, so it runs once, and a
 * claim left behind by a crashed process expires after the lease, so restarts lose no work.
 */
export class JobRunner {
  readonly #db: Database;
  readonly #options: Required<Omit<JobRunnerOptions, 'onError'>> &
    Pick<JobRunnerOptions, 'onError'>;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<number> | undefined;
  #busy = false;
  #wokenWhileBusy = false;
  #stopped = true;

  constructor(db: Database, options: JobRunnerOptions) {
    this.#db = db;
    this.#options = {
      pollMs: DEFAULT_POLL_MS,
      leaseMs: DEFAULT_LEASE_MS,
      batchSize: 5,
      now: () => new Date(),
      ...options,
    };
  }

  start(): void {
    if (!this.#stopped) return;
    this.#stopped = false;
    this.#tick();
  }

  /** Stops polling and waits for the batch in hand to finish. */
  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#timer) clearTimeout(this.#timer);
    await this.#running;
  }

  /** Claims and runs the jobs due now; answers how many ran. */
  async runDue(now = this.#options.now()): Promise<number> {
    const claimed = await this.#claim(now);
    for (const job of claimed) await this.#run(job, now);
    return claimed.length;
  }

  /**
   * Looks for due work now instead of at the next poll: a publish wakes the runner so the page's
   * feeds are fetched within moments rather than seconds.
   */
  wake(): void {
    if (this.#stopped) return;
    if (this.#busy) {
      this.#wokenWhileBusy = true;
      return;
    }
    if (this.#timer) clearTimeout(this.#timer);
    this.#tick();
  }

  #tick(): void {
    if (this.#stopped) return;
    this.#busy = true;
    this.#wokenWhileBusy = false;
    this.#running = this.runDue()
      .catch((error: unknown) => {
        this.#options.onError?.('claim', error);
        return 0;
      })
      .finally(() => {
        this.#busy = false;
        if (this.#stopped) return;
        const delay = this.#wokenWhileBusy ? 0 : this.#options.pollMs;
        this.#timer = setTimeout(() => this.#tick(), delay);
      });
  }

  async #claim(now: Date): Promise<ClaimedJob[]> {
    const kinds = Object.keys(this.#options.handlers);
    if (kinds.length === 0) return [];
    const staleBefore = new Date(now.getTime() - this.#options.leaseMs).toISOString();
    const result = await this.#db.execute(sql`
      update jobs set locked_at = ${now.toISOString()}::timestamptz, attempts = attempts + 1
      where id in (
        select id from jobs
        where run_at <= ${now.toISOString()}::timestamptz
          and (locked_at is null or locked_at < ${staleBefore}::timestamptz)
          and kind in (${sql.join(
            kinds.map((kind) => sql`${kind}`),
            sql`, `,
          )})
        order by run_at
        limit ${this.#options.batchSize}
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

  async #run(job: ClaimedJob, now: Date): Promise<void> {
    const handler = this.#options.handlers[job.kind];
    if (!handler) return;
    try {
      const outcome = await handler(job.payload);
      if (outcome) {
        await this.#db.execute(sql`
          update jobs set run_at = ${outcome.runAgainAt.toISOString()}::timestamptz,
            locked_at = null, attempts = 0, last_error = null
          where id = ${job.id}`);
      } else {
        await this.#db.execute(sql`delete from jobs where id = ${job.id}`);
      }
    } catch (error) {
      this.#options.onError?.(job.kind, error);
      const retryAt = new Date(now.getTime() + backoffMs(job.attempts)).toISOString();
      const message = error instanceof Error ? error.message : String(error);
      await this.#db.execute(sql`
        update jobs set run_at = ${retryAt}::timestamptz, locked_at = null,
          last_error = ${message.slice(0, 1000)}
        where id = ${job.id}`);
    }
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
