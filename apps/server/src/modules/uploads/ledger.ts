import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client.ts';
import { uploads } from '../../db/schema.ts';
import { rowsOf } from '../../lib/jobs.ts';

export const DAY_MS = 24 * 60 * 60_000;
/** The signed-out quota counts what one address uploaded in this window. */
const QUOTA_WINDOW_MS = DAY_MS;

// The two-key form of the advisory lock: its key space never meets the migration lock's bigint.
const QUOTA_LOCK_CLASS = 7_406_522;

/** One stored image as the ledger knows it; userId is null for a signed-out upload. */
export type UploadRecord = {
  storageKey: string;
  userId: number | null;
  clientAddress: string;
  bytes: number;
  createdAt: Date;
};

/** Bytes `clientAddress` uploaded without an account in the quota window before `now`. */
export async function anonymousBytesUsed(
  db: Queryable,
  clientAddress: string,
  now: Date,
): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${uploads.bytes}), 0)` })
    .from(uploads)
    .where(
      and(
        eq(uploads.clientAddress, clientAddress),
        isNull(uploads.userId),
        gte(uploads.createdAt, new Date(now.getTime() - QUOTA_WINDOW_MS)),
      ),
    );
  return Number(row?.total ?? 0);
}

/** Bytes user `userId` uploaded in the quota window before `now`, and in all still stored. */
export async function accountBytesUsed(
  db: Queryable,
  userId: number,
  now: Date,
): Promise<{ today: number; total: number }> {
  const since = new Date(now.getTime() - QUOTA_WINDOW_MS);
  const [row] = await db
    .select({
      today: sql<string>`coalesce(sum(${uploads.bytes}) filter (where ${uploads.createdAt} >= ${since.toISOString()}::timestamptz), 0)`,
      total: sql<string>`coalesce(sum(${uploads.bytes}), 0)`,
    })
    .from(uploads)
    .where(eq(uploads.userId, userId));
  return { today: Number(row?.today ?? 0), total: Number(row?.total ?? 0) };
}

/** How much may be uploaded: per signed-out address a day, per account a day and in all. */
export type UploadLimits = {
  anonymousDaily: number;
  accountDaily: number;
  accountTotal: number;
};

/** Why an upload would pass a limit, or null when it fits. */
export type QuotaRefusal = 'anonymous_daily' | 'account_daily' | 'account_total';

/** The limit `adding` more bytes would pass for this uploader, or null. */
export async function quotaRefusal(
  db: Queryable,
  uploader: { userId: number | null; clientAddress: string },
  adding: number,
  limits: UploadLimits,
  now: Date,
): Promise<QuotaRefusal | null> {
  if (uploader.userId === null) {
    const used = await anonymousBytesUsed(db, uploader.clientAddress, now);
    return used + adding > limits.anonymousDaily ? 'anonymous_daily' : null;
  }
  const used = await accountBytesUsed(db, uploader.userId, now);
  if (used.total + adding > limits.accountTotal) return 'account_total';
  if (used.today + adding > limits.accountDaily) return 'account_daily';
  return null;
}

/**
 * Records an upload before its file is written, while the uploader stays within its limits; the
 * per-uploader lock (its account, or its address when signed out) makes parallel uploads count one
 * after the other, so they cannot all slip under a limit together. Answers the limit the upload
 * would pass (nothing recorded), or null once it is recorded.
 */
export async function recordUpload(
  db: Database,
  record: UploadRecord,
  limits: UploadLimits,
): Promise<QuotaRefusal | null> {
  return db.transaction(async (tx) => {
    const lockKey = record.userId === null ? record.clientAddress : `user:${String(record.userId)}`;
    await tx.execute(
      sql`select true as locked from pg_advisory_xact_lock(${sql.raw(String(QUOTA_LOCK_CLASS))}, hashtext(${lockKey}))`,
    );
    const refusal = await quotaRefusal(tx, record, record.bytes, limits, record.createdAt);
    if (refusal) return refusal;
    await tx.insert(uploads).values(record);
    return null;
  });
}

/** Forgets an upload whose file could not be written. */
export async function forgetUpload(db: Queryable, storageKey: string): Promise<void> {
  await db.delete(uploads).where(eq(uploads.storageKey, storageKey));
}

/** True when a text column holds the stored file's address (any host: PUBLIC_URL may change). */
const holds = (column: string) => sql.raw(`strpos(${column}, '/uploads/' || u.storage_key) > 0`);
const sameUuid = (column: string) => sql.raw(`${column} = split_part(u.storage_key, '.', 1)`);

/**
 * Deletes the ledger rows of up to `limit` uploads made before `before` that no project uses (its
 * artwork or background image) and no block uses (its image or artwork), and answers their file
 * names so the caller removes the files. Rows go first, in one statement with the reference test,
 * so a row is never deleted on the strength of a test made earlier.
 */
export async function takeUnreferencedUploads(
  db: Database,
  before: Date,
  limit: number,
): Promise<string[]> {
  const result = await db.execute(sql`
    delete from uploads where id in (
      select u.id from uploads u
      where u.created_at < ${before.toISOString()}::timestamptz
        and not exists (
          select 1 from projects p
          where ${sameUuid('p.artwork_uuid')} or ${sameUuid('p.background_image_uuid')}
            or ${holds('p.artwork_cdn_url')} or ${holds('p.artwork_original_url')}
            or ${holds('p.background_image_cdn_url')} or ${holds('p.background_image_original_url')}
        )
        and not exists (
          select 1 from pies b
          where ${sameUuid('b.artwork_uuid')} or ${holds('b.image_url')}
            or ${holds('b.artwork_cdn_url')} or ${holds('b.artwork_original_url')}
        )
      order by u.created_at
      limit ${limit}
      for update skip locked
    )
    returning storage_key`);
  return rowsOf(result).map((row) => String(row.storage_key));
}
