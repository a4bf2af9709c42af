import { type Episode, keyedEpisodes } from '@podpie/core';
import { statusAt } from '@podpie/page';
import type { Queryable } from '../../db/client.ts';
import { feedUrlsOf } from '../feeds/refresh.ts';
import { episodesByFeed } from '../feeds/repository.ts';
import { loadPublishedPage, type PublishedPage } from '../public-page/page-lookup.ts';

/** A published page and the episodes of the feeds it shows now, in block order, keys unique. */
export type PageEpisodes = { page: PublishedPage; episodes: Episode[]; feedUrls: string[] };

/**
 * Every episode that has a page under the published page: those of its visible feed blocks'
 * stored copies (the newest 300 of each feed), read the same way the show page reads them.
 */
export async function loadPageEpisodes(
  db: Queryable,
  projectId: number,
  now: Date,
): Promise<PageEpisodes | null> {
  const page = await loadPublishedPage(db, projectId);
  if (!page) return null;
  const visible = page.pies.filter((pie) => statusAt(pie, now) === 'visible');
  const feedUrls = [...new Set(feedUrlsOf(visible))];
  const byFeed = await episodesByFeed(db, feedUrls);
  const all = feedUrls.flatMap((url) => byFeed[url] ?? []);
  return { page, episodes: keyedEpisodes(all).map(({ episode }) => episode), feedUrls };
}
