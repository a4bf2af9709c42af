import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthHeaders, createUser, type TestApp } from '../../test/helper.ts';
import { saveFetchedFeed } from '../feeds/repository.ts';
import { parseFeed } from '../parser/feed/parse-feed.ts';
import { buildPageApp, documentOf, publishPage } from '../public-page/test-world.ts';
import { titleLines } from './share-image.ts';

let t: TestApp;
let owner: AuthHeaders;

beforeAll(async () => {
  t = await buildPageApp();
  owner = await createUser(t.app);
});
afterAll(() => t.app.close());

async function greenUpload(colour = '#00ff00'): Promise<string> {
  const folder = join(t.config.dataDir, 'uploads');
  mkdirSync(folder, { recursive: true });
  const name = `${randomUUID()}.png`;
  const green = await sharp({
    create: { width: 300, height: 300, channels: 3, background: colour },
  })
    .png()
    .toBuffer();
  writeFileSync(join(folder, name), green);
  return `${t.config.publicUrl}/uploads/${name}`;
}

const pixelAt = (png: PNG, x: number, y: number) => {
  const at = (y * png.width + x) * 4;
  return [...png.data.subarray(at, at + 3)];
};

describe('GET /:slug/og.png, the link-preview picture', () => {
  it('draws the artwork beside the title on the page colour, 1200 by 630', async () => {
    const artwork = await greenUpload();
    const { slug } = await publishPage(
      t.app,
      owner,
      [{ main_type: 'HEADER-TITLE', title: 'The Daily Pie', image_url: artwork }],
      { solid_color: '#102030', text_color: '#FFFFFF' },
    );
    const answer = await t.app.inject({ url: `/${slug}/og.png` });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/png');
    const png = PNG.sync.read(answer.rawPayload);
    expect([png.width, png.height]).toEqual([1200, 630]);
    expect(pixelAt(png, 10, 10)).toEqual([0x10, 0x20, 0x30]);
    expect(pixelAt(png, 290, 315)).toEqual([0, 255, 0]);
    const again = await t.app.inject({
      url: `/${slug}/og.png`,
      headers: { 'if-none-match': String(answer.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('is what the page offers link previews, as a large card', async () => {
    const { slug } = await publishPage(t.app, owner, [
      { main_type: 'HEADER-TITLE', title: 'Previewed' },
    ]);
    const document = documentOf((await t.app.inject({ url: `/${slug}` })).body);
    const meta = (key: string) =>
      document
        .querySelector(`meta[property="${key}"], meta[name="${key}"]`)
        ?.getAttribute('content');
    expect(meta('og:image')).toBe(`${t.config.publicUrl}/${slug}/og.png`);
    expect(meta('twitter:card')).toBe('summary_large_image');
  });

  it('does not exist for a page that was never published, nor for an unknown one', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/projects',
      headers: owner,
      payload: {},
    });
    const { slug } = created.json().data as { slug: string };
    expect((await t.app.inject({ url: `/${slug}/og.png` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/nosuchpage9/og.png' })).statusCode).toBe(404);
  });
});

describe('GET /:slug/:episodeKey/og.png, one episode’s link-preview picture', () => {
  it('draws the episode’s own artwork, and the page uses it as a large card', async () => {
    const feed = 'https://og.example/feed.xml';
    const [show, episode] = [await greenUpload(), await greenUpload('#0000ff')];
    const xml = `<?xml version="1.0"?><rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"><channel><title>Pie Talk</title><itunes:image href="${show}"/>
<item><title>Crust secrets</title><guid>crust-1</guid><pubDate>Tue, 10 Jun 2031 08:00:00 GMT</pubDate><itunes:image href="${episode}"/><enclosure url="https://og.example/crust.mp3" type="audio/mpeg" length="1"/></item>
</channel></rss>`;
    await saveFetchedFeed(
      t.app.db,
      feed,
      { title: 'Pie Talk', episodes: parseFeed(xml, { url: feed }).episodes },
      { etag: null, lastModified: null },
      t.clock.now(),
    );
    const { slug } = await publishPage(
      t.app,
      owner,
      [
        { main_type: 'HEADER-TITLE', title: 'Pie Talk', image_url: show },
        { main_type: 'PODCAST-FEED', sub_type: 'THUMBNAIL', value: '3', link_value: feed },
      ],
      { solid_color: '#102030', text_color: '#FFFFFF' },
    );
    const page = documentOf((await t.app.inject({ url: `/${slug}` })).body);
    const path = page.querySelector('.pp-feed a')?.getAttribute('href');
    expect(path).toMatch(new RegExp(`^/${slug}/crust-secrets-[0-9a-z]{6}$`));
    const episodePage = documentOf((await t.app.inject({ url: String(path) })).body);
    const meta = (key: string) =>
      episodePage
        .querySelector(`meta[property="${key}"], meta[name="${key}"]`)
        ?.getAttribute('content');
    expect(meta('og:image')).toBe(`${t.config.publicUrl}${path}/og.png`);
    expect(meta('twitter:card')).toBe('summary_large_image');

    const answer = await t.app.inject({ url: `${path}/og.png` });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/png');
    const png = PNG.sync.read(answer.rawPayload);
    expect([png.width, png.height]).toEqual([1200, 630]);
    expect(pixelAt(png, 10, 10)).toEqual([0x10, 0x20, 0x30]);
    // The episode's artwork, not the show's green.
    expect(pixelAt(png, 290, 315)).toEqual([0, 0, 255]);
    const showPicture = await t.app.inject({ url: `/${slug}/og.png` });
    expect(pixelAt(PNG.sync.read(showPicture.rawPayload), 290, 315)).toEqual([0, 255, 0]);
    // Not the same picture as another episode's or the show's.
    expect(answer.headers.etag).not.toBe(showPicture.headers.etag);
    expect((await t.app.inject({ url: `/${slug}/gone-abc123/og.png` })).statusCode).toBe(404);
  });
});

describe('the title on the picture', () => {
  it('breaks at spaces and ends long titles in an ellipsis', () => {
    expect(titleLines('The Daily Pie: baking news', 14)).toEqual(['The Daily Pie:', 'baking news']);
    const long = titleLines('one two three four five six seven eight nine ten eleven', 9);
    expect(long).toHaveLength(4);
    expect(long[3]?.endsWith('…')).toBe(true);
  });

  it('breaks titles written without spaces anywhere', () => {
    expect(titleLines('每日派烘焙新闻每天早上', 4)).toEqual(['每日派烘', '焙新闻每', '天早上']);
  });
});
