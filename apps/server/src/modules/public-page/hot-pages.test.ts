import { Agent, request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { keyedEpisodes } from '@podpie/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { freshDatabase } from '../../test/database.ts';
import { type AuthHeaders, createUser, TestClock, testConfig } from '../../test/helper.ts';
import { showFeedXml } from '../episodes/test-feed.ts';
import { saveFetchedFeed } from '../feeds/repository.ts';
import { parseFeed } from '../parser/feed/parse-feed.ts';
import {
  ANDROID,
  documentOf,
  IPHONE,
  listen,
  publishPage,
  syncPies,
  textOf,
} from './test-world.ts';
import { TRUST_MS } from './trust.ts';

// The fast path lives in the listening server, so these tests talk HTTP to 127.0.0.1 rather
// than app.inject. Fastify writes a log line for every request it handles; a page view that
// leaves none was answered by the fast path.

type Answer = { status: number; headers: Record<string, string>; body: Buffer };

let app: FastifyInstance;
let base: string;
let owner: AuthHeaders;
const clock = new TestClock({ clearOfMidnight: true });
const loggedUrls: string[] = [];

beforeAll(async () => {
  app = await buildApp(testConfig({ logLevel: 'info' }), {
    database: await freshDatabase(),
    now: clock.now,
    logStream: {
      write(line: string) {
        const url = (JSON.parse(line) as { req?: { url?: string } }).req?.url;
        if (url) loggedUrls.push(url);
      },
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  base = `http://127.0.0.1:${address.port}`;
  owner = await createUser(app);
});
afterAll(async () => {
  keptOpen.destroy();
  await app.close();
});

// A held page is sent from two places: the socket itself, for a connection whose requests have
// all been plain GETs of held pages (socket-front.ts), and Node's request event, once a connection
// asked for anything else. One connection kept open, whose first view always goes to Fastify,
// reaches the second; a new connection for each view reaches the first.
const keptOpen = new Agent({ keepAlive: true, maxSockets: 1 });
let newConnections = false;
const CONNECTIONS: [string, boolean][] = [
  ['on a connection kept open', false],
  ['on a new connection', true],
];

function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  const agent = newConnections ? new Agent({ keepAlive: true }) : keptOpen;
  return new Promise<Answer>((resolve, reject) => {
    const outgoing = request(`${base}${path}`, { method, headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: Object.fromEntries(
            Object.entries(response.headers).map(([name, value]) => [name, String(value)]),
          ),
          body: Buffer.concat(chunks),
        }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end();
  }).finally(() => {
    if (agent !== keptOpen) agent.destroy();
  });
}

/**
 * Fastify logs a response once it is sent, which on a loaded machine can come after the client
 * has read the whole answer: wait until no new line arrived for a few turns of the loop.
 */
async function logsSettled(): Promise<void> {
  let seen = -1;
  while (seen !== loggedUrls.length) {
    seen = loggedUrls.length;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Calls `visit` and tells whether Fastify handled it (and so logged it). */
async function throughFastify<T>(path: string, visit: () => Promise<T>) {
  // A line still owed for an earlier visit of the same path must not count for this one.
  await logsSettled();
  const before = loggedUrls.filter((url) => url === path).length;
  const answer = await visit();
  await logsSettled();
  return { answer, handledByFastify: loggedUrls.filter((url) => url === path).length > before };
}

const withoutDate = (headers: Record<string, string>) => {
  const { date: _date, ...rest } = headers;
  return rest;
};

const EN = { 'accept-language': 'en' };

describe.each(CONNECTIONS)('a page viewed again, %s', (_how, fresh) => {
  beforeAll(() => {
    newConnections = fresh;
  });

  it('is sent from the fast path with the same bytes and headers as the first view', async () => {
    const { slug } = await publishPage(app, owner, [
      { main_type: 'TEXT-INPUT', title: 'Hot pie', description: 'Fresh from the oven' },
    ]);
    const first = await throughFastify(`/${slug}`, () => get(`/${slug}`, EN));
    expect(first.handledByFastify).toBe(true);
    expect(first.answer.status).toBe(200);

    const again = await throughFastify(`/${slug}`, () => get(`/${slug}`, EN));
    expect(again.handledByFastify).toBe(false);
    expect(again.answer.status).toBe(200);
    expect(withoutDate(again.answer.headers)).toEqual(withoutDate(first.answer.headers));
    expect(again.answer.body.equals(first.answer.body)).toBe(true);
    expect(textOf(documentOf(again.answer.body.toString()).querySelector('body'))).toContain(
      'Fresh from the oven',
    );

    // A shared link with tracking parameters is the same page.
    const tracked = await throughFastify(`/${slug}?utm_source=qr`, () =>
      get(`/${slug}?utm_source=qr`, EN),
    );
    expect(tracked.handledByFastify).toBe(false);
    expect(tracked.answer.body.equals(first.answer.body)).toBe(true);
  });

  it('is sent from the fast path to phones and app browsers as the copy drawn for each', async () => {
    const { slug } = await publishPage(app, owner, [
      listen('SPOTIFY', 'https://open.spotify.com/show/abc'),
      listen('APPLE-PODCAST', 'https://podcasts.apple.com/us/podcast/pie/id1200361736'),
    ]);
    const instagram = `${ANDROID} Instagram 334.0.0.42.95 Android`;
    for (const agent of [IPHONE, ANDROID, instagram, 'curl/8.5.0']) {
      const asked = { ...EN, 'user-agent': agent };
      const first = await throughFastify(`/${slug}`, () => get(`/${slug}`, asked));
      const again = await throughFastify(`/${slug}`, () => get(`/${slug}`, asked));
      expect(again.handledByFastify).toBe(false);
      expect(withoutDate(again.answer.headers)).toEqual(withoutDate(first.answer.headers));
      expect(again.answer.body.equals(first.answer.body)).toBe(true);
    }
    const firstApp = async (agent: string) => {
      const { body } = await get(`/${slug}`, { ...EN, 'user-agent': agent });
      return documentOf(body.toString()).querySelector('.pp-strip a')?.getAttribute('aria-label');
    };
    expect(await firstApp(IPHONE)).toBe('Apple Podcasts');
    expect(await firstApp(ANDROID)).toBe('Spotify');
    const inApp = await get(`/${slug}`, { ...EN, 'user-agent': instagram });
    expect(documentOf(inApp.body.toString()).querySelector('.pp-inapp')).not.toBeNull();
    expect(inApp.headers['cache-control']).toContain('private');
  });

  it('is gzipped for a browser that takes gzip, and revalidates with 304', async () => {
    const { slug } = await publishPage(app, owner, [
      { main_type: 'TEXT-INPUT', title: 'Zipped', description: 'Small on the wire' },
    ]);
    const plain = await get(`/${slug}`, EN);
    const zipped = await throughFastify(`/${slug}`, () =>
      get(`/${slug}`, { ...EN, 'accept-encoding': 'gzip, deflate, br' }),
    );
    expect(zipped.handledByFastify).toBe(false);
    expect(zipped.answer.headers['content-encoding']).toBe('gzip');
    expect(Number(zipped.answer.headers['content-length'])).toBe(zipped.answer.body.length);
    expect(gunzipSync(zipped.answer.body).equals(plain.body)).toBe(true);

    const refused = await get(`/${slug}`, { ...EN, 'accept-encoding': 'gzip;q=0, identity' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body.equals(plain.body)).toBe(true);

    const revalidated = await throughFastify(`/${slug}`, () =>
      get(`/${slug}`, { ...EN, 'if-none-match': String(plain.headers.etag) }),
    );
    expect(revalidated.handledByFastify).toBe(false);
    expect(revalidated.answer.status).toBe(304);
    expect(revalidated.answer.body).toHaveLength(0);
    expect(revalidated.answer.headers.etag).toBe(plain.headers.etag);
    expect(revalidated.answer.headers['cache-control']).toBe(plain.headers['cache-control']);
  });

  it('keeps a page as long as its version is trusted: ten minutes in the only process', async () => {
    // The embedded database has one process, which makes and announces every change; on
    // PostgreSQL without Redis another process may publish unheard, so trust lasts a second.
    const trust = app.pageChanges.soleProcess ? TRUST_MS.soleProcess : TRUST_MS.unheard;
    const { slug } = await publishPage(app, owner, [
      { main_type: 'TEXT-INPUT', title: 'Long tail', description: 'Visited now and then' },
    ]);
    await clock.stopped(async () => {
      await get(`/${slug}`, EN);
      clock.advance(trust - 1);
      const later = await throughFastify(`/${slug}`, () => get(`/${slug}`, EN));
      expect(later.handledByFastify).toBe(false);
      expect(later.answer.status).toBe(200);
      clock.advance(1);
      const checked = await throughFastify(`/${slug}`, () => get(`/${slug}`, EN));
      expect(checked.handledByFastify).toBe(true);
    });
  });

  it('reads the request headers in any case, and the slug as it was typed', async () => {
    const { slug } = await publishPage(app, owner, [
      { main_type: 'TEXT-INPUT', title: 'Shouted', description: 'Typed in capitals' },
    ]);
    const plain = await get(`/${slug}`, EN);
    const shouted = `/${slug.toUpperCase()}`;
    const zipped = await throughFastify(shouted, () =>
      get(shouted, { 'Accept-Encoding': 'gzip', 'If-None-Match': 'W/"someone-else"' }),
    );
    expect(zipped.handledByFastify).toBe(false);
    expect(zipped.answer.status).toBe(200);
    expect(gunzipSync(zipped.answer.body).equals(plain.body)).toBe(true);

    const revalidated = await throughFastify(shouted, () =>
      get(shouted, { 'IF-NONE-MATCH': `W/"other", ${String(plain.headers.etag)}` }),
    );
    expect(revalidated.handledByFastify).toBe(false);
    expect(revalidated.answer.status).toBe(304);
  });

  it("sends the page's own language to every browser, without a header too", async () => {
    const { slug } = await publishPage(
      app,
      owner,
      [{ main_type: 'TEXT-INPUT', title: 'Both', description: 'One language' }],
      { language: 'tw' },
    );
    await get(`/${slug}`, EN);
    for (const headers of [EN, { 'accept-language': 'fr' }, {}]) {
      const again = await throughFastify(`/${slug}`, () => get(`/${slug}`, headers));
      expect(again.handledByFastify).toBe(false);
      expect(documentOf(again.answer.body.toString()).documentElement.lang).toBe('zh-TW');
    }
  });

  it('shows a new publish once the version is no longer trusted', async () => {
    const { id, slug } = await publishPage(app, owner, [
      { main_type: 'TEXT-INPUT', title: 'Before', description: 'Old words' },
    ]);
    await get(`/${slug}`, EN);
    await syncPies(app, owner, id, [
      { main_type: 'TEXT-INPUT', title: 'After', description: 'New words' },
    ]);
    clock.advance(TRUST_MS.unheard);
    const fresh = await throughFastify(`/${slug}`, () => get(`/${slug}`, EN));
    expect(fresh.handledByFastify).toBe(true);
    expect(fresh.answer.body.toString()).toContain('New words');
    expect(fresh.answer.body.toString()).not.toContain('Old words');
  });

  it('is rendered again when a scheduled block reaches its end', async () => {
    const inMs = (ms: number) => new Date(clock.now().getTime() + ms).toISOString();
    const { slug } = await publishPage(app, owner, [
      { main_type: 'TEXT-INPUT', title: 'Always', description: 'Stays' },
      {
        main_type: 'TEXT-INPUT',
        title: 'Flash sale',
        description: 'Ends very soon',
        schedule_from_date: inMs(-60_000),
        schedule_to_date: inMs(TRUST_MS.unheard / 2),
      },
    ]);
    expect((await get(`/${slug}`, EN)).body.toString()).toContain('Ends very soon');
    clock.advance(TRUST_MS.unheard / 2);
    const after = await throughFastify(`/${slug}`, () => get(`/${slug}`, EN));
    expect(after.handledByFastify).toBe(true);
    expect(after.answer.body.toString()).toContain('Stays');
    expect(after.answer.body.toString()).not.toContain('Ends very soon');
  });
});

describe.each(CONNECTIONS)('an episode page viewed again, %s', (_how, fresh) => {
  beforeAll(() => {
    newConnections = fresh;
  });

  it('is sent from the fast path like its show page; a start time is left to its route', async () => {
    const feed = 'https://engine.example/hot-feed.xml';
    const { episodes } = parseFeed(showFeedXml('https://files.example'), { url: feed });
    await saveFetchedFeed(
      app.db,
      feed,
      { title: 'The Engine Room', episodes },
      { etag: null, lastModified: null },
      clock.now(),
    );
    const { slug } = await publishPage(app, owner, [
      { main_type: 'PODCAST-FEED', sub_type: 'THUMBNAIL', value: '5', link_value: feed },
    ]);
    const [newest] = keyedEpisodes(episodes);
    const path = `/${slug}/${newest?.key}`;
    const first = await throughFastify(path, () => get(path, EN));
    expect(first.handledByFastify).toBe(true);
    expect(first.answer.status).toBe(200);

    const again = await throughFastify(path, () => get(path, { ...EN, 'accept-encoding': 'gzip' }));
    expect(again.handledByFastify).toBe(false);
    expect(again.answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(again.answer.body).equals(first.answer.body)).toBe(true);
    expect(textOf(documentOf(first.answer.body.toString()).querySelector('h1'))).toBe(
      newest?.episode.title,
    );

    await get(`${path}?t=30`, EN);
    const startAt = await throughFastify(`${path}?t=30`, () => get(`${path}?t=30`, EN));
    expect(startAt.handledByFastify).toBe(true);
    expect(startAt.answer.body.equals(first.answer.body)).toBe(false);
  });
});

describe('what the fast path leaves to Fastify', () => {
  beforeAll(() => {
    newConnections = false;
  });

  it('answers HEAD, unknown slugs and app routes as before', async () => {
    const { slug } = await publishPage(app, owner, [
      { main_type: 'TEXT-INPUT', title: 'Head', description: 'x' },
    ]);
    await get(`/${slug}`, EN);
    const head = await throughFastify(`/${slug}`, () => get(`/${slug}`, EN, 'HEAD'));
    expect(head.handledByFastify).toBe(true);
    expect(head.answer.status).toBe(200);
    expect(head.answer.body).toHaveLength(0);

    const unknown = await get('/nosuchpage42', EN);
    expect(unknown.status).toBe(404);
    expect(unknown.headers['content-type']).toContain('text/html');

    const deeper = await throughFastify(`/${slug}/extra`, () => get(`/${slug}/extra`, EN));
    expect(deeper.handledByFastify).toBe(true);
    expect(deeper.answer.body.toString()).not.toContain('Head');
  });

  it('leaves a deleted page to answer 404 once its version is no longer trusted', async () => {
    const { id, slug } = await publishPage(app, owner, [
      { main_type: 'TEXT-INPUT', title: 'Soon gone', description: 'x' },
    ]);
    await get(`/${slug}`, EN);
    await app.inject({ method: 'DELETE', url: `/api/v1/projects/${id}`, headers: owner });
    clock.advance(TRUST_MS.unheard);
    expect((await get(`/${slug}`, EN)).status).toBe(404);
  });
});
