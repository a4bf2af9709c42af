import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthHeaders, createUser, type TestApp } from '../../test/helper.ts';
import { buildPageApp, documentOf, publishPage } from '../public-page/test-world.ts';
import { titleLines } from './share-image.ts';

let t: TestApp;
let owner: AuthHeaders;

beforeAll(async () => {
  t = await buildPageApp();
  owner = await createUser(t.app);
});
afterAll(() => t.app.close());

async function greenUpload(): Promise<string> {
  const folder = join(t.config.dataDir, 'uploads');
  mkdirSync(folder, { recursive: true });
  const name = `${randomUUID()}.png`;
  const green = await sharp({
    create: { width: 300, height: 300, channels: 3, background: '#00ff00' },
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
