import type { Pie, StoredPies } from '@podpie/core';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { pies, projects } from '../../db/schema.ts';
import { type NewPieRow, type PieRow, pieToRow, stored } from './mapping.ts';

/** The blocks of a project in page order. */
export function listPieRows(db: Queryable, projectId: number): Promise<PieRow[]> {
  return db
    .select()
    .from(pies)
    .where(eq(pies.projectId, projectId))
    .orderBy(asc(pies.sort_order), asc(pies.id));
}

/** Rows in page order, as listPieRows reads them. */
export function inPageOrder(rows: readonly PieRow[]): PieRow[] {
  return [...rows].sort((a, b) => a.sort_order - b.sort_order || a.id - b.id);
}

/** Inserts the rows; answers them as stored, with their ids. */
export async function insertPieRows(db: Queryable, rows: NewPieRow[]): Promise<PieRow[]> {
  if (rows.length === 0) return [];
  return db.insert(pies).values(rows).returning();
}

/** Updates one row; answers it as stored (undefined when it is not the project's). */
export async function updatePieRow(
  db: Queryable,
  id: number,
  row: NewPieRow,
): Promise<PieRow | undefined> {
  const [updated] = await db
    .update(pies)
    .set(row)
    .where(and(eq(pies.id, id), eq(pies.projectId, row.projectId)))
    .returning();
  return updated;
}

export async function deletePieRows(
  db: Queryable,
  projectId: number,
  ids: number[],
): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(pies).where(and(eq(pies.projectId, projectId), inArray(pies.id, ids)));
}

export async function setPiesUpdatedAt(db: Queryable, projectId: number, at: Date): Promise<void> {
  await db.update(projects).set({ pies_updated_at: at }).where(eq(projects.id, projectId));
}

/**
 * The first blocks of a project created in the same transaction (POST /v1/projects with pies):
 * all are new, so their ids are the server's and the page gets its first stamp. An imported page
 * (`published: false`) gets no stamp, so it stays a draft until its owner publishes it.
 */
export async function storeFirstPies(
  tx: Queryable,
  projectId: number,
  incoming: Pie[],
  now: Date,
  published = true,
): Promise<StoredPies> {
  const rows = await insertPieRows(
    tx,
    incoming.map((pie) => pieToRow(pie, projectId, now)),
  );
  if (!published) return stored(inPageOrder(rows), null);
  await setPiesUpdatedAt(tx, projectId, now);
  return stored(inPageOrder(rows), now);
}
