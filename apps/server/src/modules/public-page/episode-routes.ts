import { type Episode, episodeKeyHash, keyedEpisodes, parseStartTime } from '@podpie/core';
import type { FastifyInstance } from 'fastify';
import { isPageSlug } from '../../lib/page-slug.ts';
import { domainOfRequest } from '../../lib/request-domain.ts';
import { sendNotFoundPage } from '../../lib/web-app.ts';
import { xmlEscape } from '../../lib/xml-escape.ts';
import { pageToken, pageTokenRenewsAt } from '../analytics/page-token.ts';
import { isRecording } from '../analytics/repository.ts';
import { renderEpisodePage } from './episode-render.ts';
import { answerTo } from './page-answer.ts';
import { pageBase } from './page-base.ts';
import { type PageRouteDeps, sendMoved } from './page-routes.ts';
import { loadPageEpisodes } from './published-episodes.ts';
import { findMovedSlug, findPageVersion } from './repository.ts';

/** The page store key of an episode page: its page's version key, the episode, the start time. */
export function episodeCacheKey(pageKey: string, key: string, startAt: number | null): string {
  return `${pageKey}:episode:${key}:${startAt ?? ''}`;
}

/** A `?t=` past this is no episode's moment (a day); it is ignored rather than held. */
const MAX_START = 24 * 3600;

/**
 * GET /<slug>/<episode-key>: one episode of the page's feeds as its own page, through the same
 * page store as the page itself (version trusted the same way, answers held gzipped, drawn once
 * however many ask). An episode that left the feed answers 301 to the page. Keys always hold a
 * hyphen and no dot, so /<slug>/apps, qr.png, og.png and sitemap.xml keep their own routes
 * (Fastify matches those static paths first anyway).
 */
export function registerEpisodeRoutes(app: FastifyInstance, deps: PageRouteDeps): void {
  const { store } = deps;
  const read = (slug: string) => findPageVersion(app.db, slug);

  app.get<{ Params: { slug: string; episodeKey: string }; Querystring: { t?: string } }>(
    '/:slug/:episodeKey',
    { schema: { hide: true }, helmet: false },
    async (request, reply) => {
      const { slug, episodeKey } = request.params;
      if (!isPageSlug(slug) || episodeKeyHash(episodeKey) === null) return sendNotFoundPage(reply);
      const now = app.now();
      const { version, key: pageKey } = await store.version(
        slug,
        now.getTime(),
        read,
        deps.trustMs,
      );
      if (!version) {
        const moved = await findMovedSlug(app.db, slug);
        if (moved) return sendMoved(reply, request.url, slug, moved);
      }
      if (!version || version.piesUpdatedAt === null) return sendNotFoundPage(reply);
      const viaDomain = domainOfRequest(request.raw) !== undefined;
      // As the show page: with a primary domain, the product's address leads there.
      if (version.domainPrimary && version.domain && !viaDomain) {
        const query = request.url.indexOf('?');
        return reply
          .header('cache-control', 'public, max-age=300')
          .redirect(
            `https://${version.domain}/${encodeURIComponent(episodeKey)}${query === -1 ? '' : request.url.slice(query)}`,
            301,
          );
      }

      const asked = parseStartTime(request.query.t);
      const startAt = asked !== null && asked < MAX_START ? asked : null;
      const key = episodeCacheKey(pageKey, episodeKey, startAt);
      const draw = async () => {
        const [loaded, recording] = await Promise.all([
          loadPageEpisodes(app.db, version.projectId, now),
          deps.beaconUrl ? isRecording(app.db, version.projectId) : false,
        ]);
        if (!loaded) return null;
        return renderEpisodePage({
          beacon:
            recording && deps.beaconUrl
              ? {
                  url: deps.beaconUrl,
                  token: pageToken(app.config.appSecret, version.projectId, now),
                  renewsAt: pageTokenRenewsAt(now),
                }
              : undefined,
          db: app.db,
          loaded,
          version,
          key: episodeKey,
          startAt,
          publicUrl: deps.publicUrl,
          cacheKey: key,
        });
      };
      const answer =
        store.held(key, now.getTime()) ??
        (await store.draw(key, deps.shared(key, now.getTime(), draw)));
      if (!answer) {
        // The episode left the feed: its page is the show's now, for good.
        return reply
          .header('cache-control', 'public, max-age=300')
          .redirect(viaDomain ? '/' : `/${encodeURIComponent(version.slug)}`, 301);
      }
      const sent = answerTo(answer, request.headers, now);
      return reply.status(sent.status).headers(sent.headers).send(sent.body);
    },
  );

  app.get<{ Params: { slug: string } }>(
    '/:slug/sitemap.xml',
    { schema: { hide: true } },
    async (request, reply) => {
      const { slug } = request.params;
      if (!isPageSlug(slug)) return sendNotFoundPage(reply);
      const now = app.now();
      const { version } = await store.version(slug, now.getTime(), read, deps.trustMs);
      const loaded = version?.piesUpdatedAt
        ? await loadPageEpisodes(app.db, version.projectId, now)
        : null;
      if (!version || !loaded) {
        const moved = version ? null : await findMovedSlug(app.db, slug);
        if (moved) return sendMoved(reply, request.url, slug, moved);
        return sendNotFoundPage(reply);
      }
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(
          pageSitemap(
            pageBase(deps.publicUrl, loaded.page.project.slug, version.domain),
            version.domain !== null,
            loaded.episodes,
          ),
        );
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
