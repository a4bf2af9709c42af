import { type Language, type ListenVisitor, listenVisitorOf } from '@podpie/core';
import { statusAt } from '@podpie/page';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { setNewest } from '../../lib/newest-first.ts';
import { isRecording } from '../analytics/repository.ts';
import { episodesByFeed } from '../feeds/repository.ts';
import { EntriesByProject } from './entries-by-project.ts';
import type { HotPages } from './hot-pages.ts';
import { answerTo, type PageAnswer, pageAnswerOf } from './page-answer.ts';
import type { PageCache, RenderedPage } from './page-cache.ts';
import type { PageChanges } from './page-changes.ts';
import { feedUrlsOf, pageCacheKey, renderPublishedPage, visitorKey } from './render.ts';
import {
  findMovedSlug,
  findPageVersion,
  loadPublishedPage,
  type PageVersion,
} from './repository.ts';
import { isPageSlug } from './slug.ts';

export type PageRouteDeps = {
  publicUrl: string;
  cache: PageCache;
  /**
   * How long one process trusts a version it read from the database (0: ask on every request).
   * A publish anywhere is served everywhere at most this much later.
   */
  versionTtlMs: number;
  /**
   * How long it trusts one while every change reaches it as an announcement (pageChanges says
   * so): only what is never announced waits this long.
   */
  announcedVersionTtlMs: number;
  /** Told about a feed the page shows that has no stored copy yet; never awaited. */
  onMissingFeed: (url: string) => Promise<void>;
  /** Given each page answer, to send it again without Fastify while it stays current. */
  hotPages?: HotPages | undefined;
  /** Where the page's analytics beacon posts, when its owner records analytics. */
  beaconUrl?: string | undefined;
  /** Pages changed here or in another process: their trusted versions are dropped at once. */
  pageChanges?: PageChanges | undefined;
};

/**
 * A page address that holds no published page gets the app's one 404 answer (lib/web-app.ts),
 * with the app's usual headers, which the page routes skip.
 */
export function sendNotFoundPage(reply: FastifyReply) {
  if (typeof reply.helmet === 'function') reply.helmet();
  return reply.callNotFound();
}

/**
 * 301 from a slug the project used before to the same address under its current slug (the
 * rest of the path, e.g. /qr.png, and the query kept), so printed links and QR codes still work.
 */
export function sendMoved(reply: FastifyReply, url: string, oldSlug: string, newSlug: string) {
  const rest = url.slice(1 + oldSlug.length);
  return reply
    .header('cache-control', 'public, max-age=300')
    .redirect(`/${encodeURIComponent(newSlug)}${rest}`, 301);
}

const MAX_REMEMBERED_VERSIONS = 50_000;
/** A feed asked for again within this time is left to the refresh already scheduled. */
const MISSING_FEED_QUIET_MS = 5 * 60_000;
const MAX_REMEMBERED_FEEDS = 1_000;

/**
 * The versions read from the database lately, by slug. The database query is the bulk of a
 * cached page's cost; trusting an answer for a while lets one process serve a page at close to
 * static-file speed. Trust lasts a second unless every change reaches this process as an
 * announcement (then a publish is forgotten at once and trust only bounds what nobody announces).
 * Unknown slugs are remembered too, so a flood of them does not reach the database.
 */
function versionMemo(ttlOf: () => number) {
  type Kept = { version: PageVersion | null; until: number };
  const read = new EntriesByProject<Kept>((kept) => kept.version?.projectId ?? null);
  return {
    /** The version, and until when (ms) it may be trusted without asking again. */
    async read(
      slug: string,
      now: Date,
      load: () => Promise<PageVersion | null>,
    ): Promise<{ version: PageVersion | null; until: number }> {
      const key = slug.toLowerCase();
      const kept = read.get(key);
      if (kept && now.getTime() < kept.until) return kept;
      // Read before the query: an announcement missed while it runs shortens trust from now on.
      const ttlMs = ttlOf();
      const fresh = { version: await load(), until: now.getTime() + ttlMs };
      if (ttlMs <= 0) return fresh;
      read.set(key, fresh);
      read.deleteOldestWhile(() => read.size > MAX_REMEMBERED_VERSIONS);
      return fresh;
    },
    /** Drops the project's version, under any slug, and whatever `slug` was known to be. */
    forget(projectId: number, slug: string | null): void {
      if (slug !== null) read.delete(slug.toLowerCase());
      read.deleteProject(projectId);
    },
    forgetAll(): void {
      read.clear();
    },
  };
}

/** GET /:slug, the published page, rendered once per version and served from the page cache. */
export function registerPageRoutes(app: FastifyInstance, deps: PageRouteDeps): void {
  // Concurrent requests for a page that is not cached yet share one render.
  const rendering = new Map<string, Promise<RenderedPage | null>>();
  const changes = deps.pageChanges;
  const versions = versionMemo(() =>
    deps.versionTtlMs > 0 && changes?.complete()
      ? Math.max(deps.versionTtlMs, deps.announcedVersionTtlMs)
      : deps.versionTtlMs,
  );
  changes?.listen(({ projectId, slug }) => {
    versions.forget(projectId, slug);
    deps.hotPages?.forget(projectId, slug);
  });
  changes?.listenMissed(() => {
    versions.forgetAll();
    deps.hotPages?.forgetAll();
  });
  // Many pages can show one feed whose first fetch is still to come: one refresh job for all of
  // them, not a database write for each page drawn.
  const askedFeeds = new Map<string, number>();
  const missingFeed = (url: string, now: Date) => {
    const asked = askedFeeds.get(url);
    if (asked !== undefined && now.getTime() - asked < MISSING_FEED_QUIET_MS) return;
    setNewest(askedFeeds, url, now.getTime(), MAX_REMEMBERED_FEEDS);
    deps.onMissingFeed(url).catch((error: unknown) => {
      askedFeeds.delete(url);
      app.log.warn({ err: error, url }, 'could not schedule a feed refresh');
    });
  };
  // Each cached page's bytes, gzip and headers, made once rather than on every answer.
  const answers = new WeakMap<RenderedPage, PageAnswer>();
  const answerOf = (page: RenderedPage) => {
    let answer = answers.get(page);
    if (!answer) {
      answer = pageAnswerOf(page);
      answers.set(page, answer);
    }
    return answer;
  };

  const render = async (
    version: PageVersion,
    key: string,
    lang: Language,
    now: Date,
    visitor?: ListenVisitor,
  ) => {
    const page = await loadPublishedPage(app.db, version.projectId);
    if (!page) return null;
    const visibleFeeds = feedUrlsOf(page.pies.filter((pie) => statusAt(pie, now) === 'visible'));
    const [episodes, recording] = await Promise.all([
      episodesByFeed(app.db, visibleFeeds),
      deps.beaconUrl ? isRecording(app.db, page.project.id) : false,
    ]);
    for (const url of visibleFeeds) {
      if (!episodes[url]) missingFeed(url, now);
    }
    const rendered = renderPublishedPage({
      page,
      episodes,
      lang,
      now,
      publicUrl: deps.publicUrl,
      cacheKey: key,
      beaconUrl: recording ? deps.beaconUrl : undefined,
      ...(visitor ? { visitor } : {}),
    });
    await deps.cache.set(key, rendered, now);
    return rendered;
  };

  const cachedOrRendered = async (
    version: PageVersion,
    lang: Language,
    now: Date,
    visitor?: ListenVisitor,
  ) => {
    const plain = pageCacheKey(version, lang);
    const key = visitor ? `${plain}:${visitorKey(visitor)}` : plain;
    const cached = await deps.cache.get(key, now);
    if (cached) return cached;
    let pending = rendering.get(key);
    if (!pending) {
      pending = render(version, key, lang, now, visitor).finally(() => rendering.delete(key));
      rendering.set(key, pending);
    }
    return pending;
  };

  app.get<{ Params: { slug: string } }>(
    '/:slug',
    // Helmet's headers are sent fixed (PUBLIC_PAGE_HEADERS) with each page's own policy.
    { schema: { hide: true }, helmet: false },
    async (request, reply) => {
      const { slug } = request.params;
      if (!isPageSlug(slug)) {
        // Not a page address (an app route, a file): the single-page app answers it.
        return sendNotFoundPage(reply);
      }
      const now = app.now();
      const { version, until } = await versions.read(slug, now, () =>
        findPageVersion(app.db, slug),
      );
      if (!version) {
        const moved = await findMovedSlug(app.db, slug);
        if (moved) return sendMoved(reply, request.url, slug, moved);
      }
      if (!version || version.piesUpdatedAt === null) {
        return sendNotFoundPage(reply);
      }

      const key = pageCacheKey(version, version.language);
      // The answer the fast path held for this very version, kept past its trust: reading the
      // version again was all it needed, not a render. Pages drawn per device are never held.
      let answer: PageAnswer | undefined = deps.hotPages?.held(slug, key, now.getTime());
      let byDevice = false;
      if (!answer) {
        let page = await cachedOrRendered(version, version.language, now);
        if (!page) return sendNotFoundPage(reply);
        if (page.byDevice) {
          // Ordered on the server from the User-Agent, so the section works without JavaScript.
          const visitor = listenVisitorOf(request.headers['user-agent']);
          if (visitor.device !== 'other' || visitor.inAppBrowser) {
            page = await cachedOrRendered(version, version.language, now, visitor);
            if (!page) return sendNotFoundPage(reply);
          }
        }
        answer = answerOf(page);
        byDevice = page.byDevice;
      }

      // The fast path knows a page by its slug alone: a page drawn per device stays on this path.
      if (deps.hotPages && until > now.getTime() && !byDevice) {
        deps.hotPages.remember(slug, {
          ...answer,
          until: Math.min(until, answer.expiresAt ?? Number.POSITIVE_INFINITY),
          projectId: version.projectId,
          key,
        });
      }
      const sent = answerTo(answer, request.headers, now);
      return reply.status(sent.status).headers(sent.headers).send(sent.body);
    },
  );
}
