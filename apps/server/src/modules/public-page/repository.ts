import type { Language, Pie } from '@podpie/core';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { pies, projects, slugHistory, subscribers } from '../../db/schema.ts';
import { pieFromRow } from '../pies/mapping.ts';
import type { ProjectRow } from '../projects/view.ts';

/** What decides whether a rendered page is still the published one. */
export type PageVersion = {
  projectId: number;
  slug: string;
  updatedAt: Date;
  /** Null until the first publish. */
  piesUpdatedAt: Date | null;
  /** Changes whenever the stored episodes of one of the page's feeds change. */
  feedVersion: string;
  /** The page is drawn in its owner's chosen language, whoever visits. */
  language: Language;
};

const bySlug = (slug: string) => sql`lower(${projects.slug}) = ${slug.toLowerCase()}`;

/** The project's current slug; null once it is deleted. */
export async function findProjectSlug(db: Queryable, projectId: number): Promise<string | null> {
  const [row] = await db
    .select({ slug: projects.slug })
    .from(projects)
    .where(eq(projects.id, projectId))
    .limit(1);
  return row?.slug ?? null;
}

/**
 * One indexed read per request: the project's timestamps and its feeds' versions. Every server
 * process asks the database, so a publish on one is seen by all on their next request.
 */
export async function findPageVersion(db: Queryable, slug: string): Promise<PageVersion | null> {
  const [row] = await db
    .select({
      projectId: projects.id,
      slug: projects.slug,
      updatedAt: projects.updated_at,
      piesUpdatedAt: projects.pies_updated_at,
      language: projects.language,
      // Spelled out: drizzle leaves columns of a one-table select unqualified, which inside this
      // subquery would bind "id" to pies.id instead of projects.id.
      feedVersion: sql<string>`(
        select count(*) || ':' || coalesce(max(extract(epoch from feed_cache.fetched_at)), 0)
        from pies join feed_cache on feed_cache.url = pies.link_value
        where pies.project_id = projects.id and pies.main_type = 'PODCAST-FEED'
      )`,
    })
    .from(projects)
    .where(bySlug(slug))
    .limit(1);
  return row ? { ...row, feedVersion: String(row.feedVersion) } : null;
}

export type PublishedPage = { project: ProjectRow; pies: Pie[] };

/** The published copy: the project and its stored blocks in page order. */
export async function loadPublishedPage(
  db: Queryable,
  projectId: number,
): Promise<PublishedPage | null> {
  const [project] = await db.select().from(projects).where(eq(projects.id, projectId)).limit(1);
  if (!project || project.pies_updated_at === null) return null;
  const rows = await db
    .select()
    .from(pies)
    .where(eq(pies.projectId, projectId))
    .orderBy(asc(pies.sort_order), asc(pies.id));
  return { project, pies: rows.map(pieFromRow) };
}

/**
 * The current slug of the project that used to answer at `slug`, or null. A slug somebody owns
 * today is never looked up here: the owner's page wins.
 */
export async function findMovedSlug(db: Queryable, slug: string): Promise<string | null> {
  const [row] = await db
    .select({ slug: projects.slug })
    .from(slugHistory)
    .innerJoin(projects, eq(projects.id, slugHistory.projectId))
    .where(sql`lower(${slugHistory.slug}) = ${slug.toLowerCase()}`)
    .limit(1);
  return row?.slug ?? null;
}

/** The project behind a slug, for the QR code. */
export async function findProjectBySlug(db: Queryable, slug: string): Promise<ProjectRow | null> {
  const [row] = await db.select().from(projects).where(bySlug(slug)).limit(1);
  return row ?? null;
}

/** The MAILING-LIST blocks of a published page, in page order. */
export async function findMailingBlocks(
  db: Queryable,
  slug: string,
): Promise<{ projectId: number; language: Language; blocks: Pie[] } | null> {
  const [project] = await db
    .select({
      id: projects.id,
      piesUpdatedAt: projects.pies_updated_at,
      language: projects.language,
    })
    .from(projects)
    .where(bySlug(slug))
    .limit(1);
  if (!project || project.piesUpdatedAt === null) return null;
  const rows = await db
    .select()
    .from(pies)
    .where(and(eq(pies.projectId, project.id), eq(pies.main_type, 'MAILING-LIST')))
    .orderBy(asc(pies.sort_order), asc(pies.id));
  return { projectId: project.id, language: project.language, blocks: rows.map(pieFromRow) };
}

/** Stores a sign-up once per project and address; false when it was already there. */
export async function addSubscriber(
  db: Queryable,
  projectId: number,
  email: string,
): Promise<boolean> {
  const inserted = await db
    .insert(subscribers)
    .values({ projectId, email })
    .onConflictDoNothing()
    .returning({ id: subscribers.id });
  return inserted.length > 0;
}
