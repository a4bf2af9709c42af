import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { podcastHealthChecks } from '../../db/schema.ts';

export type NewHealthCheck = typeof podcastHealthChecks.$inferInsert;
export type HealthCheckRow = Pick<
  typeof podcastHealthChecks.$inferSelect,
  'url' | 'status' | 'latencyMs' | 'isError' | 'reason' | 'createdAt'
>;

/** Where an address stands: its last good check, and the failed checks since (or since the first). */
export type AddressStreak = {
  url: string;
  lastGoodAt: Date | null;
  failuresSince: number;
  downSince: Date | null;
};

export async function insertHealthChecks(db: Queryable, rows: NewHealthCheck[]): Promise<void> {
  if (rows.length > 0) await db.insert(podcastHealthChecks).values(rows);
}

/** Drops a project's checks older than `before`. */
export async function deleteHealthChecksBefore(
  db: Queryable,
  projectId: number,
  before: Date,
): Promise<void> {
  await db
    .delete(podcastHealthChecks)
    .where(
      and(eq(podcastHealthChecks.projectId, projectId), lt(podcastHealthChecks.createdAt, before)),
    );
}

/** A project's checks since `since`, oldest first. */
export function healthChecksSince(
  db: Queryable,
  projectId: number,
  since: Date,
): Promise<HealthCheckRow[]> {
  return db
    .select({
      url: podcastHealthChecks.url,
      status: podcastHealthChecks.status,
      latencyMs: podcastHealthChecks.latencyMs,
      isError: podcastHealthChecks.isError,
      reason: podcastHealthChecks.reason,
      createdAt: podcastHealthChecks.createdAt,
    })
    .from(podcastHealthChecks)
    .where(
      and(eq(podcastHealthChecks.projectId, projectId), gte(podcastHealthChecks.createdAt, since)),
    )
    .orderBy(asc(podcastHealthChecks.createdAt), asc(podcastHealthChecks.id));
}

/** Per address as stored, how many checks since `since` and how many of them failed. */
export async function healthTotalsSince(
  db: Queryable,
  projectId: number,
  since: Date,
): Promise<{ url: string; total: number; failed: number }[]> {
  const rows = await db
    .select({
      url: podcastHealthChecks.url,
      total: sql<number>`count(*)::int`,
      failed: sql<number>`(count(*) filter (where ${podcastHealthChecks.isError}))::int`,
    })
    .from(podcastHealthChecks)
    .where(
      and(eq(podcastHealthChecks.projectId, projectId), gte(podcastHealthChecks.createdAt, since)),
    )
    .groupBy(podcastHealthChecks.url);
  return rows.map((row) => ({
    url: row.url,
    total: Number(row.total),
    failed: Number(row.failed),
  }));
}

/** Per address as stored, the project's current run of failed checks (over all kept checks). */
export async function addressStreaks(db: Queryable, projectId: number): Promise<AddressStreak[]> {
  const checks = podcastHealthChecks;
  const lastGood = db.$with('last_good').as(
    db
      .select({
        url: checks.url,
        at: sql<Date | null>`max(${checks.createdAt}) filter (where not ${checks.isError})`
          .mapWith(checks.createdAt)
          .as('at'),
      })
      .from(checks)
      .where(eq(checks.projectId, projectId))
      .groupBy(checks.url),
  );
  const failedAfter = sql`${checks.isError} and (${lastGood.at} is null or ${checks.createdAt} > ${lastGood.at})`;
  const rows = await db
    .with(lastGood)
    .select({
      url: lastGood.url,
      lastGoodAt: lastGood.at,
      failuresSince: sql<number>`(count(*) filter (where ${failedAfter}))::int`,
      downSince: sql<Date | null>`min(${checks.createdAt}) filter (where ${failedAfter})`.mapWith(
        checks.createdAt,
      ),
    })
    .from(lastGood)
    .innerJoin(checks, and(eq(checks.projectId, projectId), eq(checks.url, lastGood.url)))
    .groupBy(lastGood.url, lastGood.at);
  return rows.map((row) => ({ ...row, failuresSince: Number(row.failuresSince) }));
}
