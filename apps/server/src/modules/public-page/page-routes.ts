import type { ListenVisitor } from '@podpie/core';
import { statusAt } from '@podpie/page';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { isPageSlug } from '../../lib/page-slug.ts';
import { sendNotFoundPage } from '../../lib/web-app.ts';
import { feedUrlsOf } from '../feeds/refresh.ts';
import { episodesByFeed } from '../feeds/repository.ts';
import { pageBeacon, publishedVersion, sendAnswer, sentToPrimaryDomain } from './page-lookup.ts';
import { answerFor, type ServePage } from './published-pages.ts';
import { renderPublishedPage } from './render.ts';
import { loadPublishedPage, type PageVersion } from './repository.ts';
import type { PageStore, sharedDraw } from './store.ts';

export type PageRouteDeps = {
  publicUrl: string;
  store: PageStore;
  /** Pages drawn by another process are taken from Redis (store.ts), when there is one. */
  shared: ReturnType<typeof sharedDraw>;
  /** How long a version read from the database is served without reading it again (trust.ts). */
  trustMs: () => number;
  /** Told about a feed the page shows that has no stored copy yet; never awaited. */
  onMissingFeed: (url: string) => Promise<void>;
  /** Where the page's analytics beacon posts, when its owner records analytics. */
  beaconUrl?: string | undefined;
};

/** A feed asked for again within this time is left to the refresh already scheduled. */
const MISSING_FEED_QUIET_MS = 5 * 60_000;

/** GET /:slug, the published page, drawn once per version and kept in the page store. */
export function registerPageRoutes(app: FastifyInstance, deps: PageRouteDeps): ServePage {
  // Many pages can show one feed whose first fetch is still to come: one refresh job for all of
  // them, not a database write for each page drawn.
  const askedFeeds = new LRUCache<string, number>({ max: 1_000 });
  const missingFeed = (url: string, now: Date) => {
    const asked = askedFeeds.get(url);
    if (asked !== undefined && now.getTime() - asked < MISSING_FEED_QUIET_MS) return;
    askedFeeds.set(url, now.getTime());
    deps.onMissingFeed(url).catch((error: unknown) => {
      askedFeeds.delete(url);
      app.log.warn({ err: error, url }, 'could not schedule a feed refresh');
    });
  };

  const render = async (version: PageVersion, key: string, now: Date, visitor?: ListenVisitor) => {
    const page = await loadPublishedPage(app.db, version.projectId);
    if (!page) return null;
    const visible = page.pies.filter((pie) => statusAt(pie, now) === 'visible');
    const visibleFeeds = [...new Set(feedUrlsOf(visible))];
    const [episodes, beacon] = await Promise.all([
      episodesByFeed(app.db, visibleFeeds),
      pageBeacon(app, deps.beaconUrl, page.project.id, now),
    ]);
    for (const url of visibleFeeds) {
      if (!episodes[url]) missingFeed(url, now);
    }
    return renderPublishedPage({
      page,
      episodes,
      lang: version.language,
      now,
      publicUrl: deps.publicUrl,
      domain: version.domain,
      cacheKey: key,
      beacon,
      ...(visitor ? { visitor } : {}),
    });
  };

  /**
   * Answers the published page at `slug` (its moved address, or the 404 page), as GET /:slug does;
   * go/ links answer it for an app the page does not list.
   */
  const servePage = async (request: FastifyRequest, reply: FastifyReply, slug: string) => {
    if (!isPageSlug(slug)) {
      // Not a page address (an app route, a file): the single-page app answers it.
      return sendNotFoundPage(reply);
    }
    const now = app.now();
    const found = await publishedVersion(app, deps, request, reply, slug, now);
    if (!found || sentToPrimaryDomain(request, reply, found.version, '')) return reply;
    const { version, key } = found;

    // The answer held for this version is sent again as it is: reading the version was all.
    const answer = await answerFor(deps, key, request.headers['user-agent'], now, (name, visitor) =>
      render(version, name, now, visitor),
    );
    if (!answer) return sendNotFoundPage(reply);
    return sendAnswer(request, reply, answer, now);
  };

  app.get<{ Params: { slug: string } }>(
    '/:slug',
    // Helmet's headers are sent fixed (PUBLIC_PAGE_HEADERS) with each page's own policy.
    { schema: { hide: true }, helmet: false },
    (request, reply) => servePage(request, reply, request.params.slug),
  );
  return servePage;
}
