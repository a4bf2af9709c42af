import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, sectionsFromEnv, type TestApp } from '../../test/helper.ts';
import { MAX_FEED_EPISODES } from './feed/parse-feed.ts';
import { type FakeUpstream, startFakeUpstream } from './testing/fake-upstream.ts';

// Documents built to stall a parser: a feed of a million nested tags, a page of 320,000 unclosed
// <div>s, JSON-LD nested a hundred thousand deep, and a feed of 20,000 episodes.
const deepFeed = `<?xml version="1.0"?><rss><channel><title>Deep</title>${'<level>'.repeat(1_000_000)}</channel></rss>`;
const unclosedDivs = `<!doctype html><html><head><title>Divs</title></head><body>${'<div>'.repeat(320_000)}</body></html>`;
const deepJsonLd = `<!doctype html><html><head><title>Nested data</title>
<script type="application/ld+json">${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}</script>
</head><body><p>Hello</p></body></html>`;
const EPISODES = 20_000;
const bigFeed = `<?xml version="1.0"?><rss><channel><title>Daily Forever</title>${Array.from(
  { length: EPISODES },
  (_, index) =>
    `<item><title>Episode ${index + 1}</title><guid>e${index + 1}</guid><pubDate>${new Date(
      Date.UTC(2000, 0, 1) + index * 86_400_000,
    ).toUTCString()}</pubDate><description>${'Show notes. '.repeat(40)}</description><enclosure url="https://cdn.example/${index + 1}.mp3" type="audio/mpeg"/></item>`,
).join('')}</channel></rss>`;

let upstream: FakeUpstream;
let t: TestApp;

beforeAll(async () => {
  upstream = await startFakeUpstream({
    '/deep.xml': { type: 'application/rss+xml', body: deepFeed },
    '/divs': { type: 'text/html', body: unclosedDivs },
    '/json-ld': { type: 'text/html', body: deepJsonLd },
    '/big.xml': { type: 'application/rss+xml', body: bigFeed },
  });
  t = await buildTestApp(
    sectionsFromEnv({ OUTBOUND_ALLOW_PRIVATE: 'true', OUTBOUND_ALLOWED_PORTS: '*' }),
  );
});

afterAll(async () => {
  await t?.app.close();
  await upstream?.close();
});

const parse = (route: string, path: string) =>
  t.app.inject({
    method: 'GET',
    url: `/parser/v1/${route}?uri=${encodeURIComponent(`${upstream.origin}${path}`)}`,
  });

/** Times /api/health while `work` is in flight: other users must not wait for a parse. */
const healthDuring = async <T>(work: Promise<T>) => {
  const started = performance.now();
  const health = await t.app.inject({ method: 'GET', url: '/api/health' });
  const healthMs = performance.now() - started;
  return { health, healthMs, answer: await work };
};

describe('documents built to stall the parser', () => {
  it('refuses a feed of a million nested tags with a 422 while other routes keep answering', async () => {
    const started = performance.now();
    const { health, healthMs, answer } = await healthDuring(parse('feed_parser', '/deep.xml'));
    expect(health.statusCode).toBe(200);
    expect(healthMs).toBeLessThan(1_000);
    expect(answer.statusCode).toBe(422);
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(answer.json().errors[0]).toMatch(
      /cannot be read: its elements are nested more than 256 deep/,
    );
  });

  it('refuses a link page of 320,000 unclosed divs with a 422 while other routes keep answering', async () => {
    const started = performance.now();
    const { health, healthMs, answer } = await healthDuring(parse('url_parser', '/divs'));
    expect(health.statusCode).toBe(200);
    expect(healthMs).toBeLessThan(1_000);
    expect(answer.statusCode).toBe(422);
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it('reads a page whose JSON-LD is nested absurdly deep, without that block', async () => {
    const response = await parse('url_parser', '/json-ld');
    expect(response.statusCode).toBe(200);
    expect(response.json().title).toBe('Nested data');
  });

  it('answers a 20,000-episode feed with the newest 300 and the total count', async () => {
    const response = await parse('feed_parser', '/big.xml');
    expect(response.statusCode).toBe(200);
    const feed = response.json();
    expect(feed.episode_count).toBe(EPISODES);
    expect(feed.episodes).toHaveLength(MAX_FEED_EPISODES);
    expect(feed.episodes[0].title).toBe(`Episode ${EPISODES}`);
    // The feed is ~12 MB; what the page can use stays a few hundred KB.
    expect(bigFeed.length).toBeGreaterThan(10_000_000);
    expect(response.body.length).toBeLessThan(1_500_000);
  });
});
