import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PUBLIC_PAGE_PLUGIN } from '../public-page/plugin.ts';
import { registerEpisodeArtRoutes } from './episode-art-routes.ts';
import { registerQrRoutes } from './qr-routes.ts';
import { registerShareImageRoutes } from './share-image-routes.ts';

const ARTWORK_TIMEOUT_MS = 3_000;

/**
 * The pictures of a published page: its QR code (/<slug>/qr.png and .svg) and its link-preview
 * picture (/<slug>/og.png), each with the show's artwork, and its episodes' artwork scaled for
 * their pages (/<slug>/<episode-key>/art.jpg). Register it before the single-page app.
 */
export const pageImagesPlugin = fp(
  async (app: FastifyInstance) => {
    const publicUrl = app.config.publicUrl.replace(/\/+$/, '');
    const artwork = {
      publicUrl,
      dataDir: app.config.dataDir,
      outbound: app.outbound,
      timeoutMs: ARTWORK_TIMEOUT_MS,
    };
    registerQrRoutes(app, { publicUrl, artwork });
    registerShareImageRoutes(app, { publicUrl, artwork });
    registerEpisodeArtRoutes(app, { artwork });
  },
  { name: 'podpie-page-images', dependencies: [PUBLIC_PAGE_PLUGIN] },
);
