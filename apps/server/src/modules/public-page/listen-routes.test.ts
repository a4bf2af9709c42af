import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthHeaders, createUser, type TestApp } from '../../test/helper.ts';
import { buildPageApp, documentOf, publishPage } from './test-world.ts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const ANDROID_TIKTOK = `${ANDROID.replace('Pixel 8)', 'Pixel 8; wv)')} musical_ly_2023405020`;

let t: TestApp;
let owner: AuthHeaders;

beforeAll(async () => {
  t = await buildPageApp();
  owner = await createUser(t.app);
});
afterAll(() => t.app.close());

const listen = (name: string, link_value: string) => ({
  main_type: 'PODCAST-NETWORK',
  name,
  link_value,
  sub_type: 'LISTEN',
});

async function appsFor(slug: string, userAgent: string) {
  const answer = await t.app.inject({ url: `/${slug}`, headers: { 'user-agent': userAgent } });
  expect(answer.statusCode).toBe(200);
  const names = [...documentOf(answer.body).querySelectorAll('.pp-listen-app')].map(
    (app) => app.textContent,
  );
  return { answer, names, document: documentOf(answer.body) };
}

describe("the 'Listen' section on the published page", () => {
  it("orders the show's apps for each visitor's device, on the server", async () => {
    const { slug } = await publishPage(t.app, owner, [
      listen('SPOTIFY', 'https://open.spotify.com/show/abc'),
      listen('PODCASTADDICT', 'https://podcastaddict.com/feed/x'),
      listen('APPLE-PODCAST', 'https://podcasts.apple.com/us/podcast/pie/id1200361736'),
    ]);
    const iphone = await appsFor(slug, IPHONE);
    expect(iphone.names).toEqual(['Apple Podcasts', 'Spotify', 'More apps']);
    const android = await appsFor(slug, ANDROID);
    expect(android.names).toEqual(['Spotify', 'Podcast Addict', 'Apple Podcasts', 'More apps']);
    expect(iphone.answer.headers.vary).toBe('Accept-Encoding, User-Agent');
    expect(iphone.answer.headers.etag).not.toBe(android.answer.headers.etag);
    const tiktok = await appsFor(slug, ANDROID_TIKTOK);
    expect(tiktok.document.querySelector('.pp-inapp')).not.toBeNull();
    expect(android.document.querySelector('.pp-inapp')).toBeNull();
  });

  it('varies by User-Agent only on pages with a Listen section', async () => {
    const { slug } = await publishPage(t.app, owner, [
      { main_type: 'PODCAST-NETWORK', name: 'SPOTIFY', link_value: 'https://open.spotify.com/x' },
    ]);
    const { answer } = await appsFor(slug, IPHONE);
    expect(answer.headers.vary).toBe('Accept-Encoding');
  });
});
