import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { podcastHealthChecks } from '../../db/schema.ts';

export type NewHealthCheck = typeof podcastHealthChecks.$inferInsert;
export type HealthCheckRow = Pick<
  typeof podcastHealthChecks.$inferSelect,
  'networkId' | 'networkLabel' | 'status' | 'latencyMs' | 'isError' | 'createdAt'
>;

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
      networkId: podcastHealthChecks.networkId,
      networkLabel: podcastHealthChecks.networkLabel,
      status: podcastHealthChecks.status,
      latencyMs: podcastHealthChecks.latencyMs,
      isError: podcastHealthChecks.isError,
      createdAt: podcastHealthChecks.createdAt,
    })
    .from(podcastHealthChecks)
    .where(
      and(eq(podcastHealthChecks.projectId, projectId), gte(podcastHealthChecks.createdAt, since)),
    )
    .orderBy(asc(podcastHealthChecks.createdAt), asc(podcastHealthChecks.id));
}

/** Per network, how many checks since `since` and how many of them failed. */
export async function healthTotalsSince(
  db: Queryable,
  projectId: number,
  since: Date,
): Promise<Map<number, { total: number; failed: number }>> {
  const rows = await db
    .select({
      networkId: podcastHealthChecks.networkId,
      total: sql<number>`count(*)::int`,
      failed: sql<number>`(count(*) filter (where ${podcastHealthChecks.isError}))::int`,
    })
    .from(podcastHealthChecks)
    .where(
      and(eq(podcastHealthChecks.projectId, projectId), gte(podcastHealthChecks.createdAt, since)),
    )
    .groupBy(podcastHealthChecks.networkId);
  return new Map(
    rows.map((row) => [row.networkId, { total: Number(row.total), failed: Number(row.failed) }]),
  );
}
