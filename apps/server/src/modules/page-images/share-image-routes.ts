import { createHash } from 'node:crypto';
import { episodeKeyHash, findEpisodeByKey, publicLink } from '@podpie/core';
import { firstImageSrc, pageMeta } from '@podpie/page';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sendError } from '../../lib/errors.ts';
import { inImageLane } from '../../lib/image-lane.ts';
import { isPageSlug } from '../../lib/page-slug.ts';
import { sendNotFoundPage } from '../../lib/web-app.ts';
import { loadPageEpisodes } from '../episode-page/published-episodes.ts';
import {
  findPageVersion,
  loadPublishedPage,
  type PublishedPage,
} from '../public-page/page-lookup.ts';
import { pageProjectOf } from '../public-page/render.ts';
import { type ArtworkSource, loadArtwork } from './artwork.ts';
import { createDrawnImages } from './drawn-images.ts';
import { qrColour } from './qr.ts';
import { PICTURE_UNAVAILABLE } from './qr-routes.ts';
import { drawShareImage } from './share-image.ts';

const CACHED_IMAGES = 200;
/** Link previews fetch the picture once in a while; a few minutes stale after a publish is fine. */
const SHARE_IMAGE_CACHE_CONTROL = 'public, max-age=300';

/** The colour under the title: the page's own, or the darkened look of an image background. */
function backgroundOf(project: PublishedPage['project']): string {
  if (project.background_type === 'LINEAR-GRADIENT' && project.gradient_color_from) {
    return qrColour(project.gradient_color_from);
  }
  if (project.background_type === 'IMAGE') return '#1b1b1b';
  return qrColour(project.solid_color);
}

/**
 * GET /:slug/og.png: the published page's link-preview picture (artwork and title), drawn once
 * per published version, and /:slug/:episodeKey/og.png, one episode's. A page that was never
 * published has none.
 */
export function registerShareImageRoutes(
  app: FastifyInstance,
  options: { publicUrl: string; artwork: ArtworkSource },
): void {
  const images = createDrawnImages<{ body: Buffer; etag: string } | null>({
    maxEntries: CACHED_IMAGES,
  });

  /** What one picture shows: the page's title and artwork, or one episode's (its own first). */
  type Drawn = { title: string; imageUrl: string | null; address: string };

  const draw = async (page: PublishedPage, key: string, drawn: Drawn) =>
    images(key, async () => {
      const artwork = await loadArtwork(drawn.imageUrl, options.artwork);
      const body = await inImageLane(() =>
        drawShareImage({
          title: drawn.title,
          address: drawn.address.replace(/^https?:\/\//, ''),
          background: backgroundOf(page.project),
          text:
            page.project.background_type === 'IMAGE'
              ? '#ffffff'
              : qrColour(page.project.text_color),
          artwork,
        }),
      );
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
      return { body, etag };
    });

  const image = async (slug: string, episodeKey?: string) => {
    const version = await findPageVersion(app.db, slug);
    if (!version?.piesUpdatedAt) return null;
    const pageKey = `${version.projectId}:${version.updatedAt.getTime()}:${version.piesUpdatedAt.getTime()}:${version.domain ?? ''}`;
    const link = (page: PublishedPage) =>
      version.domain
        ? `https://${version.domain}`
        : publicLink(options.publicUrl, page.project.slug);
    if (episodeKey === undefined) {
      const page = await loadPublishedPage(app.db, version.projectId);
      // Unpublished between the two reads: nothing to draw.
      if (!page) return null;
      const meta = pageMeta(pageProjectOf(page.project), page.pies);
      return draw(page, pageKey, {
        title: meta.title,
        imageUrl: meta.imageUrl ?? null,
        address: link(page),
      });
    }
    // An episode's picture only while it is in the feed; its title and artwork come with the
    // feed, so they are part of what the drawing is kept under.
    const loaded = await loadPageEpisodes(app.db, version.projectId, app.now());
    const found = loaded ? findEpisodeByKey(loaded.episodes, episodeKey) : null;
    if (!loaded || !found) return null;
    const meta = pageMeta(pageProjectOf(loaded.page.project), loaded.page.pies);
    const imageUrl = firstImageSrc(found.episode.image, meta.imageUrl) ?? null;
    const title = found.episode.title;
    return draw(loaded.page, `${pageKey}:${found.key}:${title}:${imageUrl ?? ''}`, {
      title,
      imageUrl,
      address: `${link(loaded.page)}/${found.key}`,
    });
  };

  const send = async (
    reply: FastifyReply,
    made: Awaited<ReturnType<typeof image>>,
    ifNoneMatch: string | undefined,
  ) => {
    if (made === 'failed') return sendError(reply, 'unavailable', [PICTURE_UNAVAILABLE]);
    if (!made) return sendNotFoundPage(reply);
    reply
      .header('content-type', 'image/png')
      .header('cache-control', SHARE_IMAGE_CACHE_CONTROL)
      .header('etag', made.etag)
      .header('content-security-policy', "default-src 'none'");
    if (ifNoneMatch === made.etag) return reply.status(304).send();
    return reply.send(made.body);
  };

  app.get<{ Params: { slug: string } }>(
    '/:slug/og.png',
    { schema: { hide: true } },
    async (request, reply) => {
      const { slug } = request.params;
      if (!isPageSlug(slug)) return reply.callNotFound();
      return send(reply, await image(slug), request.headers['if-none-match']);
    },
  );

  // One episode's own picture (/<slug>/<episode-key>/og.png): its artwork and title.
  app.get<{ Params: { slug: string; episodeKey: string } }>(
    '/:slug/:episodeKey/og.png',
    { schema: { hide: true } },
    async (request, reply) => {
      const { slug, episodeKey } = request.params;
      if (!isPageSlug(slug) || episodeKeyHash(episodeKey) === null) return reply.callNotFound();
      return send(reply, await image(slug, episodeKey), request.headers['if-none-match']);
    },
  );
}
