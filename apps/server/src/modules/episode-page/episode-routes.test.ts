import { gunzipSync } from 'node:zlib';
import { type Episode, keyedEpisodes } from '@podpie/core';
import { BEACON_SCRIPT_HASH, EPISODE_SCRIPT_HASH } from '@podpie/page/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artworkVersion } from '../../lib/artwork-version.ts';
import { createOutboundClient } from '../../lib/outbound.ts';
import {
  fakeResolver,
  type LocalServer,
  startLocalServer,
} from '../../lib/outbound-test-support.ts';
import { type AuthHeaders, createUser, type TestApp } from '../../test/helper.ts';
import { refreshEpisodeFiles } from '../episodes/fetch-files.ts';
import { episodeFilesHandler, showFeedXml } from '../episodes/test-feed.ts';
import { saveFetchedFeed } from '../feeds/repository.ts';
import { parseFeed } from '../parser/feed/parse-feed.ts';
import { buildPageApp, documentOf, publishPage, textOf } from '../public-page/test-world.ts';

const FEED = 'https://engine.example/feed.xml';

let t: TestApp;
let owner: AuthHeaders;
let files: LocalServer;
let slug: string;
let projectId: number;
let episodes: Episode[];
let keys: Record<string, string>;

const visit = (path: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: path, headers });

beforeAll(async () => {
  files = await startLocalServer(episodeFilesHandler);
  t = await buildPageApp({ publicUrl: 'https://podpie.example' });
  owner = await createUser(t.app);
  episodes = parseFeed(showFeedXml(files.origin), { url: FEED }).episodes;
  await saveFetchedFeed(
    t.app.db,
    FEED,
    { title: 'The Engine Room', episodes },
    { etag: null, lastModified: null },
    t.clock.now(),
  );
  const outbound = createOutboundClient({
    userAgent: 'PodpieTest/1.0',
    allowedAddresses: ['127.0.0.1'],
    allowedPorts: 'any',
    lookup: fakeResolver({ 'private.example': '10.0.0.5' }),
  });
  await refreshEpisodeFiles(
    {
      db: t.app.db,
      outbound,
      now: t.clock.now,
      log: () => {},
      bounds: { chaptersBytes: 1024 * 1024, transcriptBytes: 4 * 1024 * 1024, timeoutMs: 3000 },
    },
    episodes,
  );
  outbound.close();
  ({ slug, id: projectId } = await publishPage(t.app, owner, [
    { main_type: 'HEADER-TITLE', title: 'The Engine Room', description: 'Machines and people' },
    { main_type: 'PODCAST-FEED', sub_type: 'THUMBNAIL', value: '5', link_value: FEED },
  ]));
  keys = Object.fromEntries(
    keyedEpisodes(episodes).map(({ key, episode }) => [episode.guid ?? episode.title, key]),
  );
}, 120_000);
afterAll(async () => {
  await t.app.close();
  await files.close();
});

describe('an episode page', () => {
  let document: Document;
  let html: string;
  let answer: Awaited<ReturnType<typeof visit>>;

  beforeAll(async () => {
    answer = await visit(`/${slug}/${keys['ada-0001']}`, { 'accept-encoding': 'gzip' });
    html = gunzipSync(answer.rawPayload).toString('utf8');
    document = documentOf(html);
  });

  it('is linked from the page’s feed block', async () => {
    const page = documentOf((await visit(`/${slug}`)).body);
    const links = [...page.querySelectorAll('.pp-feed a')].map((a) => a.getAttribute('href'));
    expect(links[0]).toBe(`/${slug}/${keys['ada-0001']}`);
    expect(links).toContain(`/${slug}/${keys['qa-0001']}`);
  });

  it('shows the episode with a player that needs no JavaScript, in ≤ 14 KB gzipped', () => {
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(textOf(document.querySelector('h1'))).toBe('Interview with Ada');
    const audio = document.querySelector('audio');
    expect(audio?.getAttribute('preload')).toBe('none');
    expect(audio?.hasAttribute('controls')).toBe(true);
    expect(audio?.getAttribute('src')).toBe(`${files.origin}/audio/ada.mp3`);
    expect(textOf(document.querySelector('.pp-epi-meta'))).toBe('Jun 10, 2031 · 1:02:03');
    // The feed's artwork, drawn from the server's copy scaled for the page (page-images).
    expect(document.querySelector('.pp-epi-art')?.getAttribute('src')).toBe(
      `https://podpie.example/${slug}/${keys['ada-0001']}/art.jpg?v=${artworkVersion('https://engine.example/art.jpg')}`,
    );
    expect(document.querySelector('.pp-back')?.getAttribute('href')).toBe(
      `https://podpie.example/${slug}`,
    );
  });

  it('keeps gzipped bytes small without a transcript', async () => {
    const qa = await visit(`/${slug}/${keys['qa-0001']}`, { 'accept-encoding': 'gzip' });
    expect(qa.statusCode).toBe(200);
    expect(qa.rawPayload.length).toBeLessThanOrEqual(14 * 1024);
  });

  it('shows safe notes, people, chapters and the transcript with speakers and playable times', () => {
    const notes = document.querySelector('.pp-notes');
    expect(notes?.innerHTML).toBe(
      '<p>Ada joins us. <a href="https://ada.example/notes" rel="nofollow ugc noopener">Her notes</a></p><ul><li>Engines</li><li>Looms</li></ul>',
    );
    // The player's seek script, and the analytics beacon counting a view of this very episode.
    expect(document.querySelectorAll('script:not([type="application/ld+json"])')).toHaveLength(2);
    expect(document.querySelector('script[data-e]')?.getAttribute('data-e')).toBe(keys['ada-0001']);
    expect([...document.querySelectorAll('.pp-people li')].map(textOf)).toEqual([
      'Jane Host · host',
      'Ada Lovelace · guest',
    ]);
    const chapters = [...document.querySelectorAll('.pp-ch li')].map(textOf);
    expect(chapters).toEqual(['0:00 Cold open', '1:35 Meet Ada', '12:34 The engine']);
    const engine = document.querySelectorAll('.pp-ch a')[2];
    expect(engine?.getAttribute('href')).toBe('?t=754#t=754');
    expect(engine?.getAttribute('data-t')).toBe('754');
    expect([...document.querySelectorAll('.pp-tr p')].map(textOf)).toEqual([
      '0:01 Jane Host: Welcome back to the show. Today my guest is Ada.',
      '12:34 Ada Lovelace: The engine weaves algebraic patterns.',
    ]);
    expect(answer.headers['content-security-policy']).toContain(
      `script-src ${EPISODE_SCRIPT_HASH} ${BEACON_SCRIPT_HASH}`,
    );
    expect(answer.headers['content-security-policy']).toContain("connect-src 'self'");
  });

  it('is shareable: title, description, canonical, cards and JSON-LD PodcastEpisode', () => {
    const canonical = `https://podpie.example/${slug}/${keys['ada-0001']}`;
    expect(textOf(document.querySelector('title'))).toBe('Interview with Ada · The Engine Room');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Ada joins us.',
    );
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(canonical);
    expect(document.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(
      'Interview with Ada',
    );
    // Its own picture, drawn from its artwork and title, as a large card.
    expect(document.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(
      `${canonical}/og.png`,
    );
    expect(document.querySelector('meta[name="twitter:image"]')?.getAttribute('content')).toBe(
      `${canonical}/og.png`,
    );
    expect(document.querySelector('meta[name="twitter:card"]')?.getAttribute('content')).toBe(
      'summary_large_image',
    );
    expect(document.querySelector('.pp-epi-art')?.getAttribute('src')).toBe(
      `${canonical}/art.jpg?v=${artworkVersion('https://engine.example/art.jpg')}`,
    );
    const ld = JSON.parse(
      document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
    );
    expect(ld).toMatchObject({
      '@type': 'PodcastEpisode',
      url: canonical,
      name: 'Interview with Ada',
      datePublished: '2031-06-10T08:00:00.000Z',
      duration: 'PT1H2M3S',
      audio: { '@type': 'AudioObject', contentUrl: `${files.origin}/audio/ada.mp3` },
      partOfSeries: {
        '@type': 'PodcastSeries',
        name: 'The Engine Room',
        url: `https://podpie.example/${slug}`,
      },
    });
  });
});

describe('episode addresses', () => {
  it('?t=12:34 starts the player there and says so without JavaScript', async () => {
    const document = documentOf((await visit(`/${slug}/${keys['ada-0001']}?t=12:34`)).body);
    expect(document.querySelector('audio')?.getAttribute('src')).toBe(
      `${files.origin}/audio/ada.mp3#t=754`,
    );
    expect(textOf(document.querySelector('#t'))).toBe('Starts at 12:34');
  });

  it('answers 301 to the page for an episode that left the feed, and 404 for a page that is none', async () => {
    const gone = await visit(`/${slug}/old-episode-abc123`);
    expect(gone.statusCode).toBe(301);
    expect(gone.headers.location).toBe(`/${slug}`);
    expect((await visit('/nosuchpage/old-episode-abc123')).statusCode).toBe(404);
  });

  it('leaves the page’s own sub-paths alone and draws each episode’s QR code', async () => {
    expect((await visit(`/${slug}/qr.png`)).headers['content-type']).toBe('image/png');
    const qr = await visit(`/${slug}/${keys['ada-0001']}/qr.png`);
    expect(qr.statusCode).toBe(200);
    expect(qr.headers['content-type']).toBe('image/png');
    expect((await visit(`/${slug}/gone-abc123/qr.png`)).statusCode).toBe(404);
    const svg = await visit(`/${slug}/${keys['ada-0001']}/qr.svg`);
    expect(svg.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(svg.body).toMatch(/^<svg|^<\?xml/);
  });

  it('lists the newest episodes for the owner to share, with their addresses and QR codes', async () => {
    const answer = await t.app.inject({
      url: `/api/v1/projects/${projectId}/episodes`,
      headers: owner,
    });
    expect(answer.statusCode).toBe(200);
    const listed = answer.json().data as Record<string, string>[];
    expect(listed.map((episode) => episode.title)).toEqual([
      'Interview with Ada',
      'Q&A',
      'Q&A',
      'Bonus: the long cut',
      'Trailer',
      'Ninety minutes',
    ]);
    const ada = keys['ada-0001'];
    expect(listed[0]).toEqual({
      key: ada,
      title: 'Interview with Ada',
      published_at: '2031-06-10T08:00:00.000Z',
      url: `https://podpie.example/${slug}/${ada}`,
      qr_png: `https://podpie.example/${slug}/${ada}/qr.png`,
      qr_svg: `https://podpie.example/${slug}/${ada}/qr.svg`,
    });
    // Every key listed opens its page.
    expect((await visit(`/${slug}/${listed[3]?.key}`)).statusCode).toBe(200);
    const stranger = await createUser(t.app);
    const refused = await t.app.inject({
      url: `/api/v1/projects/${projectId}/episodes`,
      headers: stranger,
    });
    expect(refused.statusCode).toBe(404);
  });

  it('lists the page and every episode page in its sitemap, named by robots.txt', async () => {
    const sitemap = await visit(`/${slug}/sitemap.xml`);
    expect(sitemap.headers['content-type']).toContain('application/xml');
    const locs = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs[0]).toBe(`https://podpie.example/${slug}`);
    expect(locs).toHaveLength(1 + episodes.length);
    expect(locs).toContain(`https://podpie.example/${slug}/${keys['qa-0002']}`);
    const robots = await visit('/robots.txt');
    expect(robots.body).toContain('Sitemap: https://podpie.example/sitemap.xml');
    const index = await visit('/sitemap.xml');
    expect(index.body).toContain(`<loc>https://podpie.example/${slug}/sitemap.xml</loc>`);
  });

  it('serves a 90-minute transcript in full within 60 KB gzipped', async () => {
    const long = await visit(`/${slug}/${keys['long-0001']}`, { 'accept-encoding': 'gzip' });
    const document = documentOf(gunzipSync(long.rawPayload).toString('utf8'));
    expect(textOf(document.querySelector('.pp-tr p:last-child'))).toContain('5396.');
    expect(long.rawPayload.length).toBeLessThanOrEqual(60 * 1024);
  });

  it('a second view sends the held answer: the same bytes and validator', async () => {
    const path = `/${slug}/${keys['qa-0002']}`;
    const first = await visit(path);
    const again = await visit(path);
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
  });
});

describe('a link to say on air for an episode', () => {
  const SPOTIFY = 'https://open.spotify.com/show/engine';
  let onAir: string;
  beforeAll(async () => {
    ({ slug: onAir } = await publishPage(t.app, owner, [
      { main_type: 'HEADER-TITLE', title: 'The Engine Room' },
      { main_type: 'PODCAST-FEED', sub_type: 'THUMBNAIL', value: '5', link_value: FEED },
      { main_type: 'PODCAST-NETWORK', name: 'SPOTIFY', link_value: SPOTIFY, sub_type: 'LISTEN' },
    ]));
  });

  it('opens the app (at the show, where the app has no episode links) and counts the episode', async () => {
    const go = await visit(`/${onAir}/${keys['ada-0001']}/go/spotify`);
    expect(go.statusCode).toBe(302);
    expect(go.headers.location).toBe(SPOTIFY);
  });

  it('answers the show page for an episode that is not in the feed', async () => {
    const go = await visit(`/${onAir}/gone-episode-zzzzzz/go/spotify`);
    expect(go.statusCode).toBe(200);
    expect(go.headers['content-type']).toContain('text/html');
  });
});
