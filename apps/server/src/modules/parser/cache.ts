/**
 * A cache of JSON-serialisable answers with a time to live. The in-memory version below is the
 * default; a shared store (Redis) can implement the same two calls so several server processes
 * share one cache.
 */
export interface TtlCache<V> {
  get(key: string): Promise<V | undefined>;
  set(key: string, value: V, ttlMs: number): Promise<void>;
}

/**
 * How much an in-process cache may hold besides its entry count: big answers (a feed of
 * thousands of episodes) weigh more than small ones. A shared store may ignore it.
 */
export interface CacheWeight<V> {
  weigh: (value: V) => number;
  maxWeight: number;
}

/** Makes one cache per namespace ('feed', 'link', 'itunes', ...). */
export type CacheFactory = <V>(namespace: string, weight?: CacheWeight<V>) => TtlCache<V>;

interface Entry<V> {
  value: V;
  expiresAt: number;
  weight: number;
}

/**
 * Least-recently-used eviction once `maxEntries` (or the total weight) is reached; expired
 * entries are dropped on read.
 */
export const createMemoryCache = <V>(options: {
  maxEntries: number;
  weight?: CacheWeight<V>;
  now?: () => number;
}): TtlCache<V> => {
  const now = options.now ?? Date.now;
  const weigh = options.weight?.weigh ?? (() => 1);
  const maxWeight = options.weight?.maxWeight ?? Number.POSITIVE_INFINITY;
  // A Map iterates in insertion order; re-inserting on read makes the first key the least recent.
  const entries = new Map<string, Entry<V>>();
  let total = 0;
  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    total -= entry.weight;
  };
  return {
    async get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      remove(key);
      if (entry.expiresAt <= now()) return undefined;
      entries.set(key, entry);
      total += entry.weight;
      return entry.value;
    },
    async set(key, value, ttlMs) {
      remove(key);
      const weight = weigh(value);
      if (ttlMs <= 0 || weight > maxWeight) return;
      entries.set(key, { value, expiresAt: now() + ttlMs, weight });
      total += weight;
      while (entries.size > options.maxEntries || total > maxWeight) {
        const oldest = entries.keys().next();
        if (oldest.done) break;
        remove(oldest.value);
      }
    },
  };
};

export const memoryCacheFactory =
  (options: { maxEntries: number; now?: () => number }): CacheFactory =>
  <V>(_namespace: string, weight?: CacheWeight<V>) =>
    createMemoryCache<V>({ ...options, ...(weight ? { weight } : {}) });

/**
 * Joins concurrent calls for the same key onto one promise, so a burst of identical requests
 * costs one upstream fetch even before the first answer reaches the cache.
 */
export const createSingleFlight = <V>() => {
  const inFlight = new Map<string, Promise<V>>();
  return (key: string, load: () => Promise<V>): Promise<V> => {
    const running = inFlight.get(key);
    if (running) return running;
    const started = load().finally(() => inFlight.delete(key));
    inFlight.set(key, started);
    return started;
  };
};

/** Cache first, then one shared load whose success is stored for `ttlMs`. */
export const createCachedLoader = <V>(cache: TtlCache<V>, ttlMs: number) => {
  const singleFlight = createSingleFlight<V>();
  return (key: string, load: () => Promise<V>): Promise<V> =>
    singleFlight(key, async () => {
      const hit = await cache.get(key);
      if (hit !== undefined) return hit;
      const value = await load();
      await cache.set(key, value, ttlMs);
      return value;
    });
};
