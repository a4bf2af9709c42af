import { feedDetailsAnswerSchema } from '@podpie/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchConnections } from '../../../lib/outbound-test-support.ts';
import { type FakeUpstream, startFakeUpstream } from '../testing/fake-upstream.ts';
import { readFixture } from '../testing/fixtures.ts';
import { buildTestParserApp } from '../testing/test-app.ts';

const rss = 'application/rss+xml';
let upstream: FakeUpstream;
let app: FastifyInstance;
let notModifiedAnswers = 0;

beforeAll(async () => {
  upstream = await startFakeUpstream({
    '/harbour.xml': { type: rss, body: readFixture('acast-style.xml') },
    '/people.xml': { type: 'text/xml', body: readFixture('people-no-declaration.xml') },
    // The host claims UTF-8; the feed's own declaration says GB2312 and is right.
    '/news.xml': { type: 'text/xml; charset=utf-8', body: readFixture('gb2312.xml') },
    '/moved.html': { type: 'text/html', body: readFixture('not-a-feed.html') },
    '/broken.xml': { type: rss, body: readFixture('missing-channel-open.xml') },
    '/site': {
      type: 'text/html',
      body: '<html><head><link rel="alternate" type="application/rss+xml" href="/harbour.xml"></head></html>',
    },
    '/gone.xml': { status: 404, type: 'text/plain', body: 'gone' },
    '/stale-site': {
      type: 'text/html',
      body: '<html><head><link rel="alternate" type="application/rss+xml" href="/gone.xml"></head><body>Old site</body></html>',
    },
    '/etag.xml': (request) => {
      if (request.headers['if-none-match'] !== '"v1"') {
        return {
          type: rss,
          headers: { etag: '"v1"' },
          body: readFixture('namespace-old-forms.xml'),
        };
      }
      notModifiedAnswers += 1;
      return { status: 304, body: '' };
    },
  });
  app = await buildTestParserApp();
});
afterAll(async () => {
  await app.close();
  await upstream.close();
});

const parse = (uri: string) =>
  app.inject({ method: 'GET', url: '/parser/v1/feed_parser', query: { uri } });

describe('GET /parser/v1/feed_parser', () => {
  it('answers the feed with its episodes newest first', async () => {
    const response = await parse(`${upstream.origin}/harbour.xml`);
    expect(response.statusCode).toBe(200);
    const feed = response.json();
    expect(feed.title).toBe('Harbour Lights');
    expect(feed.itunes).toEqual({ image: 'https://cdn.harbour.example/cover.jpg' });
    expect(feed.episodes.map((episode: { title: string }) => episode.title)).toEqual([
      'Bonus: Fog Horns',
      'The Night Crane',
      'Pilot',
    ]);
    expect(feed.episodes[2]).toMatchObject({ duration: 3249, guid: 'hl-001' });
    expect(feed.items).toEqual(feed.episodes);
    expect(feed).not.toHaveProperty('summary');
  });

  it('lists the people of the show and of each episode', async () => {
    const feed = (await parse(`${upstream.origin}/people.xml`)).json();
    expect(feed.people.map((person: { name: string }) => person.name)).toEqual(['Mara Lindqvist']);
    expect(feed.episodes[0].people[0]).toMatchObject({ name: 'Dr. Tim Hale', role: 'guest' });
  });

  it('answers the Podcasting 2.0 tags the quick start turns into tip badges', async () => {
    const feed = (await parse(`${upstream.origin}/people.xml`)).json();
    expect(feed.podcast.funding).toEqual([
      { url: 'https://workbench.example/support', title: 'Support the show' },
    ]);
  });

  it('keeps Chinese text intact when the host sends the wrong charset', async () => {
    const feed = (await parse(`${upstream.origin}/news.xml`)).json();
    expect(feed.title).toBe('新闻国内');
    expect(feed.episodes[0].title).toBe('我们的播客节目');
  });

  it('answers 422 for a page that is not a feed', async () => {
    const response = await parse(`${upstream.origin}/moved.html`);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: ['This address is not a podcast feed.'] });
  });

  it('answers 422 for a web page whose declared feed is gone', async () => {
    const response = await parse(`${upstream.origin}/stale-site`);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      errors: ['This address is not a podcast feed.'],
      code: 'not_a_feed',
    });
  });

  it('answers 422 with the reason for a feed whose structure is broken', async () => {
    const response = await parse(`${upstream.origin}/broken.xml`);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toBe(
      'This podcast feed is broken: its <channel> opening tag is missing. Podcast apps cannot read it either; please ask your podcast host to fix it.',
    );
  });

  it('follows the feed a web page declares', async () => {
    const response = await parse(`${upstream.origin}/site`);
    expect(response.statusCode).toBe(200);
    expect(response.json().title).toBe('Harbour Lights');
  });

  it('answers 502 for a feed that cannot be fetched', async () => {
    const missing = await parse(`${upstream.origin}/gone.xml`);
    expect(missing.statusCode).toBe(502);
    expect(missing.json()).toMatchObject({
      errors: [`Unable to fetch data from ${upstream.origin}/gone.xml (it answered 404).`],
    });
    const closed = await parse('http://127.0.0.1:1/feed.xml');
    expect(closed.statusCode).toBe(502);
    expect(closed.json().errors[0]).toMatch(/^Unable to fetch data from http:\/\/127\.0\.0\.1:1/);
  });

  it('answers 422 for an address that is not http or https', async () => {
    for (const uri of ['file:///etc/passwd', 'javascript:alert(1)', 'feeds.example/rss', '']) {
      const response = await parse(uri);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ errors: ['uri: must be an http or https address'] });
    }
    const missing = await app.inject({ method: 'GET', url: '/parser/v1/feed_parser' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors[0]).toMatch(/^uri: /);
  });

  it('fetches a feed once for a burst of editors asking for it', async () => {
    const uri = `${upstream.origin}/people.xml?burst`;
    const before = upstream.count('/people.xml');
    const answers = await Promise.all(Array.from({ length: 8 }, () => parse(uri)));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    await parse(uri);
    expect(upstream.count('/people.xml') - before).toBe(1);
  });
});

describe('GET /parser/v1/feed_parser once the cached answer is stale', () => {
  it('revalidates with the ETag and reuses the parse on 304', async () => {
    const stale = await buildTestParserApp({ PARSER_CACHE_TTL_SECONDS: '0' });
    const uri = `${upstream.origin}/etag.xml`;
    const first = await stale.inject({ url: '/parser/v1/feed_parser', query: { uri } });
    const second = await stale.inject({ url: '/parser/v1/feed_parser', query: { uri } });
    expect(second.json()).toEqual(first.json());
    expect(second.json().title).toBe('Namespace Sampler');
    const asked = upstream.requests.filter((url) => url.pathname === '/etag.xml');
    expect(asked).toHaveLength(2);
    expect(notModifiedAnswers).toBe(1);
    await stale.close();
  });
});

describe('GET /parser/v1/feed_parser with the production outbound policy', () => {
  it('refuses a private address without connecting to it', async () => {
    const guarded = await buildTestParserApp({
      OUTBOUND_ALLOW_PRIVATE: 'false',
      OUTBOUND_ALLOWED_PORTS: '80,443',
    });
    const watch = watchConnections();
    const response = await guarded.inject({
      url: '/parser/v1/feed_parser',
      query: { uri: 'http://10.0.0.1/feed.xml' },
    });
    watch.stop();
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toContain('points to a private network');
    expect(watch.nonLoopback()).toEqual([]);
    await guarded.close();
  });

  it('refuses localhost like 127.0.0.1, as a private address the user typed', async () => {
    const guarded = await buildTestParserApp({ OUTBOUND_ALLOW_PRIVATE: 'false' });
    const port = new URL(upstream.origin).port;
    for (const host of ['localhost', '127.0.0.1']) {
      const uri = `http://${host}:${port}/harbour.xml`;
      const response = await guarded.inject({ url: '/parser/v1/feed_parser', query: { uri } });
      expect(response.statusCode, host).toBe(422);
      expect(response.json()).toMatchObject({ code: 'address_refused' });
      expect(response.json().errors[0]).toContain('points to a private network');
    }
    await guarded.close();
  });
});

describe('POST /parser/v1/itunes_podcast_rss_feed_data', () => {
  it("answers the show's summary, description, artwork and subtitle", async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/parser/v1/itunes_podcast_rss_feed_data',
      payload: { rssFeed: `${upstream.origin}/harbour.xml` },
    });
    expect(response.statusCode).toBe(200);
    expect(feedDetailsAnswerSchema.parse(response.json())).toEqual(response.json());
    expect(response.json()).toEqual({
      summary: 'Stories from the docks at night, told by the people who work there.',
      description: 'Stories from the docks at night.\n\nNew episodes every Friday.',
      image: 'https://cdn.harbour.example/cover.jpg',
      subtitle: 'Night stories from the docks',
    });
  });

  it('answers 422 without a feed address', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/parser/v1/itunes_podcast_rss_feed_data',
      payload: {},
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatch(/^rssFeed: /);
  });
});
