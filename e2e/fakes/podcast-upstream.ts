import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { pathToFileURL } from 'node:url';
import { PNG } from 'pngjs';
import { serveEpisodeFiles } from './episode-files.ts';

/**
 * A stand-in for the outside world of the quick start, on 127.0.0.1: the iTunes Search API
 * (/search, /lookup), Spotify (accounts /api/token and /v1/search), iHeartRadio
 * (/api/v3/search/all), podcast feeds (/feeds/...), artwork (/art/...) and episode audio. Point
 * ITUNES_API_URL, SPOTIFY_API_URL, SPOTIFY_ACCOUNTS_URL and IHEART_API_URL at it. Each show plays
 * one story a journey needs: a healthy show, a dead feed, artwork that cannot be fetched.
 */
export type FakeShow = {
  trackId: number;
  slug: string;
  trackName: string;
  artistName: string;
  /**
   * 'ok' serves the feed and art; 'dead-feed' answers 404 for the feed; 'broken-art' for the art;
   * 'bright-art' serves a bright yellow cover with a blue mark.
   */
  story: 'ok' | 'dead-feed' | 'broken-art' | 'bright-art';
  /** The feed carries Podcasting 2.0 funding links and a trailer. */
  funding?: boolean;
};

export const FAKE_SHOWS: readonly FakeShow[] = [
  { trackId: 1001, slug: 'pie-talk', trackName: 'Pie Talk', artistName: 'Ann Baker', story: 'ok' },
  {
    trackId: 1002,
    slug: 'pie-talk-classics',
    trackName: 'Pie Talk Classics',
    artistName: 'Ann Baker',
    story: 'ok',
  },
  {
    trackId: 1003,
    slug: 'pie-fund',
    trackName: 'Pie Fund Radio',
    artistName: 'Ann Baker',
    story: 'ok',
    funding: true,
  },
  {
    trackId: 2001,
    slug: 'dead-air',
    trackName: 'Dead Air Hour',
    artistName: 'Sam Quiet',
    story: 'dead-feed',
  },
  {
    trackId: 4001,
    slug: 'sunny-side',
    trackName: 'Sunny Side Up',
    artistName: 'Ray Bright',
    story: 'bright-art',
  },
  {
    trackId: 3001,
    slug: 'broken-art',
    trackName: 'Broken Art Radio',
    artistName: 'Pat Canvas',
    story: 'broken-art',
  },
];

/** Episode titles of every healthy feed, newest first; a page shows the first three. */
export const FAKE_EPISODES = [
  'Episode 5: Lattice tops',
  'Episode 4: Blind baking',
  'Episode 3: Fruit fillings',
  'Episode 2: The perfect crust',
  'Episode 1: Why pie',
] as const;

/** The show's Spotify id, so a journey can expect its exact Spotify link. */
export function spotifyId(show: Pick<FakeShow, 'slug'>): string {
  return `fake${show.slug.replace(/-/g, '')}`;
}

function searchResult(base: string, show: FakeShow) {
  return {
    wrapperType: 'track',
    kind: 'podcast',
    collectionId: show.trackId,
    trackId: show.trackId,
    artistName: show.artistName,
    collectionName: show.trackName,
    trackName: show.trackName,
    collectionViewUrl: `https://podcasts.apple.com/us/podcast/${show.slug}/id${show.trackId}`,
    trackViewUrl: `https://podcasts.apple.com/us/podcast/${show.slug}/id${show.trackId}`,
    feedUrl: `${base}/feeds/${show.slug}.xml`,
    artworkUrl30: `${base}/art/${show.slug}.png`,
    artworkUrl60: `${base}/art/${show.slug}.png`,
    artworkUrl100: `${base}/art/${show.slug}.png`,
    artworkUrl600: `${base}/art/${show.slug}.png`,
    primaryGenreName: 'Food',
    genres: ['Food', 'Podcasts'],
  };
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function feedXml(base: string, show: FakeShow): string {
  const day = Date.UTC(2024, 0, 21);
  const items = FAKE_EPISODES.map((title, index) => {
    const number = FAKE_EPISODES.length - index;
    const published = new Date(day - index * 7 * 24 * 60 * 60 * 1000).toUTCString();
    return `
    <item>
      <title>${escapeXml(title)}</title>
      <guid isPermaLink="false">${show.slug}-episode-${number}</guid>
      <link>${base}/episodes/${show.slug}/${number}</link>
      <description>${escapeXml(`Notes for ${title}.`)}</description>
      <pubDate>${published}</pubDate>
      <enclosure url="${base}/audio/${show.slug}-${number}.mp3" length="1024" type="audio/mpeg"/>
      <itunes:duration>00:42:10</itunes:duration>
      <itunes:image href="${base}/art/${show.slug}.png"/>
    </item>`;
  }).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:podcast="https://podcastindex.org/namespace/1.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(show.trackName)}</title>
    <link>${base}/shows/${show.slug}</link>
    <atom:link href="${base}/feeds/${show.slug}.xml" rel="self" type="application/rss+xml"/>
    <description>${escapeXml(`${show.trackName}: a weekly show about baking.`)}</description>
    <language>en</language>
    <itunes:author>${escapeXml(show.artistName)}</itunes:author>
    <itunes:summary>${escapeXml(`${show.trackName} is a weekly show about baking.`)}</itunes:summary>
    <itunes:subtitle>${escapeXml('Weekly baking talk')}</itunes:subtitle>
    <itunes:image href="${base}/art/${show.slug}.png"/>
    <itunes:category text="Arts"><itunes:category text="Food"/></itunes:category>
    <podcast:person role="host" img="${base}/art/${show.slug}.png">${escapeXml(show.artistName)}</podcast:person>${show.funding ? fundingXml(base, show) : ''}${items}
  </channel>
</rss>`;
}

/** Podcasting 2.0 funding links and a trailer, as hosts write them. */
function fundingXml(base: string, show: FakeShow): string {
  return `
    <podcast:funding url="https://www.patreon.com/${show.slug}">Support us on Patreon</podcast:funding>
    <podcast:funding url="https://ko-fi.com/${show.slug}">Buy us a coffee</podcast:funding>
    <podcast:trailer pubdate="Mon, 06 Jan 2025 08:00:00 GMT" url="${base}/audio/${show.slug}-trailer.mp3" length="1024" type="audio/mpeg">Season two trailer</podcast:trailer>`;
}

type Rgb = [number, number, number];
const BROWN: Rgb = [0x8b, 0x45, 0x13];
const PEACH: Rgb = [0xf5, 0xc2, 0x6b];
const YELLOW: Rgb = [0xff, 0xd4, 0x00];
const BLUE: Rgb = [0x1d, 0x4e, 0xd8];

/** A 300x300 two-colour square, a real PNG so the upload service's image check accepts it. */
function artworkPng(field: Rgb = BROWN, mark: Rgb = PEACH): Buffer {
  const size = 300;
  const png = new PNG({ width: size, height: size });
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const offset = (y * size + x) * 4;
      const inner = x > 75 && x < 225 && y > 75 && y < 225;
      const [red, green, blue] = inner ? mark : field;
      png.data[offset] = red;
      png.data[offset + 1] = green;
      png.data[offset + 2] = blue;
      png.data[offset + 3] = 0xff;
    }
  }
  return PNG.sync.write(png);
}

function send(response: ServerResponse, status: number, type: string, body: string | Buffer): void {
  response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  response.end(body);
}

function matchesTerm(show: FakeShow, term: string): boolean {
  const wanted = term.trim().toLowerCase();
  if (wanted === '') return false;
  return (
    String(show.trackId) === wanted ||
    show.trackName.toLowerCase().includes(wanted) ||
    show.artistName.toLowerCase().includes(wanted)
  );
}

const directoryPage = (name: string) =>
  readFileSync(new URL(`../../apps/server/src/modules/health/fixtures/${name}`, import.meta.url));

/**
 * Podcast-directory show pages for the health checks: /directory/up/... answers a show page,
 * /directory/not-found/... Spotify's 200 "Page not found", /directory/down/... 503,
 * /directory/flaky/... goes down and up again on alternate requests, /directory/gone/... 404, and
 * /directory/breaks/... works twice and then answers 404 for good.
 */
function directoryHandler() {
  const show = directoryPage('apple-show.html');
  const notFound = directoryPage('spotify-not-found.html');
  const asked = new Map<string, number>();
  return (request: IncomingMessage, response: ServerResponse, path: string) => {
    const state = path.split('/')[2];
    const count = (asked.get(path) ?? 0) + 1;
    asked.set(path, count);
    const down = state === 'down' || (state === 'flaky' && count % 2 === 0);
    const gone = state === 'gone' || (state === 'breaks' && count > 2);
    const body = down
      ? Buffer.from('<h1>Service Unavailable</h1>')
      : gone
        ? Buffer.from('<h1>Not Found</h1>')
        : state === 'not-found'
          ? notFound
          : show;
    response.writeHead(down ? 503 : gone ? 404 : 200, {
      'content-type': 'text/html; charset=utf-8',
      'content-length': body.length,
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  };
}

/**
 * A Linktree-shaped page of links (the parser's own fixture) whose picture is the fake's artwork,
 * for the import-from-a-link journey: /bio/pietalk.
 */
function bioPage(base: string): string {
  return readFileSync(
    new URL('../../apps/server/src/modules/parser/bio/fixtures/linktree.html', import.meta.url),
    'utf8',
  ).replaceAll('https://ugc.linktr.example/avatar/pietalk.png', `${base}/art/pie-talk.png`);
}

function handler(base: () => string, art: Buffer) {
  const directory = directoryHandler();
  return (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', base());
    const path = url.pathname;
    const json = (body: unknown) => send(response, 200, 'application/json', JSON.stringify(body));

    if (path === '/health') return send(response, 200, 'text/plain', 'ok');
    if (path === '/api/token' && request.method === 'POST') {
      return json({ access_token: 'fake-spotify-token', token_type: 'Bearer', expires_in: 3600 });
    }
    if (path === '/v1/search') {
      const name = url.searchParams.get('q') ?? '';
      const items = FAKE_SHOWS.filter((show) => matchesTerm(show, name)).map((show) => ({
        id: spotifyId(show),
        name: show.trackName,
        description: `${show.trackName} is a weekly show about baking.`,
        publisher: show.artistName,
        external_urls: { spotify: `https://open.spotify.com/show/${spotifyId(show)}` },
      }));
      return json({ shows: { items, total: items.length } });
    }
    if (path === '/api/v3/search/all') {
      const name = url.searchParams.get('keywords') ?? '';
      const podcasts = FAKE_SHOWS.filter((show) => matchesTerm(show, name)).map((show) => ({
        id: show.trackId + 500000,
        title: show.trackName,
      }));
      return json({ results: { podcasts } });
    }
    if (path === '/search') {
      const term = url.searchParams.get('term') ?? '';
      const results = FAKE_SHOWS.filter((show) => matchesTerm(show, term)).map((show) =>
        searchResult(base(), show),
      );
      return json({ resultCount: results.length, results });
    }
    if (path === '/lookup') {
      const ids = (url.searchParams.get('id') ?? '').split(',');
      const results = FAKE_SHOWS.filter((show) => ids.includes(String(show.trackId))).map((show) =>
        searchResult(base(), show),
      );
      return json({ resultCount: results.length, results });
    }
    const feed = /^\/feeds\/([a-z-]+)\.xml$/.exec(path);
    if (feed) {
      const show = FAKE_SHOWS.find((candidate) => candidate.slug === feed[1]);
      if (!show || show.story === 'dead-feed') return send(response, 404, 'text/plain', 'gone');
      return send(response, 200, 'application/rss+xml; charset=utf-8', feedXml(base(), show));
    }
    const picture = /^\/art\/([a-z-]+)\.png$/.exec(path);
    if (picture) {
      const show = FAKE_SHOWS.find((candidate) => candidate.slug === picture[1]);
      if (!show || show.story === 'broken-art') return send(response, 404, 'text/plain', 'gone');
      return send(response, 200, 'image/png', show.story === 'bright-art' ? BRIGHT_ART : art);
    }
    if (path.startsWith('/audio/')) return send(response, 200, 'audio/mpeg', Buffer.alloc(1024));
    if (path.startsWith('/directory/')) return directory(request, response, path);
    if (path === '/bio/pietalk')
      return send(response, 200, 'text/html; charset=utf-8', bioPage(base()));
    if (serveEpisodeFiles(path, base(), response, request.headers.range)) return;
    return send(response, 404, 'text/plain', 'not here');
  };
}

const BRIGHT_ART = artworkPng(YELLOW, BLUE);

export type PodcastUpstream = { url: string; close(): Promise<void> };

/** Starts the fake on 127.0.0.1 (port 0 picks a free one) and answers its base address. */
export async function startPodcastUpstream(port = 0): Promise<PodcastUpstream> {
  const art = artworkPng();
  let base = '';
  const server = createServer(handler(() => base, art));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('fake upstream has no port');
  base = `http://127.0.0.1:${address.port}`;
  return {
    url: base,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

// Run directly (`node --import tsx e2e/fakes/podcast-upstream.ts`), it listens on
// FAKE_UPSTREAM_PORT (0: any free port) until stopped, for trying the quick start by hand.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const upstream = await startPodcastUpstream(Number(process.env.FAKE_UPSTREAM_PORT ?? 0));
  console.log(`fake podcast upstream on ${upstream.url}`);
  const stop = () => void upstream.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
