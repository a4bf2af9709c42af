import { type Episode, keyedEpisodes } from '@podpie/core';
import { COPY_LINK_SCRIPT_HASH } from '@podpie/page/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalServer, startLocalServer } from '../../lib/outbound-test-support.ts';
import { type AuthHeaders, createUser, sectionsFromEnv, type TestApp } from '../../test/helper.ts';
import { showFeedXml } from '../episodes/test-feed.ts';
import { saveFetchedFeed } from '../feeds/repository.ts';
import { parseFeed } from '../parser/feed/parse-feed.ts';
import { buildPageApp, documentOf, publishPage } from '../public-page/test-world.ts';

// Issue 30 point 3: an episode page carries the page's Listen section, each app at the episode.
const FEED = 'https://engine.example/feed.xml';
const AUDIO = 'https://cdn.engine.example';
const SHOW_ID = 1700000001;
const DOWN_ID = 1700000002;
const ADA_TRACK = 1000700000001;
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const ANDROID_INSTAGRAM = `${ANDROID.replace('Pixel 8)', 'Pixel 8; wv)')} Instagram 334.0.0.42.95 Android`;

// The shape of Apple's /lookup?id=…&entity=podcastEpisode answer: the show, then its episodes.
function appleAnswer(url: URL): { status: number; body: string } {
  const id = Number(url.searchParams.get('id'));
  if (id !== SHOW_ID) return { status: 503, body: 'Service Unavailable' };
  return {
    status: 200,
    body: JSON.stringify({
      resultCount: 2,
      results: [
        { wrapperType: 'track', kind: 'podcast', collectionId: SHOW_ID, trackId: SHOW_ID },
        {
          wrapperType: 'podcastEpisode',
          kind: 'podcast-episode',
          collectionId: SHOW_ID,
          trackId: ADA_TRACK,
          trackName: 'Ada',
          episodeGuid: 'ada-0001',
          episodeUrl: `${AUDIO}/audio/ada.mp3`,
        },
      ],
    }),
  };
}

let apple: LocalServer;
let appleAsked = 0;
let t: TestApp;
let owner: AuthHeaders;
let episodes: Episode[];
let adaKey: string;

const apps = (appleId: number) => [
  { main_type: 'HEADER-TITLE', title: 'The Engine Room' },
  { main_type: 'PODCAST-FEED', sub_type: 'THUMBNAIL', value: '5', link_value: FEED },
  {
    main_type: 'PODCAST-NETWORK',
    sub_type: 'LISTEN',
    name: 'APPLE-PODCAST',
    link_value: `https://podcasts.apple.com/us/podcast/engine-room/id${appleId}`,
  },
  {
    main_type: 'PODCAST-NETWORK',
    sub_type: 'LISTEN',
    name: 'SPOTIFY',
    link_value: 'https://open.spotify.com/show/engine',
  },
  {
    main_type: 'PODCAST-NETWORK',
    sub_type: 'LISTEN',
    name: 'PODCASTADDICT',
    link_value: 'https://podcastaddict.com/podcast/engine-room/4242',
  },
];

const episodePage = async (slug: string, userAgent: string) => {
  const answer = await t.app.inject({
    method: 'GET',
    url: `/${slug}/${adaKey}`,
    headers: { 'user-agent': userAgent },
  });
  expect(answer.statusCode).toBe(200);
  return { answer, document: documentOf(answer.body) };
};
const hrefs = (document: Document) =>
  [...document.querySelectorAll('.pp-listen .pp-strip a')].map(
    (link) => link.getAttribute('href') ?? '',
  );

beforeAll(async () => {
  apple = await startLocalServer((request, response) => {
    appleAsked += 1;
    const { status, body } = appleAnswer(new URL(request.url ?? '/', 'http://apple.test'));
    response.writeHead(status, { 'content-type': 'text/javascript; charset=utf-8' }).end(body);
  });
  t = await buildPageApp({
    publicUrl: 'https://podpie.example',
    ...sectionsFromEnv({
      ITUNES_API_URL: apple.origin,
      OUTBOUND_ALLOW_PRIVATE: 'true',
      OUTBOUND_ALLOWED_PORTS: '*',
    }),
  });
  owner = await createUser(t.app);
  episodes = parseFeed(showFeedXml(AUDIO), { url: FEED }).episodes;
  await saveFetchedFeed(
    t.app.db,
    FEED,
    { title: 'The Engine Room', episodes },
    { etag: null, lastModified: null },
    t.clock.now(),
  );
  const ada = keyedEpisodes(episodes).find(({ episode }) => episode.guid === 'ada-0001');
  if (!ada) throw new Error('the test feed lost its first episode');
  adaKey = ada.key;
}, 120_000);
afterAll(async () => {
  await t.app.close();
  await apple.close();
});

describe("an episode page's Listen section", () => {
  it('opens Apple Podcasts and Podcast Addict at the episode, the others at the show', async () => {
    const { slug } = await publishPage(t.app, owner, apps(SHOW_ID));
    const { document } = await episodePage(slug, IPHONE);
    const links = hrefs(document);
    // On an iPhone Apple's app comes first, at the episode Apple lists under this guid.
    expect(links[0]).toBe(
      `https://podcasts.apple.com/us/podcast/engine-room/id${SHOW_ID}?i=${ADA_TRACK}`,
    );
    expect(links).toContain('https://open.spotify.com/show/engine');
    // Podcast Addict, an Android app, by the episode's enclosure address.
    expect(hrefs((await episodePage(slug, ANDROID)).document)).toContain(
      `https://podcastaddict.com/episode/${encodeURIComponent(`${AUDIO}/audio/ada.mp3`)}`,
    );
    // Any other app: pod.link's page for this episode (Apple's show id and the guid).
    const other = [...document.querySelectorAll('.pp-listen a.pp-more')].map((link) =>
      link.getAttribute('href'),
    );
    expect(other).toContain(`https://pod.link/${SHOW_ID}/episode/YWRhLTAwMDE`);
  });

  it('orders the apps for the device, each device with its own copy, without JavaScript', async () => {
    const { slug } = await publishPage(t.app, owner, apps(SHOW_ID));
    const iphone = hrefs((await episodePage(slug, IPHONE)).document);
    const android = hrefs((await episodePage(slug, ANDROID)).document);
    expect(iphone[0]).toContain('podcasts.apple.com');
    expect(android.at(-1)).toContain('podcasts.apple.com');
    // An iPhone is not offered the Android-only app.
    expect(android).toHaveLength(3);
    expect(iphone).toHaveLength(2);
    expect(iphone.some((href) => href.includes('podcastaddict'))).toBe(false);
  });

  it('still draws every app when Apple cannot be reached, Apple then opening the show', async () => {
    const before = appleAsked;
    const { slug } = await publishPage(t.app, owner, apps(DOWN_ID));
    const links = hrefs((await episodePage(slug, IPHONE)).document);
    expect(appleAsked).toBeGreaterThan(before);
    expect(links[0]).toBe(`https://podcasts.apple.com/us/podcast/engine-room/id${DOWN_ID}`);
    expect(links).toEqual([
      `https://podcasts.apple.com/us/podcast/engine-room/id${DOWN_ID}`,
      'https://open.spotify.com/show/engine',
    ]);
  });

  it('inside Instagram leads with the way out to the real browser and a link to copy', async () => {
    const { slug } = await publishPage(t.app, owner, apps(SHOW_ID));
    const { answer, document } = await episodePage(slug, ANDROID_INSTAGRAM);
    const bar = document.querySelector('main')?.firstElementChild;
    expect(bar?.className).toContain('pp-inapp-bar');
    expect(bar?.querySelector('a')?.getAttribute('href')).toBe(
      `intent://podpie.example/${slug}/${adaKey}#Intent;scheme=https;S.browser_fallback_url=${encodeURIComponent(`https://podpie.example/${slug}/${adaKey}`)};end`,
    );
    expect(answer.headers['content-security-policy']).toContain(COPY_LINK_SCRIPT_HASH);
    expect(answer.headers['cache-control']).toMatch(/^private/);
    // A plain visitor's copy has no bar.
    const plain = await episodePage(slug, 'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0');
    expect(plain.document.querySelector('.pp-inapp-bar')).toBeNull();
  });
});
