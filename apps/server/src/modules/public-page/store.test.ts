// The published pages one process holds: versions trusted for a while and forgotten when a change
// is announced, answers up to a byte budget, drawn once however many ask, and shared through Redis.
import { randomBytes } from 'node:crypto';
import type { ListenVisitor } from '@podpie/core';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { closeRedis, connectRedis, createRedis } from '../../lib/redis.ts';
import { pageCacheKey, type RenderedPage } from './render.ts';
import type { PageVersion } from './repository.ts';
import { createPageStore, type Draw, sharedDraw } from './store.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/5';

const page = (html: string, expiresAt: number | null = null): RenderedPage => ({
  html,
  etag: `W/"${html}"`,
  csp: "default-src 'none'",
  byDevice: false,
  inApp: false,
  expiresAt,
});
/** A page whose gzipped bytes are about `size` (random text does not compress). */
const sized = (size: number) => page(randomBytes(size).toString('base64').slice(0, size));

const versionOf = (projectId: number, slug: string): PageVersion => ({
  projectId,
  slug,
  updatedAt: new Date(projectId),
  piesUpdatedAt: new Date(projectId),
  feedVersion: '0',
  language: 'en',
  domain: null,
  domainPrimary: false,
});
const ANYONE: ListenVisitor = { device: 'other', inAppBrowser: false };
const keyOf = (projectId: number, slug = '') => pageCacheKey(versionOf(projectId, slug), 'en');
const reads = (projectId: number) => async (slug: string) => versionOf(projectId, slug);

/** Reads `slug` as a page of `projectId`, trusted `trustMs` from `at`, and draws its answer. */
async function viewed(
  store: ReturnType<typeof createPageStore>,
  slug: string,
  projectId: number,
  drawn: RenderedPage = page(slug),
  { at = 0, trustMs = 1_000 } = {},
) {
  const { key } = await store.version(slug, at, reads(projectId), () => trustMs);
  await store.draw(key, async () => drawn);
  return key;
}

describe('answers held by one process', () => {
  it('stay within the byte budget, the ones used longest ago leaving first', async () => {
    const probe = createPageStore();
    const first = await probe.draw('first', async () => sized(10_000));
    // Room for two and a half pages.
    const store = createPageStore({ maxBytes: Math.round((first?.bytes() ?? 0) * 2.5) });
    await store.draw('first', async () => sized(10_000));
    await store.draw('second', async () => sized(10_000));
    expect(store.held('first', 0)).toBeDefined();
    await store.draw('third', async () => sized(10_000));
    expect(store.held('second', 0)).toBeUndefined();
    expect(store.held('first', 0)).toBeDefined();
    expect(store.held('third', 0)).toBeDefined();
  });

  it('are drawn once for all the views that ask at the same time', async () => {
    const store = createPageStore();
    let draws = 0;
    const draw: Draw = async () => {
      draws += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return page('drawn once');
    };
    const answers = await Promise.all([1, 2, 3].map(() => store.draw('page', draw)));
    expect(draws).toBe(1);
    expect(new Set(answers).size).toBe(1);
    expect(await store.draw('none', async () => null)).toBeUndefined();
  });

  it('are kept past their trust for the same version only, and never past their boundary', async () => {
    const store = createPageStore();
    const key = await viewed(store, 'Show', 7, page('seven', 10_000));
    expect(store.current('show', 500, ANYONE)).toBeDefined();
    // Past its trust the fast path asks again; the route finds the answer of the version it reads.
    expect(store.current('show', 5_000, ANYONE)).toBeUndefined();
    expect(store.held(key, 5_000)).toBeDefined();
    expect(store.held(keyOf(8), 5_000)).toBeUndefined();
    expect(store.held(key, 10_000)).toBeUndefined();
    expect(store.current('SHOW', 500, ANYONE)).toBeDefined();
    store.forget({ projectId: 7, slug: null });
    expect(store.current('show', 500, ANYONE)).toBeUndefined();
  });

  it("are sent to a phone or an app's browser only as the copy drawn for it", async () => {
    const store = createPageStore();
    const key = await viewed(store, 'listen', 9, { ...page('for anyone'), byDevice: true });
    const iphone: ListenVisitor = { device: 'apple', inAppBrowser: false };
    const instagram: ListenVisitor = { device: 'android', inAppBrowser: true };
    expect(store.current('listen', 0, ANYONE)?.plain().toString()).toBe('for anyone');
    expect(store.current('listen', 0, iphone)).toBeUndefined();
    await store.draw(`${key}:apple`, async () => ({ ...page('for iPhones'), byDevice: true }));
    expect(store.current('listen', 0, iphone)?.plain().toString()).toBe('for iPhones');
    expect(store.current('listen', 0, instagram)).toBeUndefined();
    await store.draw(`${key}:android:in-app`, async () => ({ ...page('way out'), inApp: true }));
    expect(store.current('listen', 0, instagram)?.plain().toString()).toBe('way out');
    // A page without a Listen section is the same for phones; app browsers get their own.
    await viewed(store, 'plain', 10);
    expect(store.current('plain', 0, iphone)?.plain().toString()).toBe('plain');
    expect(store.current('plain', 0, instagram)).toBeUndefined();
  });

  it("are forgotten for a publish under each of the project's slugs, and only those", async () => {
    const store = createPageStore();
    // The old address still answers for a while after a rename; both are the project's.
    await viewed(store, 'oldname', 1);
    await viewed(store, 'newname', 1);
    await viewed(store, 'neighbour', 2);
    // A slug that passed to another project is no longer the first one's to forget.
    await viewed(store, 'moved', 1, page('moved'), { trustMs: 0 });
    await viewed(store, 'moved', 3);
    store.forget({ projectId: 1, slug: null });
    expect(store.current('oldname', 0, ANYONE)).toBeUndefined();
    expect(store.current('newname', 0, ANYONE)).toBeUndefined();
    expect(store.current('neighbour', 0, ANYONE)).toBeDefined();
    expect(store.current('moved', 0, ANYONE)).toBeDefined();
    store.forget({ projectId: 3, slug: null });
    expect(store.current('moved', 0, ANYONE)).toBeUndefined();
  });

  it('forget an unknown slug once a project takes it', async () => {
    const store = createPageStore();
    const unknown = await store.version(
      'fresh',
      0,
      async () => null,
      () => 1_000,
    );
    expect(unknown.version).toBeNull();
    store.forget({ projectId: 4, slug: 'Fresh' });
    const taken = await store.version('fresh', 0, reads(4), () => 1_000);
    expect(taken.version?.projectId).toBe(4);
  });

  it('are all unsent when changes may have been missed', async () => {
    const store = createPageStore();
    await viewed(store, 'one', 1);
    await viewed(store, 'two', 2);
    store.forgetAll();
    expect(store.current('one', 0, ANYONE)).toBeUndefined();
    expect(store.current('two', 0, ANYONE)).toBeUndefined();
  });

  it('keep no version read while a change was announced', async () => {
    const store = createPageStore();
    const read = async (slug: string) => {
      store.forget({ projectId: 5, slug });
      return versionOf(5, slug);
    };
    await store.version('racing', 0, read, () => 1_000);
    let readAgain = false;
    await store.version(
      'racing',
      1,
      async (slug) => {
        readAgain = true;
        return versionOf(5, slug);
      },
      () => 1_000,
    );
    expect(readAgain).toBe(true);
  });
});

const clients: Redis[] = [];
/** A shared draw as one server process has it: its own Redis client. */
const serverProcess = (redisUrl: string, prefix: string, onError?: (error: unknown) => void) => {
  const redis = createRedis({ redisUrl });
  if (!redis) throw new Error('no Redis');
  clients.push(redis);
  void connectRedis(redis);
  return sharedDraw(redis, onError, prefix);
};
afterAll(async () => {
  await Promise.all(clients.map(closeRedis));
});

const NOW = new Date('2030-06-15T12:00:00Z').getTime();
const never: Draw = async () => {
  throw new Error('drawn again');
};

/** Redis connects in the background; a process that cannot reach it yet draws its own. */
async function whenShared(
  writer: ReturnType<typeof serverProcess>,
  reader: ReturnType<typeof serverProcess>,
) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    await writer('ping', NOW, async () => page('pong'))();
    if ((await reader('ping', NOW, async () => null)()) !== null) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Redis at ${REDIS_URL} did not answer`);
}

describe('pages shared through Redis', () => {
  const prefix = `podpie-test:${randomBytes(4).toString('hex')}:`;
  afterAll(async () => {
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('serve a page drawn by one process to another', async () => {
    const [first, second] = [serverProcess(REDIS_URL, prefix), serverProcess(REDIS_URL, prefix)];
    await whenShared(first, second);
    await first('page:1', NOW, async () => page('rendered once'))();
    expect((await second('page:1', NOW, never)())?.html).toBe('rendered once');
    // Past its boundary a shared copy is drawn again.
    await first('page:5', NOW, async () => page('ends', NOW + 1_000))();
    expect((await second('page:5', NOW + 1_000, async () => page('after'))())?.html).toBe('after');
  });

  it('leave Redis at their boundary', async () => {
    const [first, second] = [serverProcess(REDIS_URL, prefix), serverProcess(REDIS_URL, prefix)];
    await whenShared(first, second);
    await first('page:2', Date.now(), async () => page('brief', Date.now() + 150))();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const redis = new Redis(REDIS_URL);
    try {
      expect(await redis.exists(`${prefix}page:2`)).toBe(0);
    } finally {
      await redis.quit();
    }
  });

  it('are drawn on when Redis cannot be reached', async () => {
    const errors: unknown[] = [];
    const lonely = serverProcess('redis://127.0.0.1:1', prefix, (error) => errors.push(error));
    expect((await lonely('page:3', NOW, async () => page('local only'))())?.html).toBe(
      'local only',
    );
    expect(errors.length).toBeGreaterThan(0);
  });
});
