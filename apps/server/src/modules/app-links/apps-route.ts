import { listenVisitorOf } from '@podpie/core';
import { renderAppsPageHtml } from '@podpie/page/server';
import type { FastifyInstance } from 'fastify';
import { isPageSlug } from '../../lib/page-slug.ts';
import { sendNotFoundPage } from '../../lib/web-app.ts';
import { HTML } from '../public-page/page-answer.ts';
import { loadPublishedPage } from '../public-page/page-lookup.ts';
import { pageProjectOf } from '../public-page/render.ts';
import { PUBLIC_PAGE_HEADERS } from '../public-page/security-headers.ts';

/** The list draws its own stylesheet and the brands' marks inline, and runs nothing. */
const APPS_PAGE_CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "img-src 'self' data:",
  "form-action 'none'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
].join('; ');

/**
 * GET /<slug>/apps, where a page's "More apps" leads: every app the show is in and its feed,
 * ordered for the visitor's device like the page's strip. Drawn on each request (few ask for it,
 * and it is small); the page itself is what the page store keeps. Search engines are asked to skip
 * it. A slug that is no published page, or a page listing no app, answers the 404 page.
 */
export function registerAppsRoute(app: FastifyInstance): void {
  app.get<{ Params: { slug: string } }>(
    '/:slug/apps',
    { schema: { hide: true }, helmet: false },
    async (request, reply) => {
      const { slug } = request.params;
      if (!isPageSlug(slug)) return reply.callNotFound();
      // Answers 301 from an old slug, or the 404 page for no published page, as the page does.
      const found = await app.publishedPages.version(request, reply, slug, app.now());
      if (!found) return reply;
      const { version } = found;
      const page = await loadPublishedPage(app.db, version.projectId);
      const html = page
        ? renderAppsPageHtml({
            project: pageProjectOf(page.project),
            pies: page.pies,
            now: app.now(),
            lang: version.language,
            visitor: listenVisitorOf(request.headers['user-agent']),
          })
        : null;
      if (!html) return sendNotFoundPage(reply);
      return reply
        .headers({
          ...PUBLIC_PAGE_HEADERS,
          'content-type': HTML,
          'content-security-policy': APPS_PAGE_CSP,
          'cache-control': 'public, max-age=60',
          vary: 'User-Agent',
          'x-robots-tag': 'noindex',
        })
        .send(html);
    },
  );
}
