import type { Language, Pie } from '@podpie/core';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { pies, projectDomains, projects, slugHistory } from '../../db/schema.ts';
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
  /** The owner's active domain: the page's canonical, share and QR address. */
  domain: string | null;
  /** The domain is primary: the product's address of the page answers 301 to it. */
  domainPrimary: boolean;
};

const bySlug = (slug: string) => sql`lower(${projects.slug}) = ${slug.toLowerCase()}`;

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
      domain: projectDomains.domain,
      domainPrimary: projectDomains.primary,
      // Spelled out: drizzle leaves columns of a one-table select unqualified, which inside this
      // subquery would bind "id" to pies.id instead of projects.id.
      feedVersion: sql<string>`(
        select count(*) || ':' || coalesce(max(extract(epoch from feed_cache.fetched_at)), 0)
        from pies join feed_cache on feed_cache.url = pies.link_value
        where pies.project_id = projects.id and pies.main_type = 'PODCAST-FEED'
      )`,
    })
    .from(projects)
    .leftJoin(
      projectDomains,
      and(eq(projectDomains.projectId, projects.id), eq(projectDomains.state, 'active')),
    )
    .where(bySlug(slug))
    .limit(1);
  return row
    ? {
        ...row,
        feedVersion: String(row.feedVersion),
        domainPrimary: row.domain !== null && row.domainPrimary === true,
      }
    : null;
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
