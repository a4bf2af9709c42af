import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artworkVersion } from '../../lib/artwork-version.ts';
import { type LocalServer, startLocalServer } from '../../lib/outbound-test-support.ts';
import { type AuthHeaders, createUser, sectionsFromEnv, type TestApp } from '../../test/helper.ts';
import { saveFetchedFeed } from '../feeds/repository.ts';
import { parseFeed } from '../parser/feed/parse-feed.ts';
import { buildPageApp, documentOf, publishPage } from '../public-page/test-world.ts';

let t: TestApp;
let owner: AuthHeaders;
let host: LocalServer;
let big: Buffer;
let clear: Buffer;
const asked: string[] = [];

// A feed host as podcasts have them: artwork of 3000 px, and one address that answers an error.
beforeAll(async () => {
  big = await sharp({ create: { width: 3000, height: 3000, channels: 3, background: '#c04020' } })
    .jpeg({ quality: 92 })
    .toBuffer();
  // A show's logo on a clear background: a red disc, transparent around it.
  clear = await sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="1400" height="1400"><circle cx="700" cy="700" r="400" fill="#d02020"/></svg>',
    ),
  )
    .png()
    .toBuffer();
  host = await startLocalServer((request, response) => {
    asked.push(request.url ?? '');
    if (request.url === '/big.jpg') {
      response.writeHead(200, { 'content-type': 'image/jpeg' }).end(big);
      return;
    }
    if (request.url === '/clear.png') {
      response.writeHead(200, { 'content-type': 'image/png' }).end(clear);
      return;
    }
    response.writeHead(500).end();
  });
  t = await buildPageApp(
    sectionsFromEnv({ OUTBOUND_ALLOW_PRIVATE: 'true', OUTBOUND_ALLOWED_PORTS: '*' }),
  );
  owner = await createUser(t.app);
});
afterAll(async () => {
  await t.app.close();
  await host.close();
});

/** Publishes a page whose feed has one episode with `artwork`; answers the episode page's path. */
async function episodeWith(artwork: string, guid: string): Promise<string> {
  const feed = `https://${guid}.example/feed.xml`;
  const xml = `<?xml version="1.0"?><rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"><channel><title>Pie Talk</title>
<item><title>Crust secrets</title><guid>${guid}</guid><pubDate>Tue, 10 Jun 2031 08:00:00 GMT</pubDate><itunes:image href="${artwork}"/><enclosure url="https://cdn.example/${guid}.mp3" type="audio/mpeg" length="1"/></item>
</channel></rss>`;
  await saveFetchedFeed(
    t.app.db,
    feed,
    { title: 'Pie Talk', episodes: parseFeed(xml, { url: feed }).episodes },
    { etag: null, lastModified: null },
    t.clock.now(),
  );
  const { slug } = await publishPage(t.app, owner, [
    { main_type: 'HEADER-TITLE', title: 'Pie Talk' },
    { main_type: 'PODCAST-FEED', sub_type: 'THUMBNAIL', value: '3', link_value: feed },
  ]);
  const page = documentOf((await t.app.inject({ url: `/${slug}` })).body);
  return String(page.querySelector('.pp-feed a')?.getAttribute('href'));
}

describe('GET /:slug/:episodeKey/art.jpg, the episode page’s artwork', () => {
  it('draws the feed’s 3000 px artwork from a 640 px copy, fetched once', async () => {
    const artwork = `${host.origin}/big.jpg`;
    const path = await episodeWith(artwork, 'big-1');
    const page = documentOf((await t.app.inject({ url: path })).body);
    const src = `${path}/art.jpg?v=${artworkVersion(artwork)}`;
    expect(page.querySelector('img.pp-epi-art')?.getAttribute('src')).toBe(
      `${t.config.publicUrl}${src}`,
    );

    const answer = await t.app.inject({ url: src });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/jpeg');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(answer.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([640, 640]);
    expect(answer.rawPayload.length).toBeLessThan(big.length / 4);

    const again = await t.app.inject({
      url: src,
      headers: { 'if-none-match': String(answer.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    // Without the artwork's name (an old link): the same copy, for a day.
    const unnamed = await t.app.inject({ url: `${path}/art.jpg` });
    expect(unnamed.headers['cache-control']).toBe('public, max-age=86400');
    expect(unnamed.rawPayload.equals(answer.rawPayload)).toBe(true);
    expect(asked.filter((url) => url === '/big.jpg')).toHaveLength(1);
  });

  it('keeps a transparent artwork transparent instead of drawing it on black', async () => {
    const artwork = `${host.origin}/clear.png`;
    const path = await episodeWith(artwork, 'clear-1');
    const answer = await t.app.inject({ url: `${path}/art.jpg?v=${artworkVersion(artwork)}` });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/webp');
    const { data, info } = await sharp(answer.rawPayload)
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([info.width, info.channels]).toEqual([640, 4]);
    // A corner, outside the disc: still clear. The middle: still red.
    expect(data[3]).toBe(0);
    const middle = (320 * 640 + 320) * 4;
    const [red = 0, green = 0, blue = 0, alpha = 0] = data.subarray(middle, middle + 4);
    expect(alpha).toBe(255);
    expect(red).toBeGreaterThan(180);
    expect(Math.max(green, blue)).toBeLessThan(70);
  });

  it('answers a named copy from memory, even once the page is gone', async () => {
    const artwork = `${host.origin}/big.jpg`;
    const path = await episodeWith(artwork, 'named-1');
    const src = `${path}/art.jpg?v=${artworkVersion(artwork)}`;
    expect((await t.app.inject({ url: src })).statusCode).toBe(200);
    const slug = path.split('/')[1];
    const { id } = (await t.app.inject({ url: '/api/v1/projects', headers: owner }))
      .json()
      .data.find((project: { slug: string }) => project.slug === slug);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/projects/${id}`,
      headers: owner,
    });
    expect(removed.statusCode).toBeLessThan(300);
    // Nothing read the page for it: the page itself is gone.
    expect((await t.app.inject({ url: path })).statusCode).toBe(404);
    expect((await t.app.inject({ url: src })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `${path}/art.jpg` })).statusCode).toBe(404);
    // The name answers under its own page's address only.
    const elsewhere = `/nosuchpage/${path.split('/')[2]}/art.jpg?v=${artworkVersion(artwork)}`;
    expect((await t.app.inject({ url: elsewhere })).statusCode).toBe(404);
  });

  it('sends the visitor to the artwork itself when it cannot be fetched', async () => {
    const broken = `${host.origin}/broken.jpg`;
    const path = await episodeWith(broken, 'broken-1');
    const answer = await t.app.inject({ url: `${path}/art.jpg` });
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe(broken);
    expect(answer.headers['cache-control']).toBe('public, max-age=60');
  });

  it('is a 404 for an episode that is not in the feed', async () => {
    const path = await episodeWith(`${host.origin}/big.jpg`, 'gone-1');
    const slug = path.split('/')[1];
    const answer = await t.app.inject({ url: `/${slug}/gone-abc123/art.jpg` });
    expect(answer.statusCode).toBe(404);
  });
});
