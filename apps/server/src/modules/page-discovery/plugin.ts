import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PUBLIC_PAGE_PLUGIN } from '../public-page/plugin.ts';
import { registerPageSitemapRoute } from './page-sitemap.ts';
import { registerRobotsRoutes } from './robots-routes.ts';

/**
 * What crawlers read to find published pages: /robots.txt, the sitemap index at /sitemap.xml,
 * each page's own sitemap (the page and its episode pages) and, on an owner's domain, its own
 * robots.txt. Register it after the public page.
 */
export const pageDiscoveryPlugin = fp(
  async (app: FastifyInstance) => {
    registerRobotsRoutes(app, app.publishedPages.publicUrl);
    registerPageSitemapRoute(app);
  },
  { name: 'podpie-page-discovery', dependencies: [PUBLIC_PAGE_PLUGIN] },
);
