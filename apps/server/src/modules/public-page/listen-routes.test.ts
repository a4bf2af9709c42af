import { describe, expect, it } from 'vitest';
import { ANDROID, documentOf, IPHONE, listen, pageAppOfFile, publishPage } from './test-world.ts';

const ANDROID_TIKTOK = `${ANDROID.replace('Pixel 8)', 'Pixel 8; wv)')} musical_ly_2023405020`;
const IPHONE_INSTAGRAM = `${IPHONE.replace(' Version/17.5', '').replace(' Safari/604.1', '')} Instagram 334.0.4.32.98`;

const t = pageAppOfFile();

async function appsFor(slug: string, userAgent: string) {
  const answer = await t.app.inject({ url: `/${slug}`, headers: { 'user-agent': userAgent } });
  expect(answer.statusCode).toBe(200);
  const names = [...documentOf(answer.body).querySelectorAll('.pp-strip a')].map((app) =>
    app.getAttribute('aria-label'),
  );
  return { answer, names, document: documentOf(answer.body) };
}

describe("the 'Listen' section on the published page", () => {
  it("orders the show's apps for each visitor's device, on the server", async () => {
    const { slug } = await publishPage(t.app, t.owner, [
      listen('SPOTIFY', 'https://open.spotify.com/show/abc'),
      listen('PODCASTADDICT', 'https://podcastaddict.com/feed/x'),
      listen('APPLE-PODCAST', 'https://podcasts.apple.com/us/podcast/pie/id1200361736'),
    ]);
    const iphone = await appsFor(slug, IPHONE);
    expect(iphone.names).toEqual(['Apple Podcasts', 'Spotify']);
    const android = await appsFor(slug, ANDROID);
    expect(android.names).toEqual(['Spotify', 'Podcast Addict', 'Apple Podcasts']);
    expect(iphone.answer.headers.vary).toBe('Accept-Encoding, User-Agent');
    expect(iphone.answer.headers.etag).not.toBe(android.answer.headers.etag);
    const tiktok = await appsFor(slug, ANDROID_TIKTOK);
    expect(tiktok.document.querySelector('.pp-inapp')).not.toBeNull();
    expect(android.document.querySelector('.pp-inapp')).toBeNull();
  });

  it('varies by User-Agent only on pages with a Listen section', async () => {
    const { slug } = await publishPage(t.app, t.owner, [
      { main_type: 'PODCAST-NETWORK', name: 'SPOTIFY', link_value: 'https://open.spotify.com/x' },
    ]);
    const { answer } = await appsFor(slug, IPHONE);
    expect(answer.headers.vary).toBe('Accept-Encoding');
  });
});

describe('inside Instagram, TikTok and Facebook', () => {
  it('leads every page with a way out, in a private copy, leaving the plain copy public', async () => {
    const { slug } = await publishPage(t.app, t.owner, [
      { main_type: 'HEADER-TITLE', title: 'No Listen section' },
    ]);
    const plain = await appsFor(slug, IPHONE);
    expect(plain.document.querySelector('.pp-inapp-bar')).toBeNull();
    expect(plain.answer.headers.vary).toBe('Accept-Encoding');
    expect(plain.answer.headers['cache-control']).toMatch(/^public/);

    const instagram = await appsFor(slug, IPHONE_INSTAGRAM);
    const bar = instagram.document.querySelector('main')?.firstElementChild;
    expect(bar?.className).toContain('pp-inapp-bar');
    expect(bar?.querySelector('a')?.getAttribute('href')).toMatch(
      /^x-safari-http:\/\/.+\/[a-z0-9]+$/i,
    );
    expect(instagram.answer.headers['cache-control']).toMatch(/^private/);
    expect(instagram.answer.headers.vary).toBe('Accept-Encoding, User-Agent');
    expect(instagram.answer.headers['content-security-policy']).toContain("'sha256-");

    const tiktok = await appsFor(slug, ANDROID_TIKTOK);
    expect(tiktok.document.querySelector('.pp-inapp-bar a')?.getAttribute('href')).toMatch(
      /^intent:\/\/.+#Intent;scheme=http;S\.browser_fallback_url=.+;end$/,
    );
    // The plain copy is still what everyone else gets.
    expect((await appsFor(slug, ANDROID)).document.querySelector('.pp-inapp-bar')).toBeNull();
  });
});
