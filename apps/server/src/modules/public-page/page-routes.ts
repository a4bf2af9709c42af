import type { Language } from '@podpie/core';
import { statusAt } from '@podpie/page';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { setNewest } from '../../lib/newest-first.ts';
import { episodesByFeed } from '../feeds/repository.ts';
import { notFoundPage, SMALL_PAGE_CSP } from './documents.ts';
import type { HotPages } from './hot-pages.ts';
import { answerTo, HTML, type PageAnswer, pageAnswerOf } from './page-answer.ts';
import type { PageCache, RenderedPage } from './page-cache.ts';
import { feedUrlsOf, pageCacheKey, renderPublishedPage } from './render.ts';
import { findPageVersion, loadPublishedPage, type PageVersion } from './repository.ts';
import { PUBLIC_PAGE_HEADERS } from './security-headers.ts';
import { isPageSlug, requestLanguage } from './slug.ts';

export type PageRouteDeps = {
  publicUrl: string;
  cache: PageCache;
  /**
   * How long one process trusts a version it read from the database (0: ask on every request).
   * A publish anywhere is served everywhere at most this much later.
   */
  versionTtlMs: number;
  /** Told about a feed the page shows that has no stored copy yet; never awaited. */
  onMissingFeed: (url: string) => Promise<void>;
  /** Given each page answer, to send it again without Fastify while it stays current. */
  hotPages?: HotPages | undefined;
};

/** The small styled 404 page, for a slug that is a page address but holds no published page. */
export function sendNotFoundPage(reply: FastifyReply, lang: Language) {
  return reply
    .headers(PUBLIC_PAGE_HEADERS)
    .status(404)
    .header('content-type', HTML)
    .header('cache-control', 'no-cache')
    .header('content-security-policy', SMALL_PAGE_CSP)
    .send(notFoundPage(lang));
}

const MAX_REMEMBERED_VERSIONS = 10_000;

/**
 * The versions read from the database in the last moments, by slug. The database query is the
 * bulk of a cached page's cost; trusting an answer for a second lets one process serve a page at
 * close to static-file speed while a publish on any process still shows within that second.
 * Unknown slugs are remembered too, so a flood of them does not reach the database.
 */
function versionMemo(ttlMs: number) {
  const read = new Map<string, { version: PageVersion | null; until: number }>();
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
      const fresh = { version: await load(), until: now.getTime() + ttlMs };
      if (ttlMs <= 0) return fresh;
      setNewest(read, key, fresh, MAX_REMEMBERED_VERSIONS);
      return fresh;
    },
  };
}

/** GET /:slug, the published page, rendered once per version and served from the page cache. */
export function registerPageRoutes(app: FastifyInstance, deps: PageRouteDeps): void {
  // Concurrent requests for a page that is not cached yet share one render.
  const rendering = new Map<string, Promise<RenderedPage | null>>();
  const versions = versionMemo(deps.versionTtlMs);
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

  const render = async (version: PageVersion, key: string, lang: Language, now: Date) => {
    const page = await loadPublishedPage(app.db, version.projectId);
    if (!page) return null;
    const visibleFeeds = feedUrlsOf(page.pies.filter((pie) => statusAt(pie, now) === 'visible'));
    const episodes = await episodesByFeed(app.db, visibleFeeds);
    for (const url of visibleFeeds) {
      if (episodes[url]) continue;
      deps.onMissingFeed(url).catch((error: unknown) => {
        app.log.warn({ err: error, url }, 'could not schedule a feed refresh');
      });
    }
    const rendered = renderPublishedPage({
      page,
      episodes,
      lang,
      now,
      publicUrl: deps.publicUrl,
      cacheKey: key,
    });
    await deps.cache.set(key, rendered, now);
    return rendered;
  };

  const cachedOrRendered = async (version: PageVersion, lang: Language, now: Date) => {
    const key = pageCacheKey(version, lang);
    const cached = await deps.cache.get(key, now);
    if (cached) return cached;
    let pending = rendering.get(key);
    if (!pending) {
      pending = render(version, key, lang, now).finally(() => rendering.delete(key));
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
        // Not a page address (an app route, a file): the single-page app answers it, with the
        // app's usual headers, which this route skipped.
        if (typeof reply.helmet === 'function') reply.helmet();
        return reply.callNotFound();
      }
      const lang = requestLanguage(request);
      const now = app.now();
      const { version, until } = await versions.read(slug, now, () =>
        findPageVersion(app.db, slug),
      );
      if (!version || version.piesUpdatedAt === null) return sendNotFoundPage(reply, lang);

      const page = await cachedOrRendered(version, lang, now);
      if (!page) return sendNotFoundPage(reply, lang);

      const answer = answerOf(page);
      if (deps.hotPages && until > now.getTime()) {
        const pageUntil = page.expiresAt ?? Number.POSITIVE_INFINITY;
        deps.hotPages.remember(slug, lang, { ...answer, until: Math.min(until, pageUntil) });
      }
      const sent = answerTo(answer, request.headers, now);
      return reply.status(sent.status).headers(sent.headers).send(sent.body);
    },
  );
}
