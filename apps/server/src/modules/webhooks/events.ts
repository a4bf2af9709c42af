import { type Episode, episodeKey } from '@podpie/core';
import type { Database } from '../../db/client.ts';
import { sha256 } from '../auth/tokens.ts';
import { episodeIdentity } from '../feeds/refresh.ts';
import { pagesShowingFeed } from '../feeds/repository.ts';
import type { LinkChange } from '../health/link-changes.ts';
import { emitWebhookEvent, pageUrlOf } from './emit.ts';

// The events other modules report, worded as webhook bodies. Each runs in one transaction, so a
// once-only key is never kept without its deliveries.

/** episode.published for each page showing the feed, once per page and episode however many
 * processes refresh it. */
export async function sendNewEpisodes(
  db: Database,
  publicUrl: string,
  feedUrl: string,
  episodes: readonly Episode[],
  now: Date,
): Promise<void> {
  const pages = await pagesShowingFeed(db, feedUrl);
  for (const page of pages) {
    const pageUrl = await pageUrlOf(db, page.projectId, publicUrl);
    for (const episode of episodes) {
      const identity = sha256(`${feedUrl}\n${episodeIdentity(episode)}`);
      await db.transaction((tx) =>
        emitWebhookEvent(tx, {
          projectId: page.projectId,
          event: 'episode.published',
          now,
          onceKey: `episode.published:${page.projectId}:${identity}`,
          publicUrl,
          data: {
            feed_url: feedUrl,
            episode: {
              guid: episode.guid,
              title: episode.title,
              // The episode's own page on Podpie (/<slug>/<key>), where the link is shared.
              page_url: `${pageUrl}/${episodeKey(episode)}`,
              link: episode.link,
              audio_url: episode.enclosure_url,
              published_at: episode.published_at,
            },
          },
        }),
      );
    }
  }
}

/** health.link_down / health.link_up for the links whose state changed in one round of checks. */
export async function sendLinkChanges(
  db: Database,
  publicUrl: string,
  projectId: number,
  changes: readonly LinkChange[],
  now: Date,
): Promise<void> {
  for (const change of changes) {
    const link = { label: change.link.label, url: change.link.url };
    await emitWebhookEvent(db, {
      projectId,
      now,
      publicUrl,
      ...(change.kind === 'broken'
        ? {
            event: 'health.link_down',
            data: { link, reason: change.reason, status: change.status },
          }
        : { event: 'health.link_up', data: { link } }),
    });
  }
}
