import { type EpisodeTarget, LISTEN_SUB_TYPE, listenVisitorOf } from '@podpie/core';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { renderPageHtml } from './server.ts';
import { NOW, pie, project } from './test-world.tsx';

const IPHONE_INSTAGRAM =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 334.0.4.32.98';
const PIXEL_TIKTOK =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP2A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0 Mobile Safari/537.36 musical_ly_2023405020 BytedanceWebview/d8a21c6';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const PIXEL_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

const PAGE = 'https://podpie.example/dailypie';
const APPLE = 'https://podcasts.apple.com/us/podcast/pie/id1200361736';
const entry = (name: string, link_value: string) =>
  pie({ main_type: 'PODCAST-NETWORK', name, link_value, sub_type: LISTEN_SUB_TYPE });
const title = pie({ main_type: 'HEADER-TITLE', title: 'Daily Pie' });
const listening = [
  entry('SPOTIFY', 'https://open.spotify.com/show/abc'),
  entry('PODCASTADDICT', 'https://podcastaddict.com/podcast/4242'),
  entry('APPLE-PODCAST', APPLE),
];

function pageFor(userAgent: string, pies = [title], episode?: EpisodeTarget) {
  const html = renderPageHtml({
    project: project({ slug: 'dailypie' }),
    pies,
    now: NOW,
    lang: 'en',
    canonicalUrl: PAGE,
    visitor: listenVisitorOf(userAgent),
    ...(episode ? { episode } : {}),
  });
  return new JSDOM(html).window.document;
}

describe("inside an app's own browser", () => {
  it.each([
    ['iPhone Instagram', IPHONE_INSTAGRAM, 'x-safari-https://podpie.example/dailypie'],
    [
      'Android TikTok',
      PIXEL_TIKTOK,
      `intent://podpie.example/dailypie#Intent;scheme=https;S.browser_fallback_url=${encodeURIComponent(PAGE)};end`,
    ],
  ])('%s: the first button leaves for the real browser, then the link to copy', (_who, ua, out) => {
    const document = pageFor(ua);
    const main = document.querySelector('main');
    const bar = main?.firstElementChild;
    expect(bar?.classList.contains('pp-inapp-bar')).toBe(true);
    expect(bar?.querySelector('a')?.getAttribute('href')).toBe(out);
    expect(bar?.querySelector('a')?.textContent).toBe('Open in browser');
    // Without JavaScript the address is there to select; the script copies it on a tap.
    expect(bar?.querySelector('summary')?.textContent).toBe('Copy link');
    expect(bar?.querySelector('input')?.getAttribute('value')).toBe(PAGE);
    expect(bar?.querySelector('[data-pp-copy]')?.getAttribute('data-pp-copy')).toBe(PAGE);
    expect(document.querySelectorAll('script:not([type])').length).toBe(1);
  });

  it.each([
    ['plain Safari', IPHONE_SAFARI],
    ['plain Chrome', PIXEL_CHROME],
  ])('%s: nothing of it, and no script', (_who, ua) => {
    const document = pageFor(ua);
    expect(document.querySelector('.pp-inapp-bar')).toBeNull();
    expect(document.querySelector('script:not([type])')).toBeNull();
  });
});

describe("an episode's 'Listen' section", () => {
  const episode: EpisodeTarget = {
    key: 'lighthouse-3f9a',
    guid: 'ep-12',
    enclosureUrl: 'https://cdn.example/ep12.mp3',
    appleTrackId: 1000650000123,
  };
  const links = (ua: string) =>
    [...pageFor(ua, [title, ...listening], episode).querySelectorAll('.pp-listen a')].map((a) => [
      a.getAttribute('aria-label') ?? a.textContent,
      a.getAttribute('href'),
    ]);

  it('on an iPhone: Apple Podcasts at the episode first, then pod.link for other apps', () => {
    expect(links(IPHONE_SAFARI)).toEqual([
      ['Apple Podcasts', `${APPLE}?i=1000650000123`],
      ['Spotify', 'https://open.spotify.com/show/abc'],
      ['Other apps', 'https://pod.link/1200361736/episode/ZXAtMTI'],
    ]);
  });

  it('on Android: Podcast Addict at the episode, Apple last', () => {
    expect(links(PIXEL_CHROME)).toEqual([
      ['Spotify', 'https://open.spotify.com/show/abc'],
      [
        'Podcast Addict',
        `https://podcastaddict.com/episode/${encodeURIComponent('https://cdn.example/ep12.mp3')}`,
      ],
      ['Apple Podcasts', `${APPLE}?i=1000650000123`],
      ['Other apps', 'https://pod.link/1200361736/episode/ZXAtMTI'],
    ]);
  });
});
