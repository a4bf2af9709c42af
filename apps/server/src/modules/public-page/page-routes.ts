import { gzipSync } from 'node:zlib';
import type { Language } from '@podpie/core';
import { statusAt } from '@podpie/page';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { episodesByFeed } from '../feeds/repository.ts';
import { notFoundPage, SMALL_PAGE_CSP } from './documents.ts';
import type { HotPages } from './hot-pages.ts';
import { acceptsGzip, matchesEtag } from './negotiation.ts';
import type { PageCache, RenderedPage } from './page-cache.ts';
import { feedUrlsOf, pageCacheControl, pageCacheKey, renderPublishedPage } from './render.ts';
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

const HTML = 'text/html; charset=utf-8';

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
      read.delete(key);
      read.set(key, fresh);
      if (read.size > MAX_REMEMBERED_VERSIONS) {
        const oldest = read.keys().next();
        if (!oldest.done) read.delete(oldest.value);
      }
      return fresh;
    },
  };
}

/** GET /:slug, the published page, rendered once per version and served from the page cache. */
export function registerPageRoutes(app: FastifyInstance, deps: PageRouteDeps): void {
  // Concurrent requests for a page that is not cached yet share one render.
  const rendering = new Map<string, Promise<RenderedPage | null>>();
  const versions = versionMemo(deps.versionTtlMs);
  // The bytes of each cached page, encoded once rather than on every answer.
  const bodies = new WeakMap<RenderedPage, Buffer>();
  const bodyOf = (page: RenderedPage) => {
    let body = bodies.get(page);
    if (!body) {
      body = Buffer.from(page.html, 'utf8');
      bodies.set(page, body);
    }
    return body;
  };
  // Phones on slow networks get the page gzipped (a third of the bytes), compressed once per page.
  const gzipped = new WeakMap<RenderedPage, Buffer>();
  const gzippedOf = (page: RenderedPage) => {
    let body = gzipped.get(page);
    if (!body) {
      body = gzipSync(bodyOf(page), { level: 9 });
      gzipped.set(page, body);
    }
    return body;
  };

  // The headers every answer of a page carries but cache-control, which counts down.
  const fixedHeaders = new WeakMap<RenderedPage, Readonly<Record<string, string>>>();
  const headersOf = (page: RenderedPage) => {
    let headers = fixedHeaders.get(page);
    if (!headers) {
      headers = {
        ...PUBLIC_PAGE_HEADERS,
        'content-type': HTML,
        etag: page.etag,
        vary: 'Accept-Language, Accept-Encoding',
        'content-security-policy': page.csp,
      };
      fixedHeaders.set(page, headers);
    }
    return headers;
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

      const headers = headersOf(page);
      reply.headers(headers).header('cache-control', pageCacheControl(page.expiresAt, now));
      if (deps.hotPages && until > now.getTime()) {
        deps.hotPages.remember(slug, lang, {
          until: Math.min(until, page.expiresAt ?? Number.POSITIVE_INFINITY),
          etag: page.etag,
          expiresAt: page.expiresAt,
          headers,
          body: bodyOf(page),
          gzipped: gzippedOf(page),
        });
      }
      if (matchesEtag(request.headers['if-none-match'], page.etag)) return reply.status(304).send();
      if (acceptsGzip(request.headers['accept-encoding'])) {
        return reply.header('content-encoding', 'gzip').send(gzippedOf(page));
      }
      return reply.send(bodyOf(page));
    },
  );
}
