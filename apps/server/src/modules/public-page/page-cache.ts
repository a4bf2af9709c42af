import type { Redis } from 'ioredis';
import { z } from 'zod';
import { setNewest } from '../../lib/newest-first.ts';

/** A rendered public page and what its answer needs besides the HTML. */
export const renderedPageSchema = z.object({
  html: z.string(),
  etag: z.string(),
  csp: z.string(),
  /** When the page next looks different on its own (schedule or countdown boundary), in ms. */
  expiresAt: z.number().nullable(),
  /** The page has a 'Listen' section, whose apps are ordered for the visitor's device. */
  byDevice: z.boolean().default(false),
});
export type RenderedPage = z.output<typeof renderedPageSchema>;

export interface PageCache {
  /** The page stored under `key`, unless its boundary has passed at `now`. */
  get(key: string, now: Date): Promise<RenderedPage | undefined>;
  set(key: string, page: RenderedPage, now: Date): Promise<void>;
}

export type PageCacheOptions = {
  /** Pages kept in this process. */
  maxEntries?: number;
  /** The process's Redis client (app.redis): pages are then shared by every server process. */
  redis?: Redis | null | undefined;
  /** Namespaces the Redis keys (tests use one of their own). */
  keyPrefix?: string;
  /** Told when Redis fails; the page is then served from this process or rendered afresh. */
  onRedisError?: (error: unknown) => void;
};

const DEFAULT_MAX_ENTRIES = 500;
/** A page with no boundary still leaves Redis after a day unless it is read again. */
const MAX_REDIS_TTL_MS = 24 * 60 * 60_000;

const isCurrent = (page: RenderedPage, now: Date) =>
  page.expiresAt === null || now.getTime() < page.expiresAt;

/** Least recently used pages leave first; a Map iterates in insertion order. */
function memoryTier(maxEntries: number) {
  const pages = new Map<string, RenderedPage>();
  return {
    get(key: string): RenderedPage | undefined {
      const page = pages.get(key);
      if (page === undefined) return undefined;
      pages.delete(key);
      pages.set(key, page);
      return page;
    },
    set(key: string, page: RenderedPage): void {
      setNewest(pages, key, page, maxEntries);
    },
    delete(key: string): void {
      pages.delete(key);
    },
  };
}

/**
 * Rendered pages in this process and, when REDIS_URL is set, in Redis for every process. Keys
 * carry the published version, so nothing is ever invalidated: a new version is a new key.
 * Redis is a helper, never a dependency: when it is down, pages render as if it were empty.
 */
export function createPageCache(options: PageCacheOptions = {}): PageCache {
  const memory = memoryTier(options.maxEntries ?? DEFAULT_MAX_ENTRIES);
  const prefix = options.keyPrefix ?? 'podpie:page:';
  const onRedisError = options.onRedisError ?? (() => {});
  // The client fails fast while disconnected (lib/redis.ts): rendering is cheaper than waiting.
  const redis = options.redis ?? undefined;

  const fromRedis = async (key: string): Promise<RenderedPage | undefined> => {
    if (!redis) return undefined;
    try {
      const stored = await redis.get(prefix + key);
      if (stored === null) return undefined;
      const parsed = renderedPageSchema.safeParse(JSON.parse(stored));
      return parsed.success ? parsed.data : undefined;
    } catch (error) {
      onRedisError(error);
      return undefined;
    }
  };

  return {
    async get(key, now) {
      const local = memory.get(key);
      if (local && isCurrent(local, now)) return local;
      if (local) memory.delete(key);
      const shared = await fromRedis(key);
      if (!shared || !isCurrent(shared, now)) return undefined;
      memory.set(key, shared);
      return shared;
    },
    async set(key, page, now) {
      memory.set(key, page);
      if (!redis) return;
      const ttl = Math.min(
        MAX_REDIS_TTL_MS,
        page.expiresAt === null ? MAX_REDIS_TTL_MS : page.expiresAt - now.getTime(),
      );
      if (ttl <= 0) return;
      try {
        await redis.set(prefix + key, JSON.stringify(page), 'PX', Math.ceil(ttl));
      } catch (error) {
        onRedisError(error);
      }
    },
  };
}
