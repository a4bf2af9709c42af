import type { Queryable } from '../../db/client.ts';
import { addCounts, type CountRow, deleteVisitorsBefore, type VisitorRow } from './repository.ts';

export type RecorderOptions = {
  db: Queryable;
  /** The longest an event waits in memory before it is written. */
  flushMs: number;
  /** A batch this large is written at once. */
  maxBuffered: number;
  onError: (error: unknown) => void;
};

export type Recorder = {
  count(row: Omit<CountRow, 'count'>): void;
  visitor(row: VisitorRow): void;
  /** Writes what is buffered now (the route's tests and shutdown call it). */
  flush(): Promise<void>;
  close(): Promise<void>;
};

/** A batch that failed to write is kept for the next one, up to this many rows. */
const MAX_KEPT_ROWS = 50_000;

/**
 * Adds page events up in memory and writes them in batches, so a busy page costs the database a
 * few upserts a second rather than one write per visitor. Batches are written one at a time.
 */
export function createRecorder(options: RecorderOptions): Recorder {
  let counts = new Map<string, CountRow>();
  let visitors = new Map<string, VisitorRow>();
  let buffered = 0;
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();
  let visitorsPrunedFor = '';

  const writeBatch = async () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (counts.size === 0 && visitors.size === 0) return;
    const batch = { counts, visitors };
    counts = new Map();
    visitors = new Map();
    buffered = 0;
    try {
      const days = [...batch.visitors.values()].map((row) => row.day).sort();
      const today = days.at(-1);
      if (today !== undefined && today !== visitorsPrunedFor) {
        await deleteVisitorsBefore(options.db, today);
        visitorsPrunedFor = today;
      }
      await addCounts(options.db, [...batch.counts.values()], [...batch.visitors.values()]);
    } catch (error) {
      options.onError(error);
      // Put the batch back so a short database outage loses nothing.
      if (counts.size + batch.counts.size <= MAX_KEPT_ROWS) {
        for (const [key, row] of batch.counts) add(key, row, row.count);
        for (const [key, row] of batch.visitors) visitors.set(key, row);
        schedule();
      }
    }
  };

  const flush = () => {
    writing = writing.then(writeBatch);
    return writing;
  };

  const schedule = () => {
    if (buffered >= options.maxBuffered) {
      void flush();
    } else if (!timer) {
      timer = setTimeout(() => void flush(), options.flushMs);
      timer.unref();
    }
  };

  function add(key: string, row: Omit<CountRow, 'count'>, by: number) {
    const kept = counts.get(key);
    if (kept) kept.count += by;
    else counts.set(key, { ...row, count: by });
  }

  return {
    count(row) {
      add(`${row.projectId} ${row.day} ${row.metric} ${row.dimension}`, row, 1);
      buffered += 1;
      schedule();
    },
    visitor(row) {
      visitors.set(`${row.projectId} ${row.day} ${row.visitor}`, row);
      buffered += 1;
      schedule();
    },
    flush,
    async close() {
      await flush();
    },
  };
}
