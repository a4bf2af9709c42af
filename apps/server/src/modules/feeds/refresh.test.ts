import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedCache, jobs } from '../../db/schema.ts';
import { JobRunner } from '../../lib/jobs.ts';
import { createOutboundClient } from '../../lib/outbound.ts';
import { type LocalServer, startLocalServer } from '../../lib/outbound-test-support.ts';
import { type AuthHeaders, buildTestApp, createUser, type TestApp } from '../../test/helper.ts';
import { feedFetcher } from './plugin.ts';
import {
  FEED_REFRESH_INTERVAL_MS,
  FEED_REFRESH_JOB,
  feedRefreshJob,
  feedRefreshKey,
} from './refresh.ts';
import { episodesByFeed, findFeedCache } from './repository.ts';

/** Seven episodes listed out of date order, as some hosts do. */
const DAYS = [3, 7, 1, 6, 2, 5, 4];
const rss = (extraTitle = '') => `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd">
  <channel>
    <title>Fake Show</title>
    ${DAYS.map(
      (day) => `<item>
      <title>Day ${day}${extraTitle}</title>
      <guid>day-${day}</guid>
      <link>https://fake.example/day-${day}</link>
      <pubDate>${new Date(Date.UTC(2030, 0, day, 8)).toUTCString()}</pubDate>
      <itunes:duration>00:42:00</itunes:duration>
      <enclosure url="https://fake.example/day-${day}.mp3" type="audio/mpeg" length="1"/>
    </item>`,
    ).join('\n')}
  </channel>
</rss>`;

let upstream: LocalServer;
let t: TestApp;
let owner: AuthHeaders;
let version = 1;
let failing = false;
const conditionalRequests: string[] = [];

const outbound = createOutboundClient({
  userAgent: 'PodpieTest/1.0',
  allowPrivate: true,
  allowedPorts: 'any',
});

beforeAll(async () => {
  upstream = await startLocalServer((request, response) => {
    if (failing) {
      response.writeHead(500).end('down');
      return;
    }
    if (request.url === '/nested.xml') {
      response
        .writeHead(200, { 'content-type': 'application/rss+xml' })
        .end(`<rss><channel><title>Deep</title>${'<x>'.repeat(100_000)}</channel></rss>`);
      return;
    }
    const etag = `"v${version}"`;
    const sent = request.headers['if-none-match'];
    if (sent) conditionalRequests.push(String(sent));
    if (sent === etag) {
      response.writeHead(304, { etag }).end();
      return;
    }
    response
      .writeHead(200, { 'content-type': 'application/rss+xml', etag })
      .end(rss(version > 1 ? ` (v${version})` : ''));
  });
  t = await buildTestApp();
  owner = await createUser(t.app);
});
afterAll(async () => {
  outbound.close();
  await t.app.close();
  await upstream.close();
});

async function publishFeedPage(feedUrls: string[]): Promise<number> {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v1/projects',
    headers: owner,
    payload: {},
  });
  const projectId: number = created.json().data.id;
  const synced = await t.app.inject({
    method: 'POST',
    url: `/api/v1/projects/${projectId}/pies/sync`,
    headers: owner,
    payload: feedUrls.map((url, index) => ({
      id: -(index + 1),
      main_type: 'PODCAST-FEED',
      title: `Feed ${index}`,
      value: '5',
      link_value: url,
      sort_order: index + 1,
    })),
  });
  if (synced.statusCode !== 200) throw new Error(synced.body);
  return projectId;
}

/** Feeds whose pages the job asked to announce, because their episodes changed. */
const announced: string[] = [];
const refresh = () =>
  feedRefreshJob({
    db: t.app.db,
    fetchFeed: feedFetcher(outbound),
    now: t.app.now,
    onFeedChanged: async (url) => {
      announced.push(url);
    },
  });

describe('the feed refresh job', () => {
  it('stores the five newest episodes of the feed and comes back in 30 minutes', async () => {
    const url = `${upstream.origin}/show.xml`;
    await publishFeedPage([url]);
    const before = t.app.now().getTime();
    const outcome = await refresh()({ url });

    const episodes = (await episodesByFeed(t.app.db, [url]))[url] ?? [];
    expect(episodes.map((episode) => episode.title)).toEqual([
      'Day 7',
      'Day 6',
      'Day 5',
      'Day 4',
      'Day 3',
    ]);
    expect(episodes[0]).toMatchObject({ link: 'https://fake.example/day-7', duration: 2520 });
    expect(outcome?.runAgainAt.getTime()).toBeGreaterThanOrEqual(before + FEED_REFRESH_INTERVAL_MS);
    expect(outcome?.runAgainAt.getTime()).toBeLessThan(before + FEED_REFRESH_INTERVAL_MS + 60_000);
    expect((await findFeedCache(t.app.db, url))?.etag).toBe('"v1"');
  });

  it('asks again with the stored validators and keeps the episodes on a 304', async () => {
    const url = `${upstream.origin}/conditional.xml`;
    await publishFeedPage([url]);
    await refresh()({ url });
    const first = await findFeedCache(t.app.db, url);
    conditionalRequests.length = 0;
    announced.length = 0;

    t.clock.advance(FEED_REFRESH_INTERVAL_MS);
    await refresh()({ url });
    expect(conditionalRequests).toEqual(['"v1"']);
    // Nothing new: no page is drawn again.
    expect(announced).toEqual([]);
    const second = await findFeedCache(t.app.db, url);
    expect(second?.parsed).toEqual(first?.parsed);
    // Nothing changed, so pages rendered from the first copy stay valid.
    expect(second?.fetchedAt).toEqual(first?.fetchedAt);
  });

  it('takes the new episodes when the feed changes', async () => {
    const url = `${upstream.origin}/changing.xml`;
    await publishFeedPage([url]);
    await refresh()({ url });
    const first = await findFeedCache(t.app.db, url);
    announced.length = 0;
    version = 2;
    try {
      t.clock.advance(FEED_REFRESH_INTERVAL_MS);
      await refresh()({ url });
    } finally {
      version = 1;
    }
    const episodes = (await episodesByFeed(t.app.db, [url]))[url] ?? [];
    expect(episodes[0]?.title).toBe('Day 7 (v2)');
    expect(announced).toEqual([url]);
    const second = await findFeedCache(t.app.db, url);
    expect(second?.etag).toBe('"v2"');
    expect(second?.fetchedAt.getTime()).toBeGreaterThan(first?.fetchedAt.getTime() ?? 0);
  });

  it('keeps the stored episodes when the feed is down, and fails so the runner retries', async () => {
    const url = `${upstream.origin}/flaky.xml`;
    await publishFeedPage([url]);
    await refresh()({ url });
    failing = true;
    try {
      await expect(refresh()({ url })).rejects.toThrow();
    } finally {
      failing = false;
    }
    expect((await episodesByFeed(t.app.db, [url]))[url]).toHaveLength(5);
  });

  it('takes a feed nested too deep to read off the schedule instead of retrying it', async () => {
    const url = `${upstream.origin}/nested.xml`;
    await publishFeedPage([url]);
    const outcome = await refresh()({ url });
    expect(outcome).toBeUndefined();
    expect(await findFeedCache(t.app.db, url)).toBeNull();
  });

  it('drops a feed no block shows any more', async () => {
    const outcome = await refresh()({ url: `${upstream.origin}/forgotten.xml` });
    expect(outcome).toBeUndefined();
    expect(await findFeedCache(t.app.db, `${upstream.origin}/forgotten.xml`)).toBeNull();
  });
});

describe('after a publish', () => {
  it('schedules one refresh per feed of the page, run by the job runner', async () => {
    const urls = [`${upstream.origin}/one.xml`, `${upstream.origin}/two.xml`];
    // A page showing one feed twice, then another page showing the same feeds.
    await publishFeedPage([...urls, urls[0] ?? '']);
    await publishFeedPage(urls);
    const scheduled = await t.app.db.select().from(jobs).where(eq(jobs.kind, FEED_REFRESH_JOB));
    const keys = scheduled.map((job) => job.uniqueKey);
    expect(keys).toEqual(expect.arrayContaining(urls.map(feedRefreshKey)));
    expect(keys.filter((key) => key === feedRefreshKey(urls[0] ?? ''))).toHaveLength(1);

    const runner = new JobRunner(t.app.db, {
      handlers: { [FEED_REFRESH_JOB]: refresh() },
      now: t.app.now,
    });
    // Every publish in this file scheduled refreshes (the sync route does it), so drain them all.
    for (let batch = 0; batch < 20 && (await runner.runDue()) > 0; batch += 1);
    const cached = await t.app.db.select({ url: feedCache.url }).from(feedCache);
    expect(cached.map((row) => row.url)).toEqual(expect.arrayContaining(urls));
    const [again] = await t.app.db
      .select()
      .from(jobs)
      .where(eq(jobs.uniqueKey, feedRefreshKey(urls[1] ?? '')));
    expect(again?.runAt.getTime()).toBeGreaterThan(t.app.now().getTime() + 29 * 60_000);
  });
});
