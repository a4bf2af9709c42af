import type { Redis } from 'ioredis';
import type { CacheFactory, CacheWeight, TtlCache } from './cache.ts';

/**
 * Parser answers kept in Redis, so every server process shares one cache (one fetch of a feed,
 * one call to Apple for a term). Answers are JSON by the TtlCache contract. While Redis fails,
 * each namespace reads and writes its in-process twin from `fallback` instead.
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
        // Written by set() below from a V.
        return stored === null ? undefined : (JSON.parse(stored) as V);
      },
      async set(key, value, ttlMs) {
        if (ttlMs <= 0) return;
        try {
          await redis.set(keyOf(key), JSON.stringify(value), 'PX', Math.ceil(ttlMs));
        } catch {
          await local.set(key, value, ttlMs);
        }
      },
    };
  };
