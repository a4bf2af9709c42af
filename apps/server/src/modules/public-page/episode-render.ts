import { type Episode, findEpisodeByKey } from '@podpie/core';
import { pageMeta } from '@podpie/page';
import {
  BEACON_SCRIPT_HASH,
  EPISODE_SCRIPT_HASH,
  renderEpisodePageHtml,
} from '@podpie/page/server';
import type { Queryable } from '../../db/client.ts';
import { episodeFileLinks } from '../episodes/fetch-files.ts';
import { episodeFilesOf } from '../episodes/repository.ts';
import { pageBase } from './page-base.ts';
import type { PageEpisodes } from './published-episodes.ts';
import { pageEtag, pageProjectOf, type RenderedPage } from './render.ts';
import type { PageVersion } from './repository.ts';

/**
 * What an episode page may load: its inline seek script by hash, images (artwork, people) and the
 * episode's audio from anywhere (podcast hosts send audio through redirecting measurement hosts).
 */
/** The policy of an episode page; with page analytics on, the beacon's script and posts too. */
export function episodePageCsp(beacon: boolean): string {
  return [
    "default-src 'none'",
    `script-src ${EPISODE_SCRIPT_HASH}${beacon ? ` ${BEACON_SCRIPT_HASH}` : ''}`,
    beacon ? "connect-src 'self'" : null,
    "style-src 'unsafe-inline'",
    "img-src 'self' https: http: data:",
    'media-src https: http:',
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'self'",
  ]
    .filter((part) => part !== null)
    .join('; ');
}

/** The address of an episode page. */

/** The episode page of `key` as the page store keeps it; null when the episode left the feed. */
export async function renderEpisodePage(input: {
  db: Queryable;
  loaded: PageEpisodes;
  version: PageVersion;
  key: string;
  startAt: number | null;
  publicUrl: string;
  cacheKey: string;
  /** Page analytics on: where the beacon posts, and the page token it carries (see page-routes). */
  beacon?: { url: string; token: string; renewsAt: number } | undefined;
}): Promise<RenderedPage | null> {
  const found = findEpisodeByKey(input.loaded.episodes, input.key);
  if (!found) return null;
  const { project, pies } = input.loaded.page;
  const episode: Episode = found.episode;
  const links = episodeFileLinks(episode);
  const files = await episodeFilesOf(input.db, {
    chapters: links.chapters,
    transcript: links.transcript?.url ?? null,
  });
  const meta = pageMeta(pageProjectOf(project), pies);
  const base = pageBase(input.publicUrl, project.slug, input.version.domain);
  const startAt =
    input.startAt !== null && (episode.duration === null || input.startAt < episode.duration)
      ? input.startAt
      : null;
  const html = renderEpisodePageHtml({
    project: pageProjectOf(project),
    show: {
      title: meta.title,
      imageUrl: meta.imageUrl,
      url: input.version.domain ? `${base}/` : base,
    },
    episode,
    // A renamed episode's old link shows the page under its current address.
    canonicalUrl: `${base}/${found.key}`,
    chapters: files.chapters,
    transcript: files.transcript,
    startAt,
    lang: input.version.language,
    ...(input.beacon
      ? {
          beacon: {
            url: input.beacon.url,
            projectId: project.id,
            token: input.beacon.token,
            episodeKey: found.key,
          },
        }
      : {}),
  });
  // A page with a beacon is drawn again when its token is renewed.
  const expiresAt = input.beacon?.renewsAt ?? null;
  return {
    html,
    etag: pageEtag(input.cacheKey, expiresAt),
    csp: episodePageCsp(input.beacon !== undefined),
    expiresAt,
    byDevice: false,
    // One copy for every visitor: the in-app way out and per-episode app links are not wired here yet.
    inApp: false,
  };
}
