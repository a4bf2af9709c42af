import type { ListenVisitor } from '@podpie/core';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { type PageAnswer, pageAnswerOf } from './page-answer.ts';
import type { PageChange } from './page-changes.ts';
import {
  drawnForVisitor,
  pageCacheKey,
  type RenderedPage,
  renderedPageSchema,
  visitorKey,
} from './render.ts';
import type { PageVersion } from './repository.ts';

export type Draw = () => Promise<RenderedPage | null>;

/** What a slug was read to be (null: no page), trusted until `until` (ms); `key` names its answer. */
type Held = { version: PageVersion | null; until: number; key: string };

/**
 * Page bytes held at most. Pages are held gzipped (about 10 KB for 20 blocks), so this keeps some
 * ten thousand pages: with visitors spread the way shared links spread, nearly every view.
 */
const MAX_BYTES = 128 * 1024 * 1024;
/** Slugs remembered, unknown ones too, so a flood of them does not reach the database. */
const MAX_VERSIONS = 50_000;
// lru-cache makes an options object per call when given none; the page path shares one.
const QUIET = {};

/**
 * The store key of a page served under a published page at /<slug>/<path> (an episode page),
 * drawn from the version named `pageKey`: held and forgotten with the page, and found by the fast
 * path from the address alone.
 */
export function subPageKey(pageKey: string, path: string): string {
  return `${pageKey}/${path}`;
}

const isCurrent = (page: { expiresAt: number | null }, at: number) =>
  page.expiresAt === null || at < page.expiresAt;

/**
 * The published pages of this process: which version each slug serves (read from the database
 * once per trust, see trust.ts) and each version's answer, gzipped, up to a byte budget. Answers
 * are named by the version they were drawn from, so a change never edits one: it is announced,
 * the slugs of its project are forgotten, and the next view reads the new version and draws it.
 */
export function createPageStore(options: { maxBytes?: number; maxVersions?: number } = {}) {
  // A publish forgets its project's slugs without looking at every slug held.
  const slugsOf = new Map<number, Set<string>>();
  const versions = new LRUCache<string, Held>({
    max: options.maxVersions ?? MAX_VERSIONS,
    dispose: (held, slug) => {
      const slugs = held.version ? slugsOf.get(held.version.projectId) : undefined;
      slugs?.delete(slug);
      if (held.version && slugs?.size === 0) slugsOf.delete(held.version.projectId);
    },
  });
  // Concurrent views of a page not drawn yet share one draw (lru-cache's fetch).
  const answers = new LRUCache<string, PageAnswer, Draw>({
    maxSize: options.maxBytes ?? MAX_BYTES,
    sizeCalculation: (answer, key) => answer.bytes() + key.length,
    fetchMethod: async (_key, _stale, { context: draw }) => {
      const page = await draw();
      return page ? pageAnswerOf(page) : undefined;
    },
  });
  // Bumped by every forget: a version read while a change was announced is not kept.
  let generation = 0;

  return {
    /** The slug's version as last read, read again with `read` once its trust has run out. */
    async version(
      slug: string,
      at: number,
      read: (slug: string) => Promise<PageVersion | null>,
      trustMs: () => number,
    ): Promise<Held> {
      const name = slug.toLowerCase();
      const held = versions.get(name, QUIET);
      if (held !== undefined && at < held.until) return held;
      const before = generation;
      // Trust is decided before the read: a subscription lost meanwhile shortens it from now on.
      const until = at + trustMs();
      const version = await read(name);
      const fresh = { version, until, key: version ? pageCacheKey(version, version.language) : '' };
      if (before !== generation) return fresh;
      versions.set(name, fresh);
      if (version) {
        const slugs = slugsOf.get(version.projectId);
        if (slugs) slugs.add(name);
        else slugsOf.set(version.projectId, new Set([name]));
      }
      return fresh;
    },

    /** The answer drawn for `key`, unless a schedule or countdown has changed the page since. */
    held(key: string, at: number): PageAnswer | undefined {
      const answer = answers.get(key, QUIET);
      return answer !== undefined && isCurrent(answer, at) ? answer : undefined;
    },

    /** Draws the page for `key` (once, however many ask at the same time); undefined: no page. */
    draw(key: string, draw: Draw): Promise<PageAnswer | undefined> {
      return answers.fetch(key, { context: draw, forceRefresh: true });
    },

    /**
     * The answer the fast path may send for `slug` (or for `path` under it, see subPageKey) at
     * `at` to `visitor` without asking anything: its version still trusted, its boundary not
     * passed, and the copy the route would send that visitor already held.
     */
    current(
      slug: string,
      at: number,
      visitor: ListenVisitor,
      viaDomain = false,
      path?: string,
    ): PageAnswer | undefined {
      // Links are mostly shared as the slug was typed, so the exact spelling is tried first.
      const held = versions.get(slug, QUIET) ?? versions.get(slug.toLowerCase(), QUIET);
      if (held === undefined || held.version === null || at >= held.until) return undefined;
      // A page whose owner's domain is primary answers 301 on the product's host (page-routes.ts).
      if (held.version.domainPrimary && !viaDomain) return undefined;
      const key = path === undefined ? held.key : subPageKey(held.key, path);
      const answer = answers.get(key, QUIET);
      if (answer === undefined || !isCurrent(answer, at)) return undefined;
      if (!drawnForVisitor(visitor, answer.byDevice)) return answer;
      // A phone's or an app browser's own copy (published-pages.ts), once the route has drawn it.
      const own = answers.get(`${key}:${visitorKey(visitor)}`, QUIET);
      return own !== undefined && isCurrent(own, at) ? own : undefined;
    },

    /** Forgets what the changed project's slugs were, under every slug, and what `slug` was. */
    forget({ projectId, slug }: PageChange): void {
      generation += 1;
      if (slug !== null) versions.delete(slug.toLowerCase());
      for (const name of [...(slugsOf.get(projectId) ?? [])]) versions.delete(name);
    },

    /** Forgets every version (changes may have been missed); answers stay, named by version. */
    forgetAll(): void {
      generation += 1;
      versions.clear();
    },
  };
}
export type PageStore = ReturnType<typeof createPageStore>;

/** A page with no boundary still leaves Redis after a day unless it is drawn again. */
const MAX_REDIS_TTL_MS = 24 * 60 * 60_000;

/**
 * `draw` behind the pages every process shares through Redis: one process draws a version, the
 * others take its copy. Redis is a helper, never a dependency: failing, it is drawn here.
 */
export function sharedDraw(
  redis: Redis | null,
  onError: (error: unknown) => void = () => {},
  prefix = 'podpie:page:',
) {
  return (key: string, at: number, draw: Draw): Draw => {
    if (!redis) return draw;
    return async () => {
      try {
        const stored = await redis.get(prefix + key);
        const shared = stored === null ? null : renderedPageSchema.safeParse(JSON.parse(stored));
        if (shared?.success && isCurrent(shared.data, at)) return shared.data;
      } catch (error) {
        onError(error);
      }
      const page = await draw();
      const ttl = Math.min(MAX_REDIS_TTL_MS, (page?.expiresAt ?? Number.POSITIVE_INFINITY) - at);
      if (!page || ttl <= 0) return page;
      await redis.set(prefix + key, JSON.stringify(page), 'PX', Math.ceil(ttl)).catch(onError);
      return page;
    };
  };
}
