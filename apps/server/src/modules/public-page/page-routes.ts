import { gzipSync } from 'node:zlib';
import type { Language } from '@podpie/core';
import { statusAt } from '@podpie/page';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { episodesByFeed } from '../feeds/repository.ts';
import { notFoundPage, SMALL_PAGE_CSP } from './documents.ts';
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
    async read(slug: string, now: Date, load: () => Promise<PageVersion | null>) {
      const key = slug.toLowerCase();
      const kept = read.get(key);
      if (kept && now.getTime() < kept.until) return kept.version;
      const version = await load();
      if (ttlMs <= 0) return version;
      read.delete(key);
      read.set(key, { version, until: now.getTime() + ttlMs });
      if (read.size > MAX_REMEMBERED_VERSIONS) {
        const oldest = read.keys().next();
        if (!oldest.done) read.delete(oldest.value);
      }
      return version;
    },
  };
}

/** True when one of the request's If-None-Match validators names this page. */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === opaque;
  });
}

/** True when the client takes gzip (and did not refuse it with q=0). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding !== 'gzip' && coding !== '*') return false;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
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
      const version = await versions.read(slug, now, () => findPageVersion(app.db, slug));
      if (!version || version.piesUpdatedAt === null) return sendNotFoundPage(reply, lang);

      const page = await cachedOrRendered(version, lang, now);
      if (!page) return sendNotFoundPage(reply, lang);

      reply
        .headers(PUBLIC_PAGE_HEADERS)
        .header('content-type', HTML)
        .header('etag', page.etag)
        .header('cache-control', pageCacheControl(page.expiresAt, now))
        .header('vary', 'Accept-Language, Accept-Encoding')
        .header('content-security-policy', page.csp);
      if (matches(request.headers['if-none-match'], page.etag)) return reply.status(304).send();
      if (acceptsGzip(request.headers['accept-encoding'])) {
        return reply.header('content-encoding', 'gzip').send(gzippedOf(page));
      }
      return reply.send(bodyOf(page));
    },
  );
}
