import { asc, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { projects } from '../../db/schema.ts';

/** The slugs of published pages, oldest first, at most `limit` (a sitemap index's cap). */
export async function publishedSlugs(db: Queryable, limit: number): Promise<string[]> {
  const rows = await db
    .select({ slug: projects.slug })
    .from(projects)
    .where(sql`${projects.pies_updated_at} is not null`)
    .orderBy(asc(projects.id))
    .limit(limit);
  return rows.map((row) => row.slug);
}
