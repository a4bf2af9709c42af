import { and, between, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { analyticsSettings, pageStats, pageVisitors, pies, projects } from '../../db/schema.ts';

/** The metrics of page_stats (see db/schema.ts). */
export type Metric =
  | 'views'
  | 'visitors'
  | 'clicks'
  | 'referrer'
  | 'device'
  | 'country'
  | 'episode-views'
  | 'episode-clicks';

/** The dimension of an episode's app click: its key and the app's block id. */
export const episodeClick = (episodeKey: string, pieId: number) => `${episodeKey} ${pieId}`;

export type CountRow = {
  projectId: number;
  day: string;
  metric: Metric;
  dimension: string;
  count: number;
};

export type VisitorRow = { projectId: number; day: string; visitor: string };

/**
 * Writes one batch: today's new visitor hashes become unique visitors, then every count is added
 * to its row. One transaction, so a failed batch leaves the stored counts as they were.
 */
export async function addCounts(
  db: Queryable,
  counts: readonly CountRow[],
  visitors: readonly VisitorRow[],
): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = [...counts];
    if (visitors.length > 0) {
      const fresh = await tx
        .insert(pageVisitors)
        .values([...visitors])
        .onConflictDoNothing()
        .returning({ projectId: pageVisitors.projectId, day: pageVisitors.day });
      const perDay = new Map<string, CountRow>();
      for (const { projectId, day } of fresh) {
        const key = `${projectId} ${day}`;
        const row = perDay.get(key) ?? {
          projectId,
          day,
          metric: 'visitors',
          dimension: '',
          count: 0,
        };
        row.count += 1;
        perDay.set(key, row);
      }
      rows.push(...perDay.values());
    }
    if (rows.length === 0) return;
    await tx
      .insert(pageStats)
      .values(rows)
      .onConflictDoUpdate({
        target: [pageStats.projectId, pageStats.day, pageStats.metric, pageStats.dimension],
        set: { count: sql`${pageStats.count} + excluded.count` },
      });
  });
}

/** Visitor hashes of days before `today`: their salt is gone, so they only take space. */
export async function deleteVisitorsBefore(db: Queryable, today: string): Promise<void> {
  await db.delete(pageVisitors).where(lt(pageVisitors.day, today));
}

/** Removes counts of days before `firstKept` (the 13-month retention). */
export async function deleteCountsBefore(db: Queryable, firstKept: string): Promise<number> {
  const removed = await db
    .delete(pageStats)
    .where(lt(pageStats.day, firstKept))
    .returning({ day: pageStats.day });
  return removed.length;
}

/** The project's counts of these metrics on the days from `from` to `to`, both included. */
const projectRange = (projectId: number, from: string, to: string, metrics: string[]) =>
  and(
    eq(pageStats.projectId, projectId),
    between(pageStats.day, from, to),
    inArray(pageStats.metric, metrics),
  );

/** Views, unique visitors and clicks per day of the range (days without any are left out). */
export async function dailyTotals(db: Queryable, projectId: number, from: string, to: string) {
  return db
    .select({
      day: pageStats.day,
      metric: pageStats.metric,
      count: sql<number>`sum(${pageStats.count})::int`,
    })
    .from(pageStats)
    .where(projectRange(projectId, from, to, ['views', 'visitors', 'clicks']))
    .groupBy(pageStats.day, pageStats.metric);
}

/** Counts per dimension (block, referrer, device, country) over the range. */
export async function dimensionTotals(db: Queryable, projectId: number, from: string, to: string) {
  return db
    .select({
      metric: pageStats.metric,
      dimension: pageStats.dimension,
      count: sql<number>`sum(${pageStats.count})::int`,
    })
    .from(pageStats)
    .where(
      projectRange(projectId, from, to, [
        'clicks',
        'referrer',
        'device',
        'episode-views',
        'episode-clicks',
      ]),
    )
    .groupBy(pageStats.metric, pageStats.dimension);
}

/** The project's blocks by id, for the titles of clicked blocks. */
export async function blocksOf(db: Queryable, projectId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: pies.id,
      main_type: pies.main_type,
      title: pies.title,
      name: pies.name,
      link_value: pies.link_value,
    })
    .from(pies)
    .where(and(eq(pies.projectId, projectId), inArray(pies.id, [...ids])));
}

/** Whether the page records analytics (on unless its owner turned it off). */
export async function isRecording(db: Queryable, projectId: number): Promise<boolean> {
  const [row] = await db
    .select({ recording: analyticsSettings.recording })
    .from(analyticsSettings)
    .where(eq(analyticsSettings.projectId, projectId))
    .limit(1);
  return row?.recording ?? true;
}

/**
 * Turns recording on or off; the project's updated_at moves too, so every process renders the
 * page again with (or without) its beacon.
 */
export async function setRecording(
  db: Queryable,
  projectId: number,
  recording: boolean,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(analyticsSettings)
      .values({ projectId, recording })
      .onConflictDoUpdate({ target: analyticsSettings.projectId, set: { recording } });
    await tx.update(projects).set({ updated_at: now }).where(eq(projects.id, projectId));
  });
}

/** What the beacon endpoint needs to accept an event for a page. */
export type BeaconTarget = { recording: boolean; pieIds: ReadonlySet<number> };

/** The published page's recording switch and block ids; null when it is not published. */
export async function findBeaconTarget(
  db: Queryable,
  projectId: number,
): Promise<BeaconTarget | null> {
  const [project] = await db
    .select({ published: projects.pies_updated_at, recording: analyticsSettings.recording })
    .from(projects)
    .leftJoin(analyticsSettings, eq(analyticsSettings.projectId, projects.id))
    .where(eq(projects.id, projectId))
    .limit(1);
  if (!project || project.published === null) return null;
  const rows = await db.select({ id: pies.id }).from(pies).where(eq(pies.projectId, projectId));
  return { recording: project.recording ?? true, pieIds: new Set(rows.map((row) => row.id)) };
}
