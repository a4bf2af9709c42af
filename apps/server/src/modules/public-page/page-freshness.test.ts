import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema.ts';
import { type LocalServer, startLocalServer } from '../../lib/outbound-test-support.ts';
import { freshDatabase } from '../../test/database.ts';
import { type AuthHeaders, createUser, sectionsFromEnv, type TestApp } from '../../test/helper.ts';
import { announceFeedPages, feedRefreshKey } from '../feeds/refresh.ts';
import { saveFetchedFeed } from '../feeds/repository.ts';
import { buildPageApp, documentOf, publishPage, syncPies, textOf } from './test-world.ts';
import { TRUST_MS } from './trust.ts';

let t: TestApp;
let owner: AuthHeaders;

beforeAll(async () => {
  // Its pages' caching is shortened at midnight; the app that runs jobs keeps the real clock.
  t = await buildPageApp({}, undefined, { clearOfMidnight: true });
  owner = await createUser(t.app);
});
afterAll(() => t.app.close());

const visit = (path: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: path, headers: { 'accept-language': 'en', ...headers } });

const fromNow = (ms: number) => new Date(t.clock.now().getTime() + ms).toISOString();
const MINUTE = 60_000;

const text = (title: string) => ({ main_type: 'TEXT-INPUT', title, description: 'words' });

describe('validators and caching', () => {
  it('answers 304 to a browser that holds the current copy', async () => {
    const { slug } = await publishPage(t.app, owner, [text('Cached page')]);
    const first = await visit(`/${slug}`);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
    expect(first.headers.vary).toBe('Accept-Encoding');

    const again = await visit(`/${slug}`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
  });

  it('gives a new copy, with a new validator, when the owner changes the page language', async () => {
    const { id, slug } = await publishPage(t.app, owner, [text('Many tongues')]);
    const english = await visit(`/${slug}`);
    // Another browser language is the same page.
    const sameForChinese = await visit(`/${slug}`, {
      'accept-language': 'zh-CN',
      'if-none-match': String(english.headers.etag),
    });
    expect(sameForChinese.statusCode).toBe(304);
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/projects/${id}/update_settings`,
      headers: owner,
      payload: { language: 'cn' },
    });
    t.clock.advance(TRUST_MS.unheard);
    const chinese = await visit(`/${slug}`, { 'if-none-match': String(english.headers.etag) });
    expect(chinese.statusCode).toBe(200);
    expect(documentOf(chinese.body).documentElement.lang).toBe('zh-CN');
  });

  it('serves the new copy within a second of a publish', async () => {
    const { id, slug } = await publishPage(t.app, owner, [text('First edition')]);
    const before = await visit(`/${slug}`);
    await syncPies(t.app, owner, id, [text('Second edition')]);
    t.clock.advance(TRUST_MS.unheard);

    const after = await visit(`/${slug}`, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(textOf(documentOf(after.body).body)).toContain('Second edition');
  });

  it('keeps a copy no longer than until a countdown ends, then shows it stopped at zero', async () => {
    const { slug } = await publishPage(t.app, owner, [
      {
        main_type: 'COUNT-DOWN',
        title: 'Doors open',
        countdown_from_date: fromNow(-MINUTE),
        countdown_to_date: fromNow(30_000),
      },
    ]);
    const running = await visit(`/${slug}`);
    const maxAge = Number(/max-age=(\d+)/.exec(String(running.headers['cache-control']))?.[1]);
    expect(maxAge).toBeGreaterThan(25);
    expect(maxAge).toBeLessThanOrEqual(30);
    expect(running.headers['cache-control']).toContain('stale-while-revalidate=0');
    const boxes = (html: string) =>
      [...documentOf(html).querySelectorAll('[data-pp-part]')].map((box) => textOf(box));
    expect(boxes(running.body)).toEqual(['00', '00', '00', expect.stringMatching(/^(2\d|30)$/)]);

    t.clock.advance(31_000);
    const ended = await visit(`/${slug}`, { 'if-none-match': String(running.headers.etag) });
    expect(ended.statusCode).toBe(200);
    expect(boxes(ended.body)).toEqual(['00', '00', '00', '00']);
    expect(ended.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
  });

  it('shows a scheduled block once its window opens, with no publish in between', async () => {
    const { slug } = await publishPage(t.app, owner, [
      text('Always'),
      {
        ...text('Opening soon'),
        schedule_from_date: fromNow(10 * MINUTE),
        schedule_to_date: fromNow(60 * MINUTE),
      },
    ]);
    expect(textOf(documentOf((await visit(`/${slug}`)).body).body)).not.toContain('Opening soon');
    t.clock.advance(11 * MINUTE);
    expect(textOf(documentOf((await visit(`/${slug}`)).body).body)).toContain('Opening soon');
  });
});

const feedBlockFor = (url: string) => ({
  main_type: 'PODCAST-FEED',
  title: 'Latest',
  value: '3',
  link_value: url,
});

describe('episodes of feed blocks', () => {
  const feedUrl = 'https://feeds.example.com/freshness.xml';
  const feedBlock = feedBlockFor(feedUrl);
  const episode = (title: string) => ({
    guid: title,
    title,
    link: 'https://example.com/episode',
    description: null,
    enclosure_url: null,
    enclosure_type: null,
    duration: null,
    published_at: '2030-01-01T00:00:00Z',
    image: null,
    people: [],
  });

  it('draws a feed with no stored copy as empty and asks for a refresh, without waiting', async () => {
    const { slug } = await publishPage(t.app, owner, [feedBlock]);
    const page = await visit(`/${slug}`);
    expect(page.statusCode).toBe(200);
    expect(textOf(documentOf(page.body).body)).toContain('No episodes yet.');
    await expect
      .poll(async () => {
        const [job] = await t.app.db
          .select()
          .from(jobs)
          .where(eq(jobs.uniqueKey, feedRefreshKey(feedUrl)));
        return job?.kind;
      })
      .toBe('feed-refresh');
  });

  it('shows new episodes as soon as a refresh announces them', async () => {
    const { slug } = await publishPage(t.app, owner, [feedBlock]);
    const empty = await visit(`/${slug}`);
    await saveFetchedFeed(
      t.app.db,
      feedUrl,
      { title: 'Fresh', episodes: [episode('Hot out of the oven')] },
      { etag: '"v1"', lastModified: null },
      t.clock.now(),
    );
    await announceFeedPages(t.app.db, t.app.pageChanges, feedUrl);
    const filled = await visit(`/${slug}`, { 'if-none-match': String(empty.headers.etag) });
    expect(filled.statusCode).toBe(200);
    expect(textOf(documentOf(filled.body).body)).toContain('Hot out of the oven');
  });
});

describe('several server processes', () => {
  it('a publish through one process is served by another within a second', async () => {
    const shared = await freshDatabase();
    // Two apps on one database, as two processes behind a load balancer would be.
    const first = await buildPageApp(
      {},
      { ...shared, close: async () => {} },
      { soleProcess: false },
    );
    const second = await buildPageApp({}, shared, { soleProcess: false });
    try {
      const author = await createUser(first.app);
      const { id, slug } = await publishPage(first.app, author, [text('Edition one')]);
      const read = async () =>
        textOf(documentOf((await second.app.inject({ url: `/${slug}` })).body).body);
      expect(await read()).toContain('Edition one');
      await syncPies(first.app, author, id, [text('Edition two')]);
      second.clock.advance(TRUST_MS.unheard);
      expect(await read()).toContain('Edition two');
    } finally {
      await first.app.close();
      await second.app.close();
    }
  });
});

describe('a change made outside the project API', () => {
  let upstream: LocalServer;
  let jobs: TestApp;
  let release: () => void = () => {};
  const fetched = new Promise<void>((resolve) => {
    release = resolve;
  });
  beforeAll(async () => {
    // The feed answers only once the test has viewed the page as it was.
    upstream = await startLocalServer((_request, response) => {
      void fetched.then(() =>
        response
          .writeHead(200, { 'content-type': 'application/rss+xml' })
          .end(
            '<?xml version="1.0"?><rss version="2.0"><channel><title>Fresh</title>' +
              '<item><title>Straight from the refresh</title><guid>e1</guid>' +
              '<pubDate>Mon, 01 Jan 2030 08:00:00 GMT</pubDate></item></channel></rss>',
          ),
      );
    });
    jobs = await buildPageApp({
      ...sectionsFromEnv({ OUTBOUND_ALLOW_PRIVATE: 'true', OUTBOUND_ALLOWED_PORTS: '*' }),
      runJobs: true,
    });
  });
  afterAll(async () => {
    release();
    await jobs.app.close();
    await upstream.close();
  });

  it('a feed refresh storing new episodes is announced, and the next view shows them', async () => {
    const author = await createUser(jobs.app);
    const feed = feedBlockFor(`${upstream.origin}/show.xml`);
    // The publish schedules the feed's refresh and wakes the job runner, which waits on the feed.
    const { slug } = await publishPage(jobs.app, author, [feed]);
    const read = async () =>
      textOf(documentOf((await jobs.app.inject({ url: `/${slug}` })).body).body);
    expect(await read()).toContain('No episodes yet.');
    release();
    // No clock moves: this process trusts the version it read for ten minutes, so only the
    // refresh's own announcement can make the next view show the new episode.
    await expect
      .poll(read, { timeout: 10_000, interval: 100 })
      .toContain('Straight from the refresh');
  });
});
