// Several server processes behind a load balancer, as two apps in one test process: one database,
// one Redis. What one process counts, caches or publishes, the other sees at once; and an app whose
// Redis is gone keeps answering.
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeRedis, createRedis } from './lib/redis.ts';
import { ITUNES_CALLS_KEY } from './modules/parser/services.ts';
import { type FakeUpstream, startFakeUpstream } from './modules/parser/testing/fake-upstream.ts';
import { pageChangesReady } from './modules/public-page/page-changes-test-support.ts';
import {
  buildPageApp,
  documentOf,
  publishPage,
  syncPies,
  textOf,
} from './modules/public-page/test-world.ts';
import { freshDatabase } from './test/database.ts';
import {
  buildTestApp,
  createUser,
  sectionsFromEnv,
  TEST_PASSWORD,
  type TestApp,
} from './test/helper.ts';
import { startTcpProxy, type TcpProxy } from './test/tcp-proxy.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/5';
/** Nothing listens here: a Redis that is down. */
const DEAD_REDIS_URL = 'redis://127.0.0.1:6390';

let apple: FakeUpstream;
let redis: Redis;
let first: TestApp;
let second: TestApp;

const appleAnswer = (term: string) => ({
  status: 200,
  type: 'text/javascript; charset=utf-8',
  body: JSON.stringify({
    resultCount: 1,
    results: [{ trackId: 42, trackName: `Show about ${term}` }],
  }),
});

const parserEnv = () => ({
  OUTBOUND_ALLOW_PRIVATE: 'true',
  OUTBOUND_ALLOWED_PORTS: '*',
  PARSER_RATE_LIMIT_PER_MINUTE: '1000',
  ITUNES_CALLS_PER_MINUTE: '2',
  ITUNES_API_URL: apple.origin,
});

beforeAll(async () => {
  apple = await startFakeUpstream({
    '/search': (_request, url) => appleAnswer(url.searchParams.get('term') ?? ''),
  });
  redis = new Redis(REDIS_URL);
  await redis.flushdb();
  const shared = await freshDatabase();
  // Two apps on one database and one Redis, as two processes behind a load balancer would be.
  const overrides = { ...sectionsFromEnv(parserEnv()), redisUrl: REDIS_URL };
  first = await buildPageApp(
    overrides,
    { ...shared, close: async () => {} },
    { soleProcess: false },
  );
  second = await buildPageApp(overrides, shared, { soleProcess: false });
});
afterAll(async () => {
  await first?.app.close();
  await second?.app.close();
  await redis?.flushdb();
  await redis?.quit();
  await apple?.close();
});

const signIn = (t: TestApp, email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/sign_in', payload: { email, password } });

const timed = async <T>(run: () => Promise<T>): Promise<{ value: T; ms: number }> => {
  const started = performance.now();
  const value = await run();
  return { value, ms: performance.now() - started };
};

describe('two server processes sharing Redis', () => {
  it('count wrong passwords together, whichever process they reach', async () => {
    const { uid: email } = await createUser(first.app);
    // Three mistakes are free; the fourth waits half a second, the fifth a second.
    for (let guess = 0; guess < 4; guess += 1) {
      expect((await signIn(first, email, `wrong ${guess}`)).statusCode).toBe(401);
    }
    // On its own, the second process has seen no failure and would answer at once.
    const fifth = await timed(() => signIn(second, email, 'wrong again'));
    expect(fifth.value.statusCode).toBe(401);
    expect(fifth.ms).toBeGreaterThanOrEqual(950);
    // The route's request limit (60 a minute) is counted across both processes too.
    expect(fifth.value.headers['x-ratelimit-remaining']).toBe('55');
    expect(await redis.get(`podpie:signin:pair:${email.toLowerCase()}|127.0.0.1`)).toBe('5');
  });

  it("hold Apple's calls to one budget", async () => {
    const search = (t: TestApp, term: string) =>
      t.app.inject({ method: 'POST', url: '/parser/v1/itunes_podcast', payload: { term } });
    expect((await search(first, 'tides')).statusCode).toBe(200);
    expect((await search(second, 'harbours')).statusCode).toBe(200);
    expect(apple.requests).toHaveLength(2);

    // Two calls a minute between them: the first process's second search waits its turn, though
    // the first process alone has called Apple once.
    let answered = false;
    const third = search(first, 'lighthouses').then((response) => {
      answered = true;
      return response;
    });
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(answered).toBe(false);
    expect(apple.requests).toHaveLength(2);

    // The minute passes (its calls leave the shared window) and the search goes through.
    await redis.del(ITUNES_CALLS_KEY);
    expect((await third).json().results[0].trackName).toBe('Show about lighthouses');
    expect(apple.requests).toHaveLength(3);
  });

  it('show a publish made through one process in the other at once', async () => {
    expect(await pageChangesReady(redis)).toBeGreaterThanOrEqual(2);
    const author = await createUser(first.app);
    const text = (title: string) => ({ main_type: 'TEXT-INPUT', title, description: 'words' });
    const { id, slug } = await publishPage(first.app, author, [text('Edition one')]);
    const read = async () =>
      textOf(documentOf((await second.app.inject({ url: `/${slug}` })).body).body);
    // The second process now trusts the version it read for a second, and holds the answer.
    expect(await read()).toContain('Edition one');
    expect(await read()).toContain('Edition one');

    await syncPies(first.app, author, id, [text('Edition two')]);
    // No clock moves: the publish itself told the second process.
    expect(await read()).toContain('Edition two');
  });
});

describe('a server process whose Redis is down', () => {
  let lonely: TestApp;
  beforeAll(async () => {
    lonely = await buildTestApp({
      ...sectionsFromEnv({ ...parserEnv(), ITUNES_CALLS_PER_MINUTE: '20' }),
      redisUrl: DEAD_REDIS_URL,
    });
  });
  afterAll(() => lonely?.app.close());

  it('still serves pages, signs in, limits and searches, on its own', async () => {
    const owner = await createUser(lonely.app);
    const { slug } = await publishPage(lonely.app, owner, [
      { main_type: 'TEXT-INPUT', title: 'Still here', description: 'words' },
    ]);
    const page = await lonely.app.inject({ url: `/${slug}` });
    expect(page.statusCode).toBe(200);
    expect(textOf(documentOf(page.body).body)).toContain('Still here');

    expect((await signIn(lonely, owner.uid, 'wrong')).statusCode).toBe(401);
    const right = await signIn(lonely, owner.uid, TEST_PASSWORD);
    expect(right.statusCode).toBe(200);
    expect(right.headers['x-ratelimit-remaining']).toBeDefined();

    const search = await lonely.app.inject({
      method: 'POST',
      url: '/parser/v1/itunes_podcast',
      payload: { term: 'fog' },
    });
    expect(search.statusCode).toBe(200);
    expect(search.json().results[0].trackName).toBe('Show about fog');
  });
});

describe('the Redis client', () => {
  let proxy: TcpProxy;
  let client: Redis;
  beforeAll(async () => {
    const target = new URL(REDIS_URL);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    const created = createRedis({ redisUrl: `redis://127.0.0.1:${proxy.port}${target.pathname}` });
    if (!created) throw new Error('no client');
    client = created;
    await client.connect();
  });
  afterAll(async () => {
    await closeRedis(client);
    await proxy.close();
  });

  it('fails fast while Redis is away and reconnects by itself when it is back', async () => {
    expect(await client.ping()).toBe('PONG');
    await proxy.stop();
    const failed = await timed(() =>
      client.ping().then(
        () => 'answered',
        () => 'failed',
      ),
    );
    expect(failed.value).toBe('failed');
    expect(failed.ms).toBeLessThan(500);

    await proxy.start();
    let answer = 'none';
    for (let attempt = 0; attempt < 60 && answer !== 'PONG'; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      answer = await client.ping().catch(() => 'none');
    }
    expect(answer).toBe('PONG');
  });
});
