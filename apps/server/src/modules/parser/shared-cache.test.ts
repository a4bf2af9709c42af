import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryCacheFactory } from './cache.ts';
import {
  LARGE_SHARED_ANSWER_BYTES,
  redisCacheFactory,
  SHORT_SHARED_TTL_MS,
} from './shared-cache.ts';

// The real Redis of the data tests (TEST_REDIS_URL); its own key prefix, removed afterwards.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/5';
const PREFIX = `podpie:test-shared-cache:${process.pid}:`;
const DAY_MS = 24 * 60 * 60_000;

let redis: Redis;

beforeAll(() => {
  redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
});
afterAll(async () => {
  const keys = await redis.keys(`${PREFIX}*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
});

const cacheOf = () =>
  redisCacheFactory(
    redis,
    memoryCacheFactory({ maxEntries: 10 }),
    PREFIX,
  )<{ text: string }>('feed');

describe('parser answers shared through Redis', () => {
  it('shares a small answer for its whole time to live', async () => {
    const cache = cacheOf();
    await cache.set('small', { text: 'a show' }, DAY_MS);
    expect(await redis.pttl(`${PREFIX}feed:small`)).toBeGreaterThan(DAY_MS - 60_000);
    expect(await cacheOf().get('small')).toEqual({ text: 'a show' });
  });

  it('shares a large answer only briefly', async () => {
    await cacheOf().set('large', { text: 'x'.repeat(200 * 1024) }, DAY_MS);
    const ttl = await redis.pttl(`${PREFIX}feed:large`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(SHORT_SHARED_TTL_MS);
  });

  it('keeps a very large answer out of Redis, in the process that fetched it', async () => {
    const cache = cacheOf();
    const huge = { text: 'x'.repeat(LARGE_SHARED_ANSWER_BYTES + 1) };
    await cache.set('huge', huge, DAY_MS);
    expect(await redis.exists(`${PREFIX}feed:huge`)).toBe(0);
    expect(await cache.get('huge')).toEqual(huge);
  });
});
