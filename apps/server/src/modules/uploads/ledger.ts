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

/**
 * Records an upload before its file is written. A signed-out upload is recorded only while the
 * address stays within `anonymousLimit`; the per-address lock makes parallel uploads from one
 * address count one after the other, so they cannot all slip under the limit together.
 * Answers false (nothing recorded) when the upload would pass the limit.
 */
export async function recordUpload(
  db: Database,
  record: UploadRecord,
  anonymousLimit: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (record.userId === null) {
      await tx.execute(
        sql`select true as locked from pg_advisory_xact_lock(${sql.raw(String(QUOTA_LOCK_CLASS))}, hashtext(${record.clientAddress}))`,
      );
      const used = await anonymousBytesUsed(tx, record.clientAddress, record.createdAt);
      if (used + record.bytes > anonymousLimit) return false;
    }
    await tx.insert(uploads).values(record);
    return true;
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
