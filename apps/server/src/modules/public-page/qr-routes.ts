import { createHash } from 'node:crypto';
import { isQrLevel, isQrSize, publicLink } from '@podpie/core';
import type { FastifyInstance } from 'fastify';
import { setNewest } from '../../lib/newest-first.ts';
import { type ArtworkSource, loadArtwork } from './artwork.ts';
import { sendMoved, sendNotFoundPage } from './page-routes.ts';
import { type QrDrawing, qrLogo, qrPng, qrSvg } from './qr.ts';
import { findMovedSlug, findProjectBySlug } from './repository.ts';
import { isPageSlug } from './slug.ts';

const FORMATS = {
  png: { type: 'image/png', draw: qrPng },
  svg: { type: 'image/svg+xml; charset=utf-8', draw: async (drawing: QrDrawing) => qrSvg(drawing) },
} as const;
type Format = keyof typeof FORMATS;

const CACHED_CODES = 200;
/** Owners change QR settings rarely; a code may be a few minutes old. */
const QR_CACHE_CONTROL = 'public, max-age=300';

/**
 * GET /:slug/qr.png and /:slug/qr.svg: the page's short link as a QR code in the project's size,
 * error level and colour, with its artwork as the centre logo. Codes are kept per project
 * version, so the artwork is fetched once, not per request.
 */
export function registerQrRoutes(
  app: FastifyInstance,
  options: { publicUrl: string; artwork: ArtworkSource },
): void {
  const codes = new Map<string, { body: string | Buffer; etag: string }>();

  const code = async (slug: string, format: Format) => {
    const project = await findProjectBySlug(app.db, slug);
    // A code for a page nobody can open yet would be printed and lead to a 404.
    if (!project || project.pies_updated_at === null) return null;
    const key = `${project.id}:${project.updated_at.getTime()}:${format}`;
    const kept = codes.get(key);
    if (kept) return kept;

    const size = isQrSize(project.qr_size) ? project.qr_size : 200;
    const level = isQrLevel(project.qr_level) ? project.qr_level : 'L';
    const artwork = await loadArtwork(project.artwork_cdnUrl, options.artwork);
    const drawing: QrDrawing = {
      text: publicLink(options.publicUrl, project.slug),
      size,
      level,
      color: project.qr_color,
      logo: artwork ? await qrLogo(artwork, size, level) : null,
    };
    const body = await FORMATS[format].draw(drawing);
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    const made = { body, etag };
    setNewest(codes, key, made, CACHED_CODES);
    return made;
  };

  for (const format of Object.keys(FORMATS) as Format[]) {
    app.get<{ Params: { slug: string } }>(
      `/:slug/qr.${format}`,
      { schema: { hide: true } },
      async (request, reply) => {
        const { slug } = request.params;
        if (!isPageSlug(slug)) return reply.callNotFound();
        const made = await code(slug, format);
        if (!made) {
          const moved = await findMovedSlug(app.db, slug);
          if (moved) return sendMoved(reply, request.url, slug, moved);
          return sendNotFoundPage(reply);
        }
        reply
          .header('content-type', FORMATS[format].type)
          .header('cache-control', QR_CACHE_CONTROL)
          .header('etag', made.etag)
          .header('content-disposition', `inline; filename="my-podcast-qr-code.${format}"`)
          .header(
            'content-security-policy',
            "default-src 'none'; img-src data:; style-src 'unsafe-inline'",
          );
        if (request.headers['if-none-match'] === made.etag) return reply.status(304).send();
        return reply.send(made.body);
      },
    );
  }
}
