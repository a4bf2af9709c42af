import type { Database } from '../../db/client.ts';
import { type JobHandler, type JobKind, scheduleJob } from '../../lib/jobs.ts';
import { DAY_MS, takeUnreferencedUploads } from './ledger.ts';
import { removeUpload } from './storage.ts';

export const UPLOAD_SWEEP_JOB = 'uploads-sweep';
/**
 * An upload no project or block uses is kept this long: a signed-out draft's images live a day
 * unless the draft became a project by then, and an owner's image gets the same grace so one
 * added in an open editor is not swept before the page is saved.
 */
export const UNUSED_UPLOAD_GRACE_MS = DAY_MS;
const SWEEP_EVERY_MS = 60 * 60_000;
const BATCH = 200;
/** One sweep at a time; a backlog of thousands of files still fits in the budget. */
export const UPLOAD_SWEEP_LANE: Omit<JobKind, 'run'> = { concurrency: 1, budgetMs: 4 * 60_000 };

/** Deletes every unused upload older than the grace period, rows and files; answers how many. */
export async function sweepUploads(db: Database, dataDir: string, now: Date): Promise<number> {
  const before = new Date(now.getTime() - UNUSED_UPLOAD_GRACE_MS);
  let swept = 0;
  for (;;) {
    const names = await takeUnreferencedUploads(db, before, BATCH);
    for (const name of names) await removeUpload(dataDir, name);
    swept += names.length;
    if (names.length < BATCH) return swept;
  }
}

/** At start: the one sweep job exists (an existing one keeps its time). */
export async function ensureUploadSweep(db: Database): Promise<void> {
  await scheduleJob(db, { kind: UPLOAD_SWEEP_JOB, uniqueKey: UPLOAD_SWEEP_JOB });
}

/** The hourly sweep, run by the server's job runner. */
export function uploadSweepJob(deps: {
  db: Database;
  dataDir: string;
  now: () => Date;
}): JobHandler {
  return async () => {
    const started = deps.now();
    await sweepUploads(deps.db, deps.dataDir, started);
    return { runAgainAt: new Date(started.getTime() + SWEEP_EVERY_MS) };
  };
}
