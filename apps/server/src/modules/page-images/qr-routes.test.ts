import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthHeaders, createUser, type TestApp } from '../../test/helper.ts';
import { buildPageApp, publishPage } from '../public-page/test-world.ts';

let t: TestApp;
let owner: AuthHeaders;

beforeAll(async () => {
  t = await buildPageApp();
  owner = await createUser(t.app);
});
afterAll(() => t.app.close());

type Pixels = { width: number; height: number; data: Uint8ClampedArray };

function pixelsOfPng(body: Buffer): Pixels {
  const png = PNG.sync.read(body);
  return { width: png.width, height: png.height, data: new Uint8ClampedArray(png.data) };
}

async function pixelsOfSvg(body: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(body)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data: new Uint8ClampedArray(data) };
}

const decode = (pixels: Pixels) => jsQR(pixels.data, pixels.width, pixels.height)?.data;

const pixelAt = (pixels: Pixels, x: number, y: number) => {
  const at = (y * pixels.width + x) * 4;
  return [...pixels.data.slice(at, at + 3)];
};

const shortLink = (slug: string) => `http://podpie.test/${slug}`;

async function pageWithQr(settings: Record<string, unknown>) {
  return publishPage(
    t.app,
    owner,
    [{ main_type: 'TEXT-INPUT', title: 'QR', description: 'x' }],
    settings,
  );
}

/** A solid red square stored as one of the app's own uploads; answers its public address. */
async function redUpload(): Promise<string> {
  const folder = join(t.config.dataDir, 'uploads');
  mkdirSync(folder, { recursive: true });
  const name = `${randomUUID()}.png`;
  const red = await sharp({
    create: { width: 64, height: 64, channels: 3, background: '#ff0000' },
  })
    .png()
    .toBuffer();
  writeFileSync(join(folder, name), red);
  return `${t.config.publicUrl}/uploads/${name}`;
}

describe('GET /:slug/qr.png', () => {
  it('decodes to exactly the short link, at the project size', async () => {
    const { slug } = await pageWithQr({ qr_size: 300 });
    const answer = await t.app.inject({ url: `/${slug}/qr.png` });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/png');
    const pixels = pixelsOfPng(answer.rawPayload);
    expect([pixels.width, pixels.height]).toEqual([300, 300]);
    expect(decode(pixels)).toBe(shortLink(slug));
  });

  it('draws the modules in the project colour on white', async () => {
    const { slug } = await pageWithQr({ qr_color: '#1a73e8', qr_level: 'H' });
    const pixels = pixelsOfPng((await t.app.inject({ url: `/${slug}/qr.png` })).rawPayload);
    expect(decode(pixels)).toBe(shortLink(slug));
    const colours = new Set<string>();
    for (let x = 0; x < pixels.width; x += 1)
      colours.add(pixelAt(pixels, x, pixels.height / 2).join());
    expect([...colours].sort()).toEqual(['255,255,255', '26,115,232']);
  });

  it('puts the artwork in the centre at a fifth of the code above level L, and still decodes', async () => {
    const { slug } = await pageWithQr({ qr_level: 'M', artwork_cdnUrl: await redUpload() });
    const pixels = pixelsOfPng((await t.app.inject({ url: `/${slug}/qr.png` })).rawPayload);
    expect(decode(pixels)).toBe(shortLink(slug));
    const middle = pixels.width / 2;
    expect(pixelAt(pixels, middle, middle)).toEqual([255, 0, 0]);
    const redAcross = Array.from({ length: pixels.width }, (_, x) =>
      pixelAt(pixels, x, middle),
    ).filter(([r, g, b]) => r === 255 && g === 0 && b === 0).length;
    // 0.2 of 200 px is a 40 px logo, less its thin white border.
    expect(redAcross).toBeGreaterThan(30);
    expect(redAcross).toBeLessThanOrEqual(40);
  });

  it('keeps the logo to a tenth of the code at level L', async () => {
    const { slug } = await pageWithQr({ qr_level: 'L', artwork_cdnUrl: await redUpload() });
    const pixels = pixelsOfPng((await t.app.inject({ url: `/${slug}/qr.png` })).rawPayload);
    expect(decode(pixels)).toBe(shortLink(slug));
    const middle = pixels.width / 2;
    const redAcross = Array.from({ length: pixels.width }, (_, x) =>
      pixelAt(pixels, x, middle),
    ).filter(([r, g, b]) => r === 255 && g === 0 && b === 0).length;
    expect(redAcross).toBeGreaterThan(10);
    expect(redAcross).toBeLessThanOrEqual(20);
  });

  it('draws a plain code when the artwork cannot be had', async () => {
    const { slug } = await pageWithQr({
      qr_level: 'Q',
      artwork_cdnUrl: `${t.config.publicUrl}/uploads/${randomUUID()}.png`,
    });
    const answer = await t.app.inject({ url: `/${slug}/qr.png` });
    expect(answer.statusCode).toBe(200);
    expect(decode(pixelsOfPng(answer.rawPayload))).toBe(shortLink(slug));
  });

  it('answers 404 for an unknown page', async () => {
    const answer = await t.app.inject({ url: '/nobodyhere/qr.png' });
    expect(answer.statusCode).toBe(404);
  });
});

describe('GET /:slug/qr.svg', () => {
  it('decodes to exactly the short link, logo included, in the project colour', async () => {
    const { slug } = await pageWithQr({
      qr_level: 'H',
      qr_color: 'darkgreen',
      artwork_cdnUrl: await redUpload(),
    });
    const answer = await t.app.inject({ url: `/${slug}/qr.svg` });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(answer.body).toContain('fill="darkgreen"');
    expect(answer.body).toContain('href="data:image/png;base64,');
    expect(decode(await pixelsOfSvg(answer.rawPayload))).toBe(shortLink(slug));
  });
});
