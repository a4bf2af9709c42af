import { episodeKeyHash, parseStartTime } from '@podpie/core';
import type { FastifyInstance } from 'fastify';
import { isPageSlug } from '../../lib/page-slug.ts';
import { domainOfRequest } from '../../lib/request-domain.ts';
import { sendNotFoundPage } from '../../lib/web-app.ts';
import { pageBeacon, sendAnswer, sentToPrimaryDomain } from '../public-page/page-lookup.ts';
import { subPageKey } from '../public-page/store.ts';
import { renderEpisodePage } from './episode-render.ts';
import type { AppleEpisodesOf } from './episode-target.ts';
import { loadPageEpisodes } from './published-episodes.ts';

/**
 * The page store key of an episode page: under its page's version key, the episode's address
 * (which the fast path finds it by) and the start time asked for.
 */
function episodeCacheKey(pageKey: string, key: string, startAt: number | null): string {
  return subPageKey(pageKey, startAt === null ? key : `${key}?t=${startAt}`);
}

/** A `?t=` past this is no episode's moment (a day); it is ignored rather than held. */
const MAX_START = 24 * 3600;

/**
 * GET /<slug>/<episode-key>: one episode of the page's feeds as its own page, through the same
 * page store as the page itself (app.publishedPages: version trusted the same way, answers held
 * gzipped, drawn once however many ask). An episode that left the feed answers 301 to the page.
 * Keys always hold a hyphen and no dot, so /<slug>/apps, qr.png, og.png and sitemap.xml keep
 * their own routes (Fastify matches those static paths first anyway).
 */
export function registerEpisodeRoutes(
  app: FastifyInstance,
  appleEpisodesOf: AppleEpisodesOf | undefined,
): void {
  const pages = app.publishedPages;
  app.get<{ Params: { slug: string; episodeKey: string }; Querystring: { t?: string } }>(
    '/:slug/:episodeKey',
    { schema: { hide: true }, helmet: false },
    async (request, reply) => {
      const { slug, episodeKey } = request.params;
      if (!isPageSlug(slug) || episodeKeyHash(episodeKey) === null) return sendNotFoundPage(reply);
      const now = app.now();
      const found = await pages.version(request, reply, slug, now);
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
      const key = episodeCacheKey(pageKey, episodeKey, startAt);
      const answer = await pages.answer(
        key,
        request.headers['user-agent'],
        now,
        async (name, visitor) => {
          const [loaded, beacon] = await Promise.all([
            loadPageEpisodes(app.db, version.projectId, now),
            pageBeacon(app, pages.beaconUrl, version.projectId, now),
          ]);
          if (!loaded) return null;
          return renderEpisodePage({
            beacon,
            db: app.db,
            loaded,
            version,
            key: episodeKey,
            startAt,
            publicUrl: pages.publicUrl,
            cacheKey: name,
            now,
            visitor,
            appleEpisodesOf,
            onAppleError: (error) =>
              app.log.warn(
                { err: error, slug },
                'Apple episode ids out of reach; links open the show',
              ),
          });
        },
      );
      if (!answer) {
        // The episode left the feed: its page is the show's now, for good.
        return reply
          .header('cache-control', 'public, max-age=300')
          .redirect(viaDomain ? '/' : `/${encodeURIComponent(version.slug)}`, 301);
      }
      return sendAnswer(request, reply, answer, now);
    },
  );
}
