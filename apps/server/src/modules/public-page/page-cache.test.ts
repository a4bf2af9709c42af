import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { closeRedis, connectRedis, createRedis } from '../../lib/redis.ts';
import { createPageCache, type PageCache, type RenderedPage } from './page-cache.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/5';
const NOW = new Date('2030-06-15T12:00:00Z');

const page = (html: string, expiresAt: number | null = null): RenderedPage => ({
  html,
  etag: `W/"${html}"`,
  csp: "default-src 'none'",
  byDevice: false,
  expiresAt,
});

const clients: Redis[] = [];
/** A cache as one server process has it: its own Redis client, when given an address. */
const cache = (
  options: Parameters<typeof createPageCache>[0] & { redisUrl?: string } = {},
): PageCache => {
  const { redisUrl, ...rest } = options;
  const redis = createRedis({ redisUrl });
  if (redis) {
    clients.push(redis);
    void connectRedis(redis);
  }
  return createPageCache({ ...rest, redis });
};
afterAll(async () => {
  await Promise.all(clients.map(closeRedis));
});

/** Redis connects in the background; a cache that cannot reach it yet just misses. */
async function whenShared(writer: PageCache, reader: PageCache): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    await writer.set('ping', page('pong'), NOW);
    if (await reader.get('ping', NOW)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Redis at ${REDIS_URL} did not answer`);
}

describe('the page cache of one process', () => {
  it('keeps a page until its boundary passes', async () => {
    const pages = cache();
    const boundary = NOW.getTime() + 60_000;
    await pages.set('a', page('one', boundary), NOW);
    expect((await pages.get('a', NOW))?.html).toBe('one');
    expect(await pages.get('a', new Date(boundary))).toBeUndefined();
  });

  it('lets the least recently read page go first when full', async () => {
    const pages = cache({ maxEntries: 2 });
    await pages.set('a', page('a'), NOW);
    await pages.set('b', page('b'), NOW);
    await pages.get('a', NOW);
    await pages.set('c', page('c'), NOW);
    expect(await pages.get('b', NOW)).toBeUndefined();
    expect((await pages.get('a', NOW))?.html).toBe('a');
    expect((await pages.get('c', NOW))?.html).toBe('c');
  });
});

describe('the page cache shared through Redis', () => {
  const keyPrefix = `podpie-test:${randomBytes(4).toString('hex')}:`;

  afterAll(async () => {
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${keyPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('serves a page rendered by one process to another', async () => {
    const first = cache({ redisUrl: REDIS_URL, keyPrefix });
    const second = cache({ redisUrl: REDIS_URL, keyPrefix });
    await whenShared(first, second);
    await first.set('page:1', page('rendered once'), NOW);
    expect((await second.get('page:1', NOW))?.html).toBe('rendered once');
  });

  it('lets Redis drop a page at its boundary', async () => {
    const first = cache({ redisUrl: REDIS_URL, keyPrefix });
    const second = cache({ redisUrl: REDIS_URL, keyPrefix });
    await whenShared(first, second);
    await first.set('page:2', page('brief', Date.now() + 150), new Date());
    await new Promise((resolve) => setTimeout(resolve, 300));
    const redis = new Redis(REDIS_URL);
    try {
      expect(await redis.exists(`${keyPrefix}page:2`)).toBe(0);
    } finally {
      await redis.quit();
    }
  });

  it('renders on when Redis cannot be reached', async () => {
    const errors: unknown[] = [];
    const pages = cache({
      redisUrl: 'redis://127.0.0.1:1',
      keyPrefix,
      onRedisError: (error) => errors.push(error),
    });
    await pages.set('page:3', page('local only'), NOW);
    expect((await pages.get('page:3', NOW))?.html).toBe('local only');
    expect(await pages.get('page:4', NOW)).toBeUndefined();
    expect(errors.length).toBeGreaterThan(0);
  });
});
