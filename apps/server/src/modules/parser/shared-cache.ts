import type { Redis } from 'ioredis';
import type { CacheFactory, CacheWeight, TtlCache } from './cache.ts';

/**
 * Answers up to this size (as JSON) are shared through Redis for their whole time to live: a
 * search, a link card, a feed of a few dozen episodes.
 */
export const SHARED_ANSWER_BYTES = 64 * 1024;
/** Bigger answers up to this size are shared for at most SHORT_SHARED_TTL_MS. */
export const LARGE_SHARED_ANSWER_BYTES = 1024 * 1024;
export const SHORT_SHARED_TTL_MS = 10 * 60_000;

/**
 * Parser answers kept in Redis, so every server process shares one cache (one fetch of a feed,
 * one call to Apple for a term). Answers are JSON by the TtlCache contract. The Redis that holds
 * them also holds the rate limits, so its memory is kept small: a large answer is shared only
 * briefly, and a very large one (a feed of thousands of episodes) stays in this process, whose
 * cache has a weight bound. While Redis fails, each namespace reads and writes its in-process twin
 * from `fallback` instead.
 */
export const redisCacheFactory =
  (redis: Redis, fallback: CacheFactory, prefix = 'podpie:parser:'): CacheFactory =>
  <V>(namespace: string, weight?: CacheWeight<V>): TtlCache<V> => {
    const local = fallback<V>(namespace, weight);
    const keyOf = (key: string) => `${prefix}${namespace}:${key}`;
    return {
      async get(key) {
        let stored: string | null;
        try {
          stored = await redis.get(keyOf(key));
        } catch {
          return local.get(key);
        }
        // Written by set() below from a V; a miss may be an answer too large to share.
        return stored === null ? local.get(key) : (JSON.parse(stored) as V);
      },
      async set(key, value, ttlMs) {
        if (ttlMs <= 0) return;
        const json = JSON.stringify(value);
        const bytes = Buffer.byteLength(json);
        try {
          if (bytes > LARGE_SHARED_ANSWER_BYTES) {
            // An older, smaller copy must not outlive this one in Redis.
            await redis.del(keyOf(key));
            await local.set(key, value, ttlMs);
            return;
          }
          const sharedMs =
            bytes > SHARED_ANSWER_BYTES ? Math.min(ttlMs, SHORT_SHARED_TTL_MS) : ttlMs;
          await redis.set(keyOf(key), json, 'PX', Math.ceil(sharedMs));
        } catch {
          await local.set(key, value, ttlMs);
        }
      },
    };
  };
