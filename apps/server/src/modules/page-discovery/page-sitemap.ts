import { type Episode, keyedEpisodes } from '@podpie/core';
import type { FastifyInstance } from 'fastify';
import { isPageSlug } from '../../lib/page-slug.ts';
import { sendNotFoundPage } from '../../lib/web-app.ts';
import { xmlEscape } from '../../lib/xml-escape.ts';
import { loadPageEpisodes } from '../episode-page/published-episodes.ts';
import { pageBase } from '../public-page/page-base.ts';

/** GET /<slug>/sitemap.xml: the published page and its episode pages (pageSitemap). */
export function registerPageSitemapRoute(app: FastifyInstance): void {
  app.get<{ Params: { slug: string } }>(
    '/:slug/sitemap.xml',
    { schema: { hide: true } },
    async (request, reply) => {
      const { slug } = request.params;
      if (!isPageSlug(slug)) return sendNotFoundPage(reply);
      const now = app.now();
      const found = await app.publishedPages.version(request, reply, slug, now);
      if (!found) return reply;
      const { version } = found;
      const loaded = await loadPageEpisodes(app.db, version.projectId, now);
      if (!loaded) return sendNotFoundPage(reply);
      const base = pageBase(app.publishedPages.publicUrl, loaded.page.project.slug, version.domain);
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(pageSitemap(base, version.domain !== null, loaded.episodes));
    },
  );
}

/**
 * The sitemap of one page: the page, then each episode page with its publication day. `base` is
 * pageBase's; on an owner's domain the page itself is its root, `/`.
 */
export function pageSitemap(base: string, onDomain: boolean, episodes: readonly Episode[]): string {
  const page = base;
  const entries = [`<url><loc>${xmlEscape(onDomain ? `${page}/` : page)}</loc></url>`];
  for (const { key, episode } of keyedEpisodes(episodes)) {
    const day = episode.published_at?.slice(0, 10);
    const lastmod = day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? `<lastmod>${day}</lastmod>` : '';
    entries.push(`<url><loc>${xmlEscape(`${page}/${key}`)}</loc>${lastmod}</url>`);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join('')}</urlset>\n`;
}
