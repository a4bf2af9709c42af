import { publicLink } from '@podpie/core';
import type { FastifyInstance } from 'fastify';
import { domainOfRequest } from '../../lib/request-domain.ts';
import { sendNotFoundPage } from '../../lib/web-app.ts';
import { xmlEscape } from '../../lib/xml-escape.ts';
import { publishedSlugs } from './repository.ts';

/** A sitemap index lists at most this many sitemaps (sitemaps.org). */
const SITEMAPS_PER_INDEX = 50_000;

/**
 * GET /robots.txt names the sitemap index; GET /sitemap.xml lists every published page's own
 * sitemap (/<slug>/sitemap.xml: the page and its episode pages). The API is no business of a
 * crawler. The app's screens are not listed: signed out they show nothing but the sign-in, and a
 * Disallow on one of them cost it Lighthouse's crawlability audit (issue 32's SEO goal).
 */
export function registerRobotsRoutes(app: FastifyInstance, publicUrl: string): void {
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        [
          'User-agent: *',
          'Disallow: /api/',
          'Disallow: /parser/',
          'Allow: /',
          `Sitemap: ${publicUrl}/sitemap.xml`,
          '',
        ].join('\n'),
      ),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const slugs = await publishedSlugs(app.db, SITEMAPS_PER_INDEX);
    const entries = slugs.map(
      (slug) =>
        `<sitemap><loc>${xmlEscape(`${publicLink(publicUrl, slug)}/sitemap.xml`)}</loc></sitemap>`,
    );
    return reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join('')}</sitemapindex>\n`,
      );
  });

  // On an owner's domain /robots.txt arrives here (hosts.ts answers /x with /<slug>/x): the
  // domain's own rules, naming its own sitemap. On the product's host there is no such file.
  app.get('/:slug/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    const via = domainOfRequest(request.raw);
    if (!via) return sendNotFoundPage(reply);
    return reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        ['User-agent: *', 'Allow: /', `Sitemap: https://${via.domain}/sitemap.xml`, ''].join('\n'),
      );
  });
}
