import { utcDay } from '@podpie/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthHeaders, createUser, type TestApp } from '../../test/helper.ts';
import { buildPageApp, documentOf, publishPage } from '../public-page/test-world.ts';

const SPOTIFY = 'https://open.spotify.com/show/abc';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let t: TestApp;
let owner: AuthHeaders;
let page: { id: number; slug: string };

beforeAll(async () => {
  t = await buildPageApp();
  owner = await createUser(t.app);
  page = await publishPage(t.app, owner, [
    { main_type: 'HEADER-TITLE', title: 'Harbour Lights' },
    { main_type: 'PODCAST-NETWORK', name: 'SPOTIFY', link_value: SPOTIFY, sub_type: 'LISTEN' },
  ]);
}, 60_000);
afterAll(() => t.app.close());

async function report() {
  await t.app.analytics.flush();
  const day = utcDay(t.app.now());
  const answer = await t.app.inject({
    url: `/api/v1/projects/${page.id}/analytics?from=${day}&to=${day}`,
    headers: owner,
  });
  expect(answer.statusCode).toBe(200);
  return answer.json();
}

describe('links to say on air: /<slug>/go/<app>', () => {
  it('answers 302 to the app and counts a click of it', async () => {
    const go = await t.app.inject({
      url: `/${page.slug}/go/spotify`,
      headers: { 'user-agent': IPHONE },
    });
    expect(go.statusCode).toBe(302);
    expect(go.headers.location).toBe(SPOTIFY);
    expect(go.headers['cache-control']).toBe('private, no-store');
    const counted = await report();
    expect(counted.totals.clicks).toBe(1);
    expect(counted.blocks).toEqual([expect.objectContaining({ title: 'Spotify', clicks: 1 })]);
  });

  it('answers the page itself for an app the page does not list', async () => {
    const go = await t.app.inject({
      url: `/${page.slug}/go/overcast`,
      headers: { 'user-agent': IPHONE },
    });
    expect(go.statusCode).toBe(200);
    expect(documentOf(go.body).querySelector('h1')?.textContent).toBe('Harbour Lights');
    expect((await report()).totals.clicks).toBe(1);
  });

  it('does not count a bot', async () => {
    await t.app.inject({
      url: `/${page.slug}/go/spotify`,
      headers: { 'user-agent': 'Googlebot/2.1' },
    });
    expect((await report()).totals.clicks).toBe(1);
  });
});
