import {
  ANY_VISITOR,
  type Episode,
  findEpisodeByKey,
  isScalableUpload,
  type ListenVisitor,
} from '@podpie/core';
import { firstImageSrc, pageMeta, statusAt } from '@podpie/page';
import {
  BEACON_SCRIPT_HASH,
  COPY_LINK_SCRIPT_HASH,
  EPISODE_SCRIPT_HASH,
  pageCopiesLink,
  renderEpisodePageHtml,
} from '@podpie/page/server';
import type { Queryable } from '../../db/client.ts';
import { artworkVersion } from '../../lib/artwork-version.ts';
import { episodeFileLinks } from '../episodes/fetch-files.ts';
import { episodeFilesOf } from '../episodes/repository.ts';
import { pageBase } from '../public-page/page-base.ts';
import type { PageVersion } from '../public-page/page-lookup.ts';
import {
  drawnPerDevice,
  type PageBeacon,
  pageEtag,
  pageProjectOf,
  type RenderedPage,
} from '../public-page/render.ts';
import { type AppleEpisodesOf, episodeTarget } from './episode-target.ts';
import type { PageEpisodes } from './published-episodes.ts';

/**
 * What an episode page may load: its inline seek script by hash, images (artwork, people) and the
 * episode's audio from anywhere (podcast hosts send audio through redirecting measurement hosts);
 * with page analytics on, the beacon's script and posts; in an app's own browser, the script
 * that copies the page's address.
 */
export function episodePageCsp(beacon: boolean, copiesLink = false): string {
  const scripts = [
    EPISODE_SCRIPT_HASH,
    beacon ? BEACON_SCRIPT_HASH : null,
    copiesLink ? COPY_LINK_SCRIPT_HASH : null,
  ];
  return [
    "default-src 'none'",
    `script-src ${scripts.filter((hash) => hash !== null).join(' ')}`,
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

/** The episode page of `key` as the page store keeps it; null when the episode left the feed. */
export async function renderEpisodePage(input: {
  db: Queryable;
  loaded: PageEpisodes;
  version: PageVersion;
  key: string;
  startAt: number | null;
  publicUrl: string;
  cacheKey: string;
  /** Page analytics on (see page-lookup.ts). */
  beacon?: PageBeacon | undefined;
  now: Date;
  /** Who asks, for a page whose 'Listen' section follows the device; everyone else by default. */
  visitor?: ListenVisitor | undefined;
  /** Apple's episodes of the show, for Apple Podcasts links at the episode (`?i=`). */
  appleEpisodesOf?: AppleEpisodesOf | undefined;
  onAppleError: (error: unknown) => void;
}): Promise<RenderedPage | null> {
  const found = findEpisodeByKey(input.loaded.episodes, input.key);
  if (!found) return null;
  const { project, pies } = input.loaded.page;
  const episode: Episode = found.episode;
  const links = episodeFileLinks(episode);
  const visible = pies.filter((pie) => statusAt(pie, input.now) === 'visible');
  const [files, target] = await Promise.all([
    episodeFilesOf(input.db, {
      chapters: links.chapters,
      transcript: links.transcript?.url ?? null,
    }),
    episodeTarget(visible, found, input.appleEpisodesOf, input.onAppleError),
  ]);
  const visitor = input.visitor ?? ANY_VISITOR;
  const meta = pageMeta(pageProjectOf(project), pies);
  const base = pageBase(input.publicUrl, project.slug, input.version.domain);
  const startAt =
    input.startAt !== null && (episode.duration === null || input.startAt < episode.duration)
      ? input.startAt
      : null;
  const canonicalUrl = `${base}/${found.key}`;
  // Artwork from the feed's host is often thousands of pixels a side; the page draws it at 320
  // px, so it is drawn from our scaled copy (page-images' art route). Our own uploads scale by
  // their address.
  const artwork = firstImageSrc(episode.image, meta.imageUrl);
  const html = renderEpisodePageHtml({
    ...(artwork && !isScalableUpload(artwork)
      ? { artworkUrl: `${canonicalUrl}/art.jpg?v=${artworkVersion(artwork)}` }
      : {}),
    project: pageProjectOf(project),
    show: {
      title: meta.title,
      imageUrl: meta.imageUrl,
      url: input.version.domain ? `${base}/` : base,
    },
    episode,
    // A renamed episode's old link shows the page under its current address.
    canonicalUrl,
    shareImageUrl: `${canonicalUrl}/og.png`,
    chapters: files.chapters,
    transcript: files.transcript,
    startAt,
    lang: input.version.language,
    listen: { pies: visible, now: input.now, visitor, target },
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
    csp: episodePageCsp(input.beacon !== undefined, pageCopiesLink(visitor, canonicalUrl)),
    expiresAt,
    byDevice: drawnPerDevice(pies, input.now),
    inApp: visitor.inAppBrowser,
  };
}
