import {
  type Episode,
  episodeKeyHash,
  keyedEpisodes,
  type ListenVisitor,
  parseStartTime,
} from '@podpie/core';
import type { FastifyInstance } from 'fastify';
import { isPageSlug } from '../../lib/page-slug.ts';
import { domainOfRequest } from '../../lib/request-domain.ts';
import { sendNotFoundPage } from '../../lib/web-app.ts';
import { xmlEscape } from '../../lib/xml-escape.ts';
import { renderEpisodePage } from './episode-render.ts';
import { answerTo } from './page-answer.ts';
import { pageBase } from './page-base.ts';
import { pageBeacon, publishedVersion, sentToPrimaryDomain } from './page-lookup.ts';
import type { PageRouteDeps } from './page-routes.ts';
import { loadPageEpisodes } from './published-episodes.ts';
import { drawnForVisitor, visitorKey } from './render.ts';
import { visitorOf } from './visitor-of.ts';

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
  app.get<{ Params: { slug: string; episodeKey: string }; Querystring: { t?: string } }>(
    '/:slug/:episodeKey',
    { schema: { hide: true }, helmet: false },
    async (request, reply) => {
      const { slug, episodeKey } = request.params;
      if (!isPageSlug(slug) || episodeKeyHash(episodeKey) === null) return sendNotFoundPage(reply);
      const now = app.now();
      const found = await publishedVersion(app, deps, request, reply, slug, now);
      if (
        !found ||
        sentToPrimaryDomain(request, reply, found.version, encodeURIComponent(episodeKey))
      ) {
        return reply;
      }
      const { version, key: pageKey } = found;
      const viaDomain = domainOfRequest(request.raw) !== undefined;

      const asked = parseStartTime(request.query.t);
      const startAt = asked !== null && asked < MAX_START ? asked : null;
      const plainKey = episodeCacheKey(pageKey, episodeKey, startAt);
      const draw = async (key: string, visitor?: ListenVisitor) => {
        const [loaded, beacon] = await Promise.all([
          loadPageEpisodes(app.db, version.projectId, now),
          pageBeacon(app, deps.beaconUrl, version.projectId, now),
        ]);
        if (!loaded) return null;
        return renderEpisodePage({
          beacon,
          db: app.db,
          loaded,
          version,
          key: episodeKey,
          startAt,
          publicUrl: deps.publicUrl,
          cacheKey: key,
          now,
          visitor,
          appleEpisodesOf: deps.appleEpisodesOf,
          onAppleError: (error) =>
            app.log.warn(
              { err: error, slug },
              'Apple episode ids out of reach; links open the show',
            ),
        });
      };
      const held = (key: string, visitor?: ListenVisitor) =>
        deps.store.held(key, now.getTime()) ??
        deps.store.draw(
          key,
          deps.shared(key, now.getTime(), () => draw(key, visitor)),
        );
      // As the show page: a phone (where the page lists apps) or an app's own browser gets a copy
      // of its own, ordered and led out on the server.
      let answer = await held(plainKey);
      const visitor = visitorOf(request.headers['user-agent'] ?? '');
      if (answer && drawnForVisitor(visitor, answer.byDevice)) {
        answer = await held(`${plainKey}:${visitorKey(visitor)}`, visitor);
      }
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
      const found = await publishedVersion(app, deps, request, reply, slug, now);
      if (!found) return reply;
      const { version } = found;
      const loaded = await loadPageEpisodes(app.db, version.projectId, now);
      if (!loaded) return sendNotFoundPage(reply);
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
