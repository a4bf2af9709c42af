import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { pies, projects, slugHistory } from '../../db/schema.ts';
import type { ProjectRow } from './view.ts';

export type NewProject = typeof projects.$inferInsert;
export type ProjectChanges = Partial<Omit<NewProject, 'id' | 'userId' | 'created_at'>>;

export function listOwnedProjects(db: Queryable, userId: number): Promise<ProjectRow[]> {
  return db
    .select()
    .from(projects)
    .where(eq(projects.userId, userId))
    .orderBy(desc(projects.created_at), desc(projects.id));
}

export async function findOwnedProject(
  db: Queryable,
  userId: number,
  id: number,
): Promise<ProjectRow | null> {
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, id), eq(projects.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** The project behind a slug, in any letter case (its QR code, a signed leave link). */
export async function findProjectBySlug(db: Queryable, slug: string): Promise<ProjectRow | null> {
  const [row] = await db
    .select()
    .from(projects)
    .where(sql`lower(${projects.slug}) = ${slug.toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

/** The owner's project, locked until the transaction ends (one block sync at a time). */
export async function lockOwnedProject(
  db: Queryable,
  userId: number,
  id: number,
): Promise<ProjectRow | null> {
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, id), eq(projects.userId, userId)))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function isSlugTaken(
  db: Queryable,
  slug: string,
  exceptId?: number,
): Promise<boolean> {
  const sameSlug = sql`lower(${projects.slug}) = ${slug.toLowerCase()}`;
  const [row] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(exceptId === undefined ? sameSlug : and(sameSlug, ne(projects.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

/** Inserts a project; null when its slug is taken (the unique index on lower(slug) decides). */
export async function insertProject(db: Queryable, values: NewProject): Promise<ProjectRow | null> {
  const [row] = await db.insert(projects).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** Updates the owner's project; throws a unique violation when the new slug is taken. */
export async function updateOwnedProject(
  db: Queryable,
  userId: number,
  id: number,
  changes: ProjectChanges,
): Promise<ProjectRow | null> {
  const [row] = await db
    .update(projects)
    .set(changes)
    .where(and(eq(projects.id, id), eq(projects.userId, userId)))
    .returning();
  return row ?? null;
}

/** Deletes the owner's project; its blocks go with it (foreign key cascade). */
export async function deleteOwnedProject(
  db: Queryable,
  userId: number,
  id: number,
): Promise<boolean> {
  const deleted = await db
    .delete(projects)
    .where(and(eq(projects.id, id), eq(projects.userId, userId)))
    .returning({ id: projects.id });
  return deleted.length > 0;
}

/** The title of each project's first HEADER-TITLE block. */
export async function headerTitles(
  db: Queryable,
  projectIds: number[],
): Promise<Map<number, string | null>> {
  const titles = new Map<number, string | null>();
  if (projectIds.length === 0) return titles;
  const rows = await db
    .select({ projectId: pies.projectId, title: pies.title })
    .from(pies)
    .where(and(inArray(pies.projectId, projectIds), eq(pies.main_type, 'HEADER-TITLE')))
    .orderBy(asc(pies.sort_order), asc(pies.id));
  for (const row of rows) {
    if (!titles.has(row.projectId)) titles.set(row.projectId, row.title);
  }
  return titles;
}

const sameSlugIn = (column: typeof slugHistory.slug, slug: string) =>
  sql`lower(${column}) = ${slug.toLowerCase()}`;

/**
 * Keeps the slug a project is leaving, so its old address redirects; a slug the project takes
 * (back) is no longer anyone's old address.
 */
export async function recordSlugChange(
  db: Queryable,
  projectId: number,
  oldSlug: string,
  newSlug: string,
  leftAt: Date | undefined,
): Promise<void> {
  if (oldSlug.toLowerCase() === newSlug.toLowerCase()) return;
  await releaseOldSlug(db, newSlug);
  await releaseOldSlug(db, oldSlug);
  await db
    .insert(slugHistory)
    .values({ projectId, slug: oldSlug, ...(leftAt ? { createdAt: leftAt } : {}) });
}

/** A project claimed this slug: its old owner's address stops redirecting. */
export async function releaseOldSlug(db: Queryable, slug: string): Promise<void> {
  await db.delete(slugHistory).where(sameSlugIn(slugHistory.slug, slug));
}

/** Who held this slug before, and since when it is an old address; null when nobody did. */
export async function findSlugHolder(
  db: Queryable,
  slug: string,
): Promise<{ projectId: number; userId: number; leftAt: Date } | null> {
  const [row] = await db
    .select({
      projectId: slugHistory.projectId,
      userId: projects.userId,
      leftAt: slugHistory.createdAt,
    })
    .from(slugHistory)
    .innerJoin(projects, eq(projects.id, slugHistory.projectId))
    .where(sameSlugIn(slugHistory.slug, slug))
    .limit(1);
  return row ?? null;
}

/** The old addresses of a project, the most recently left first. */
export function listOldSlugs(
  db: Queryable,
  projectId: number,
): Promise<{ slug: string; leftAt: Date }[]> {
  return db
    .select({ slug: slugHistory.slug, leftAt: slugHistory.createdAt })
    .from(slugHistory)
    .where(eq(slugHistory.projectId, projectId))
    .orderBy(desc(slugHistory.createdAt), desc(slugHistory.id));
}

/** The owner frees an old address of the project: it stops redirecting; false when not held. */
export async function deleteOldSlug(
  db: Queryable,
  projectId: number,
  slug: string,
): Promise<boolean> {
  const deleted = await db
    .delete(slugHistory)
    .where(and(eq(slugHistory.projectId, projectId), sameSlugIn(slugHistory.slug, slug)))
    .returning({ id: slugHistory.id });
  return deleted.length > 0;
}
