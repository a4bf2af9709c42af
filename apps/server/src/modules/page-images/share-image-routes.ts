import { createHash } from 'node:crypto';
import { publicLink } from '@podpie/core';
import { pageMeta } from '@podpie/page';
import type { FastifyInstance } from 'fastify';
import { sendError } from '../../lib/errors.ts';
import { inImageLane } from '../../lib/image-lane.ts';
import { isPageSlug } from '../../lib/page-slug.ts';
import { sendNotFoundPage } from '../../lib/web-app.ts';
import { pageProjectOf } from '../public-page/render.ts';
import {
  findPageVersion,
  loadPublishedPage,
  type PublishedPage,
} from '../public-page/repository.ts';
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
 * per published version. A page that was never published has none.
 */
export function registerShareImageRoutes(
  app: FastifyInstance,
  options: { publicUrl: string; artwork: ArtworkSource },
): void {
  const images = createDrawnImages<{ body: Buffer; etag: string } | null>({
    maxEntries: CACHED_IMAGES,
  });

  const image = async (slug: string) => {
    const version = await findPageVersion(app.db, slug);
    if (!version?.piesUpdatedAt) return null;
    const key = `${version.projectId}:${version.updatedAt.getTime()}:${version.piesUpdatedAt.getTime()}:${version.domain ?? ''}`;
    return images(key, async () => {
      const page = await loadPublishedPage(app.db, version.projectId);
      // Unpublished between the two reads: nothing to draw.
      if (!page) return null;
      const meta = pageMeta(pageProjectOf(page.project), page.pies);
      const link = version.domain
        ? `https://${version.domain}`
        : publicLink(options.publicUrl, page.project.slug);
      const artwork = await loadArtwork(meta.imageUrl ?? null, options.artwork);
      const body = await inImageLane(() =>
        drawShareImage({
          title: meta.title,
          address: link.replace(/^https?:\/\//, ''),
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
  };

  app.get<{ Params: { slug: string } }>(
    '/:slug/og.png',
    { schema: { hide: true } },
    async (request, reply) => {
      const { slug } = request.params;
      if (!isPageSlug(slug)) return reply.callNotFound();
      const made = await image(slug);
      if (made === 'failed') return sendError(reply, 'unavailable', [PICTURE_UNAVAILABLE]);
      if (!made) return sendNotFoundPage(reply);
      reply
        .header('content-type', 'image/png')
        .header('cache-control', SHARE_IMAGE_CACHE_CONTROL)
        .header('etag', made.etag)
        .header('content-security-policy', "default-src 'none'");
      if (request.headers['if-none-match'] === made.etag) return reply.status(304).send();
      return reply.send(made.body);
    },
  );
}
