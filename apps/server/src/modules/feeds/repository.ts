import { type Episode, episodeSchema } from '@podpie/core';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import { feedCache, pies, projects } from '../../db/schema.ts';

/** What feed_cache.parsed holds: the feed's title and its newest episodes, newest first. */
export const storedFeedSchema = z.object({
  title: z.string().nullable(),
  episodes: z.array(episodeSchema),
});
export type StoredFeed = z.output<typeof storedFeedSchema>;

export type FeedCacheRow = typeof feedCache.$inferSelect;

export type FeedValidators = { etag: string | null; lastModified: string | null };

export async function findFeedCache(db: Queryable, url: string): Promise<FeedCacheRow | null> {
  const [row] = await db.select().from(feedCache).where(eq(feedCache.url, url)).limit(1);
  return row ?? null;
}

/** The stored copy of a feed, or null when it was never fetched or no longer reads as one. */
export function storedFeedOf(row: FeedCacheRow | null): StoredFeed | null {
  const parsed = storedFeedSchema.safeParse(row?.parsed);
  return parsed.success ? parsed.data : null;
}

/** The cached episodes of each feed address that has a stored copy. */
export async function episodesByFeed(
  db: Queryable,
  urls: readonly string[],
): Promise<Record<string, Episode[]>> {
  const wanted = [...new Set(urls)];
  if (wanted.length === 0) return {};
  const rows = await db.select().from(feedCache).where(inArray(feedCache.url, wanted));
  const episodes: Record<string, Episode[]> = {};
  for (const row of rows) {
    const stored = storedFeedOf(row);
    if (stored) episodes[row.url] = stored.episodes;
  }
  return episodes;
}

/**
 * Keeps a fetched copy. fetched_at moves only when the stored episodes change (or on the first
 * copy), so it doubles as the version public pages are cached by: a refresh that finds nothing
 * new leaves every rendered page valid.
 */
export async function saveFetchedFeed(
  db: Queryable,
  url: string,
  feed: StoredFeed,
  validators: FeedValidators,
  now: Date,
): Promise<{ changed: boolean }> {
  const previous = storedFeedOf(await findFeedCache(db, url));
  const changed = previous === null || JSON.stringify(previous) !== JSON.stringify(feed);
  const values = { etag: validators.etag, lastModified: validators.lastModified, parsed: feed };
  await db
    .insert(feedCache)
    .values({ url, ...values, body: null, fetchedAt: now })
    .onConflictDoUpdate({
      target: feedCache.url,
      set: changed ? { ...values, fetchedAt: now } : values,
    });
  return { changed };
}

/** Moves the feed's version on (pages showing it are drawn again) without changing its copy. */
export async function touchFeed(db: Queryable, url: string, now: Date): Promise<void> {
  await db.update(feedCache).set({ fetchedAt: now }).where(eq(feedCache.url, url));
}

/** After a 304: the copy stands; only the validators the server sent back are kept. */
export async function keepFeedValidators(
  db: Queryable,
  url: string,
  validators: FeedValidators,
): Promise<void> {
  const set: Partial<FeedValidators> = {};
  if (validators.etag) set.etag = validators.etag;
  if (validators.lastModified) set.lastModified = validators.lastModified;
  if (Object.keys(set).length === 0) return;
  await db.update(feedCache).set(set).where(eq(feedCache.url, url));
}

/** True while some PODCAST-FEED block of any project still shows this feed. */
export async function isFeedInUse(db: Queryable, url: string): Promise<boolean> {
  const [row] = await db
    .select({ id: pies.id })
    .from(pies)
    .where(and(eq(pies.main_type, 'PODCAST-FEED'), eq(pies.link_value, url)))
    .limit(1);
  return row !== undefined;
}

/** The projects, with their slugs, whose blocks show the feed at `url`. */
export function pagesShowingFeed(db: Queryable, url: string) {
  return db
    .selectDistinct({ projectId: projects.id, slug: projects.slug })
    .from(pies)
    .innerJoin(projects, eq(projects.id, pies.projectId))
    .where(and(eq(pies.main_type, 'PODCAST-FEED'), eq(pies.link_value, url)));
}
