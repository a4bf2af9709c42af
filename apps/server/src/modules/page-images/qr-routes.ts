import { createHash } from 'node:crypto';
import { episodeKeyHash, findEpisodeByKey, isQrLevel, isQrSize, publicLink } from '@podpie/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '../../lib/errors.ts';
import { inImageLane } from '../../lib/image-lane.ts';
import { isPageSlug } from '../../lib/page-slug.ts';
import { sendNotFoundPage } from '../../lib/web-app.ts';
import { findActiveDomainOfProject } from '../domains/repository.ts';
import { loadPageEpisodes } from '../episode-page/published-episodes.ts';
import { findProjectBySlug } from '../projects/repository.ts';
import { type ArtworkSource, loadArtwork } from './artwork.ts';
import { createDrawnImages } from './drawn-images.ts';
import { type QrDrawing, qrLogo, qrPng, qrSvg } from './qr.ts';

const FORMATS = {
  png: { type: 'image/png', draw: qrPng },
  svg: { type: 'image/svg+xml; charset=utf-8', draw: async (drawing: QrDrawing) => qrSvg(drawing) },
} as const;
type Format = keyof typeof FORMATS;
type DrawnCode = { body: string | Buffer; etag: string };

const CACHED_CODES = 200;
/** Owners change QR settings rarely; a code may be a few minutes old. */
const QR_CACHE_CONTROL = 'public, max-age=300';
export const PICTURE_UNAVAILABLE =
  'This picture cannot be drawn right now; please try again later.';

/**
 * GET /:slug/qr.png and /:slug/qr.svg: the page's short link as a QR code in the project's size,
 * error level and colour, with its artwork as the centre logo. Codes are kept per project
 * version, so the artwork is fetched once, not per request; a burst for one code waits for one
 * drawing, in the image lane.
 */
export function registerQrRoutes(
  app: FastifyInstance,
  options: { publicUrl: string; artwork: ArtworkSource },
): void {
  const codes = createDrawnImages<DrawnCode>({
    maxEntries: CACHED_CODES,
  });

  const code = async (slug: string, format: Format, episodeKey?: string) => {
    const project = await findProjectBySlug(app.db, slug);
    // A code for a page nobody can open yet would be printed and lead to a 404.
    if (!project || project.pies_updated_at === null) return null;
    // With an active domain of the owner's, the code leads there.
    const domain = await findActiveDomainOfProject(app.db, project.id);
    const base = domain ? `https://${domain}` : publicLink(options.publicUrl, project.slug);
    let text = domain ? `${base}/` : base;
    if (episodeKey !== undefined) {
      // An episode's code only while the episode is in the feed, under its current key.
      const loaded = await loadPageEpisodes(app.db, project.id, app.now());
      const found = loaded ? findEpisodeByKey(loaded.episodes, episodeKey) : null;
      if (!found) return null;
      text = `${base}/${found.key}`;
    }
    const key = `${project.id}:${project.updated_at.getTime()}:${format}:${text}`;
    return codes(key, async () => {
      const size = isQrSize(project.qr_size) ? project.qr_size : 200;
      const level = isQrLevel(project.qr_level) ? project.qr_level : 'L';
      const artwork = await loadArtwork(project.artwork_cdnUrl, options.artwork);
      const body = await inImageLane(async () => {
        const drawing: QrDrawing = {
          text,
          size,
          level,
          color: project.qr_color,
          logo: artwork ? await qrLogo(artwork, size, level) : null,
        };
        return FORMATS[format].draw(drawing);
      });
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
      return { body, etag };
    });
  };

  /** A drawn code as an image (304 when the browser holds it), or why there is none. */
  const sendCode = (
    request: FastifyRequest,
    reply: FastifyReply,
    made: DrawnCode | 'failed' | null,
    format: Format,
    filename: string,
  ) => {
    if (made === 'failed') return sendError(reply, 'unavailable', [PICTURE_UNAVAILABLE]);
    if (!made) return sendNotFoundPage(reply);
    reply
      .header('content-type', FORMATS[format].type)
      .header('cache-control', QR_CACHE_CONTROL)
      .header('etag', made.etag)
      .header('content-disposition', `inline; filename="${filename}.${format}"`)
      .header(
        'content-security-policy',
        "default-src 'none'; img-src data:; style-src 'unsafe-inline'",
      );
    if (request.headers['if-none-match'] === made.etag) return reply.status(304).send();
    return reply.send(made.body);
  };

  for (const format of Object.keys(FORMATS) as Format[]) {
    app.get<{ Params: { slug: string } }>(
      `/:slug/qr.${format}`,
      { schema: { hide: true } },
      async (request, reply) => {
        const { slug } = request.params;
        if (!isPageSlug(slug)) return reply.callNotFound();
        // A slug that is no published page answers as the page does: 301 from an old slug, or 404.
        if (!(await app.publishedPages.version(request, reply, slug, app.now()))) return reply;
        const made = await code(slug, format);
        return sendCode(request, reply, made, format, 'my-podcast-qr-code');
      },
    );
  }

  // The same code for one episode's page (/<slug>/<episode-key>/qr.png and .svg).
  for (const format of Object.keys(FORMATS) as Format[]) {
    app.get<{ Params: { slug: string; episodeKey: string } }>(
      `/:slug/:episodeKey/qr.${format}`,
      { schema: { hide: true } },
      async (request, reply) => {
        const { slug, episodeKey } = request.params;
        if (!isPageSlug(slug) || episodeKeyHash(episodeKey) === null) return reply.callNotFound();
        const made = await code(slug, format, episodeKey);
        return sendCode(request, reply, made, format, 'my-episode-qr-code');
      },
    );
  }
}
