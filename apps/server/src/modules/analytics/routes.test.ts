import { BEACON_SCRIPT_HASH } from '@podpie/page/server';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rowsOf } from '../../lib/jobs.ts';
import { type AuthHeaders, createUser, type TestApp } from '../../test/helper.ts';
import { buildPageApp, documentOf, publishPage } from '../public-page/test-world.ts';
import { MAX_REFERRERS_PER_PAGE_DAY } from './daily-limits.ts';
import { pageToken } from './page-token.ts';
import { PAGE_EVENTS_PATH, removeOldAnalytics, UNSEEN_PAGE } from './plugin.ts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

type Visitor = { ip: string; agent: string; headers?: Record<string, string> };
const alice: Visitor = { ip: '203.0.113.7', agent: IPHONE };
const bob: Visitor = { ip: '198.51.100.20', agent: DESKTOP };

let world: TestApp;
let app: FastifyInstance;
let owner: AuthHeaders;
let page: { id: number; slug: string };
let links: { id: number; title: string }[];

/** The token the page of `projectId` carries today, as its beacon sends it back. */
const tokenOf = (projectId: unknown) =>
  pageToken(world.config.appSecret, Number(projectId), world.clock.now());

function send(visitor: Visitor, event: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: PAGE_EVENTS_PATH,
    remoteAddress: visitor.ip,
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      'user-agent': visitor.agent,
      ...visitor.headers,
    },
    payload: JSON.stringify({ k: tokenOf(event.p), ...event }),
  });
}
const view = (visitor: Visitor, projectId: number, referrer = '') =>
  send(visitor, { t: 'v', p: projectId, r: referrer });
const click = (visitor: Visitor, projectId: number, pieId: number) =>
  send(visitor, { t: 'c', p: projectId, b: pieId });

async function report(projectId: number, from: string, to: string, headers = owner) {
  return app.inject({
    method: 'GET',
    url: `/api/v1/projects/${projectId}/analytics?from=${from}&to=${to}`,
    headers,
  });
}

const today = () => world.clock.now().toISOString().slice(0, 10);

async function publishLinks(headers: AuthHeaders) {
  const published = await publishPage(app, headers, [
    { main_type: 'HEADER-TITLE', name: 'TITLE-AND-DESCRIPTION', title: 'The Daily Pie' },
    { main_type: 'LINK-INPUT', title: 'Tickets', link_value: 'https://tickets.example.com' },
    { main_type: 'LINK-INPUT', title: 'Merch', link_value: 'https://merch.example.com' },
    { main_type: 'LINK-INPUT', title: 'Patreon', link_value: 'https://patreon.example.com' },
  ]);
  const pies = await app.inject({
    method: 'GET',
    url: `/api/v1/projects/${published.id}/pies`,
    headers,
  });
  const blocks = (pies.json().data as { id: number; main_type: string; title: string }[]).filter(
    (pie) => pie.main_type === 'LINK-INPUT',
  );
  return { published, blocks };
}

beforeAll(async () => {
  world = await buildPageApp();
  app = world.app;
  owner = await createUser(app);
  const made = await publishLinks(owner);
  page = made.published;
  links = made.blocks;
});

afterAll(async () => {
  await app.close();
});

describe('the published page', () => {
  it('carries the beacon, allowed by its hash, and marks every block for click counts', async () => {
    const answer = await app.inject({ method: 'GET', url: `/${page.slug}` });
    const csp = String(answer.headers['content-security-policy']);
    expect(csp).toContain(BEACON_SCRIPT_HASH);
    expect(csp).toContain("connect-src 'self'");
    expect(csp).not.toContain("unsafe-inline' ;");
    const document = documentOf(answer.body);
    const beacon = document.querySelector('script[data-p]');
    expect(beacon?.getAttribute('data-p')).toBe(String(page.id));
    expect(beacon?.getAttribute('data-url')).toBe(PAGE_EVENTS_PATH);
    for (const link of links) {
      const block = document.querySelector(`[data-pp-pie="${link.id}"]`);
      // The link stays direct: no redirect through us.
      expect(block?.querySelector('a')?.getAttribute('href')).toMatch(
        /^https:\/\/\w+\.example\.com/,
      );
    }
  });
});

describe('counting', () => {
  it('counts a scripted sequence of visits and clicks exactly, one view and one unique visitor per person and day', async () => {
    expect((await view(alice, page.id, 'https://www.instagram.com/p/abc')).statusCode).toBe(204);
    await view(alice, page.id, `http://podpie.test/${page.slug}`);
    await view(bob, page.id);
    const [tickets, merch, patreon] = links;
    if (!tickets || !merch || !patreon) throw new Error('three links expected');
    await click(alice, page.id, tickets.id);
    await click(alice, page.id, tickets.id);
    await click(bob, page.id, merch.id);
    // Bots, scripted clients and prefetches: answered, never counted.
    await view({ ip: '66.249.66.1', agent: GOOGLEBOT }, page.id);
    await click({ ip: '66.249.66.1', agent: GOOGLEBOT }, page.id, patreon.id);
    await view({ ip: '192.0.2.1', agent: 'curl/8.5.0' }, page.id);
    await view(
      { ip: '192.0.2.2', agent: DESKTOP, headers: { 'sec-purpose': 'prefetch' } },
      page.id,
    );
    await app.analytics.flush();

    const answer = await report(page.id, today(), today());
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    // Alice's second view the same day (a reload, a click back from her own page) adds nothing.
    expect(body.totals).toEqual({ views: 2, unique_visitors: 2, clicks: 3 });
    expect(body.days).toEqual([{ date: today(), views: 2, unique_visitors: 2, clicks: 3 }]);
    expect(body.blocks).toEqual([
      { pie_id: tickets.id, title: 'Tickets', clicks: 2 },
      { pie_id: merch.id, title: 'Merch', clicks: 1 },
    ]);
    expect(body.referrers).toEqual([{ domain: 'instagram.com', views: 1 }]);
    expect(body.devices).toEqual(
      [
        { device: 'desktop', views: 1 },
        { device: 'mobile', views: 1 },
      ].sort((a, b) => b.views - a.views),
    );
  });

  it('counts the same visitor again on the next UTC day, and lists every day of the range', async () => {
    const first = today();
    world.clock.advance(86_400_000);
    await view(alice, page.id);
    await app.analytics.flush();
    const body = (await report(page.id, first, today())).json();
    expect(body.days).toEqual([
      { date: first, views: 2, unique_visitors: 2, clicks: 3 },
      { date: today(), views: 1, unique_visitors: 1, clicks: 0 },
    ]);
    expect(body.totals).toEqual({ views: 3, unique_visitors: 3, clicks: 3 });
  });

  it('counts an event within 5 seconds without anyone flushing', async () => {
    const before = (await report(page.id, today(), today())).json().totals.views;
    await view(bob, page.id);
    await vi.waitFor(
      async () => {
        const after = (await report(page.id, today(), today())).json().totals.views;
        expect(after).toBe(before + 1);
      },
      { timeout: 5_000, interval: 200 },
    );
  });

  it('refuses junk: no event, a block of another page, a page that does not exist', async () => {
    const other = await publishLinks(await createUser(app));
    const stranger = other.blocks[0];
    if (!stranger) throw new Error('a block expected');
    expect((await send(bob, { t: 'x' })).statusCode).toBe(400);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: PAGE_EVENTS_PATH,
          payload: 'not json',
          headers: { 'content-type': 'text/plain' },
        })
      ).statusCode,
    ).toBe(400);
    expect((await click(bob, page.id, stranger.id)).statusCode).toBe(400);
    expect((await view(bob, 999_999)).statusCode).toBe(404);
    await app.analytics.flush();
    expect((await report(other.published.id, today(), today())).statusCode).toBe(404);
  });
});

describe('a script inflating the numbers', () => {
  it('refuses a beacon that no view of the page handed a token', async () => {
    const answer = await app.inject({ method: 'GET', url: `/${page.slug}` });
    const token = documentOf(answer.body).querySelector('script[data-p]')?.getAttribute('data-k');
    expect(token).toBe(tokenOf(page.id));
    // One token per page and day: every visitor gets the same cached copy.
    const again = await app.inject({ method: 'GET', url: `/${page.slug}` });
    expect(again.body).toBe(answer.body);
    expect(again.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    const other = await publishLinks(await createUser(app));
    const visitor = { ip: '192.0.2.50', agent: DESKTOP };
    const twoDaysAgo = pageToken(
      world.config.appSecret,
      page.id,
      new Date(world.clock.now().getTime() - 2 * 86_400_000),
    );
    for (const k of ['', 'made-up', tokenOf(other.published.id), twoDaysAgo]) {
      const refused = await send(visitor, { t: 'v', p: page.id, r: '', k });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().errors).toEqual([UNSEEN_PAGE]);
    }
    const { k: _none, ...withoutToken } = { t: 'v', p: page.id, r: '', k: '' };
    const bare = await app.inject({
      method: 'POST',
      url: PAGE_EVENTS_PATH,
      remoteAddress: visitor.ip,
      headers: { 'content-type': 'text/plain', 'user-agent': DESKTOP },
      payload: JSON.stringify(withoutToken),
    });
    expect(bare.statusCode).toBe(400);
    expect((await send(visitor, { t: 'v', p: page.id, r: '', k: token })).statusCode).toBe(204);
  });

  it('counts one view and one visitor for 300 views from one address, whatever its user agent and referrer', async () => {
    const target = (await publishLinks(owner)).published;
    for (let i = 0; i < 300; i += 1) {
      const agent = `${DESKTOP} Build/${i}`;
      const referrer = `https://site-${i % 200}.example/`;
      expect((await view({ ip: '192.0.2.77', agent }, target.id, referrer)).statusCode).toBe(204);
    }
    await app.analytics.flush();
    const body = (await report(target.id, today(), today())).json();
    expect(body.totals).toEqual({ views: 1, unique_visitors: 1, clicks: 0 });
    expect(body.referrers).toEqual([{ domain: 'site-0.example', views: 1 }]);
  });

  it('records a bounded number of referring domains per page and day', async () => {
    const target = (await publishLinks(owner)).published;
    for (let i = 0; i < MAX_REFERRERS_PER_PAGE_DAY + 20; i += 1) {
      await view(
        { ip: `10.9.${Math.floor(i / 250)}.${i % 250}`, agent: DESKTOP },
        target.id,
        `https://made-up-${i}.example/`,
      );
    }
    await app.analytics.flush();
    const body = (await report(target.id, today(), today())).json();
    expect(body.totals.views).toBe(MAX_REFERRERS_PER_PAGE_DAY + 20);
    expect(body.referrers).toHaveLength(MAX_REFERRERS_PER_PAGE_DAY);
  });
});

describe('block titles', () => {
  it('names a social icon by its catalogue label', async () => {
    const published = await publishPage(app, owner, [
      {
        main_type: 'SOCIAL-NETWORKS',
        name: 'INSTAGRAM',
        icon_group: 'fab',
        icon_name: 'instagram',
        social_username: 'thedailypie',
      },
    ]);
    const pies = await app.inject({
      method: 'GET',
      url: `/api/v1/projects/${published.id}/pies`,
      headers: owner,
    });
    const social = (pies.json().data as { id: number; main_type: string }[]).find(
      (pie) => pie.main_type === 'SOCIAL-NETWORKS',
    );
    if (!social) throw new Error('a social block expected');
    expect((await click(alice, published.id, social.id)).statusCode).toBe(204);
    await app.analytics.flush();
    expect((await report(published.id, today(), today())).json().blocks).toEqual([
      { pie_id: social.id, title: 'Instagram', clicks: 1 },
    ]);
  });
});

describe('who may read', () => {
  it("answers 404 for another user's project and 401 signed out", async () => {
    const intruder = await createUser(app);
    const answer = await report(page.id, today(), today(), intruder);
    expect(answer.statusCode).toBe(404);
    expect(answer.body).not.toContain('views');
    const signedOut = await app.inject({
      method: 'GET',
      url: `/api/v1/projects/${page.id}/analytics?from=${today()}&to=${today()}`,
    });
    expect(signedOut.statusCode).toBe(401);
  });

  it('answers 422 for more than 400 days, a reversed range or a date that does not exist', async () => {
    expect((await report(page.id, '2025-01-01', '2026-02-04')).statusCode).toBe(200);
    const tooLong = await report(page.id, '2025-01-01', '2026-02-05');
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors).toEqual(['A report covers at most 400 days.']);
    expect((await report(page.id, '2026-02-02', '2026-02-01')).statusCode).toBe(422);
    expect((await report(page.id, '2026-02-30', '2026-03-01')).statusCode).toBe(422);
    expect((await report(page.id, 'yesterday', '2026-03-01')).statusCode).toBe(422);
  });
});

describe('the recording switch', () => {
  it('stops counting and takes the beacon off the page; on again brings both back', async () => {
    const made = await publishLinks(owner);
    const id = made.published.id;
    const settings = `/api/v1/projects/${id}/analytics/settings`;
    expect((await app.inject({ method: 'GET', url: settings, headers: owner })).json()).toEqual({
      recording: true,
    });
    const off = await app.inject({
      method: 'PUT',
      url: settings,
      headers: owner,
      payload: { recording: false },
    });
    expect(off.json()).toEqual({ recording: false });
    world.clock.advance(2_000);
    const html = (await app.inject({ method: 'GET', url: `/${made.published.slug}` })).body;
    expect(html).not.toContain('data-pp-pie');
    expect(documentOf(html).querySelector('script[data-p]')).toBeNull();
    await view(alice, id);
    await app.analytics.flush();
    expect((await report(id, today(), today())).json().totals.views).toBe(0);

    await app.inject({
      method: 'PUT',
      url: settings,
      headers: owner,
      payload: { recording: true },
    });
    world.clock.advance(2_000);
    expect((await app.inject({ method: 'GET', url: `/${made.published.slug}` })).body).toContain(
      'data-pp-pie',
    );
    await view(alice, id);
    await app.analytics.flush();
    expect((await report(id, today(), today())).json().totals.views).toBe(1);
  });

  it("cannot be read or changed on another user's project", async () => {
    const intruder = await createUser(app);
    const settings = `/api/v1/projects/${page.id}/analytics/settings`;
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: settings,
          headers: intruder,
          payload: { recording: false },
        })
      ).statusCode,
    ).toBe(404);
    expect((await app.inject({ method: 'GET', url: settings, headers: owner })).json()).toEqual({
      recording: true,
    });
  });
});

describe('retention', () => {
  it('removes counts older than 13 months and keeps the rest', async () => {
    const made = await publishLinks(owner);
    const id = made.published.id;
    await app.db.execute(sql`
      insert into page_stats (project_id, day, metric, dimension, count) values
      (${id}, '2024-09-30', 'views', '', 5), (${id}, '2024-10-23', 'views', '', 7)`);
    await removeOldAnalytics(app.db, new Date('2025-11-23T10:00:00Z'));
    const rows = rowsOf(
      await app.db.execute(sql`select day::text as day from page_stats where project_id = ${id}`),
    );
    expect(rows.map((row) => row.day)).toEqual(['2024-10-23']);
  });
});

describe('episodes', () => {
  it('counts views and app clicks per episode and lists them, the show apart', async () => {
    const { published, blocks } = await publishLinks(owner);
    const [tickets, merch] = blocks;
    if (!tickets || !merch) throw new Error('blocks missing');
    const key = 'the-lighthouse-3f9a';
    await send(alice, { t: 'v', p: published.id, r: '', e: key });
    await send(alice, { t: 'v', p: published.id, r: '', e: key });
    await send(bob, { t: 'v', p: published.id, r: '', e: key });
    await send(bob, { t: 'v', p: published.id, r: '', e: 'storm-night-a1b2' });
    await send(alice, { t: 'c', p: published.id, b: tickets.id, e: key });
    await send(bob, { t: 'c', p: published.id, b: tickets.id, e: key });
    await send(bob, { t: 'c', p: published.id, b: merch.id, e: key });
    await app.analytics.flush();
    const body = (await report(published.id, today(), today())).json();
    expect(body.totals.views).toBe(0);
    expect(body.totals.clicks).toBe(3);
    expect(body.episodes).toEqual([
      {
        key,
        title: key,
        views: 2,
        clicks: 3,
        apps: [
          { pie_id: tickets.id, title: 'Tickets', clicks: 2 },
          { pie_id: merch.id, title: 'Merch', clicks: 1 },
        ],
      },
      { key: 'storm-night-a1b2', title: 'storm-night-a1b2', views: 1, clicks: 0, apps: [] },
    ]);
  });

  it('answers an empty list when no episode was viewed', async () => {
    const { published } = await publishLinks(owner);
    expect((await report(published.id, today(), today())).json().episodes).toEqual([]);
  });
});
