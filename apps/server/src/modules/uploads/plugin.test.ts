import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { freshDatabase } from '../../test/database.ts';
import { type FetchedImage, type UploadsPluginOptions, uploadsPlugin } from './plugin.ts';

const PUBLIC_URL = 'http://podpie.test';

let dataDir: string;
let app: FastifyInstance;
let database: DatabaseHandle;

beforeAll(async () => {
  database = await freshDatabase();
});

afterAll(async () => {
  await database.close();
});

async function start(extra: Partial<UploadsPluginOptions> = {}) {
  app = Fastify();
  await app.register(uploadsPlugin, {
    dataDir,
    publicUrl: PUBLIC_URL,
    db: database.db,
    anonymousDailyBytes: 1024 * 1024 * 1024,
    uploaderOf: async () => null,
    ...extra,
  });
  await app.ready();
  return app;
}

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'podpie-uploads-'));
});

afterEach(async () => {
  await app?.close();
  await rm(dataDir, { recursive: true, force: true });
});

function multipartBody(bytes: Buffer, fileName: string, contentType: string, field = 'file') {
  const boundary = '----podpie-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function upload(bytes: Buffer, fileName = 'picture.png', contentType = 'image/png') {
  return app.inject({
    method: 'POST',
    url: '/api/v1/uploads',
    ...multipartBody(bytes, fileName, contentType),
  });
}

const picture = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } });

const storedFiles = async () => readdir(join(dataDir, 'uploads'));

describe('uploading an image', () => {
  it('keeps a PNG and answers where it can be seen', async () => {
    await start();
    const response = await upload(await picture().png().toBuffer());
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.mimeType).toBe('image/png');
    expect(body.cdnUrl).toBe(`${PUBLIC_URL}/uploads/${body.uuid}.png`);
    expect(body.originalUrl).toBe(body.cdnUrl);
    expect(await storedFiles()).toEqual([`${body.uuid}.png`]);

    const served = await app.inject({ method: 'GET', url: `/uploads/${body.uuid}.png` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('max-age=31536000');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([64, 48]);
  });

  it('accepts JPEG, WebP and GIF under their own type, whatever the file is called', async () => {
    await start();
    const cases = [
      { bytes: await picture().jpeg().toBuffer(), mimeType: 'image/jpeg', ext: 'jpg' },
      { bytes: await picture().webp().toBuffer(), mimeType: 'image/webp', ext: 'webp' },
      { bytes: await picture().gif().toBuffer(), mimeType: 'image/gif', ext: 'gif' },
    ];
    for (const { bytes, mimeType, ext } of cases) {
      const response = await upload(bytes, 'renamed.png', 'image/png');
      expect(response.statusCode).toBe(200);
      expect(response.json().mimeType).toBe(mimeType);
      expect(response.json().cdnUrl.endsWith(`.${ext}`)).toBe(true);
    }
  });

  it('drops the camera metadata of a photo', async () => {
    await start();
    const photo = await picture()
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-owner', Artist: 'someone' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const { uuid } = (await upload(photo, 'photo.jpg', 'image/jpeg')).json();
    const served = await app.inject({ method: 'GET', url: `/uploads/${uuid}.jpg` });
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes('secret-owner')).toBe(false);
  });

  it('scales a very wide picture down to 2048 pixels', async () => {
    await start();
    const { uuid } = (await upload(await picture(3000, 600).png().toBuffer())).json();
    const served = await app.inject({ method: 'GET', url: `/uploads/${uuid}.png` });
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([2048, 410]);
  });
});

describe('refused uploads store nothing', () => {
  it('refuses a text file renamed .png', async () => {
    await start();
    const response = await upload(Buffer.from('just some notes, not a picture\n'.repeat(20)));
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      errors: ['Please upload a JPEG, PNG, WebP or GIF image.'],
    });
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses an SVG, with or without a script', async () => {
    await start();
    const plain = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect/></svg>';
    const scripted =
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>';
    for (const svg of [plain, scripted]) {
      const response = await upload(Buffer.from(svg), 'logo.svg', 'image/svg+xml');
      expect(response.statusCode).toBe(415);
      expect(response.json().errors).toHaveLength(1);
    }
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses a file over 10 MB', async () => {
    await start();
    const header = await picture().png().toBuffer();
    const oversized = Buffer.concat([header, Buffer.alloc(10 * 1024 * 1024 + 1, 7)]);
    const response = await upload(oversized);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      errors: ['The image is too large: at most 10 MB, please.'],
    });
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses a small file that claims to be an enormous picture', async () => {
    await start();
    const response = await upload(pngHeaderOnly(30_000, 30_000));
    expect(response.statusCode).toBe(413);
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses a file with a JPEG signature that is not a JPEG', async () => {
    await start();
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 1)]);
    const response = await upload(fake, 'photo.jpg', 'image/jpeg');
    expect(response.statusCode).toBe(415);
    expect(await storedFiles()).toEqual([]);
  });

  it('asks for the file field when the request carries none', async () => {
    await start();
    const wrongField = multipartBody(await picture().png().toBuffer(), 'a.png', 'image/png', 'x');
    const noFile = await app.inject({ method: 'POST', url: '/api/v1/uploads', ...wrongField });
    expect(noFile.statusCode).toBe(400);
    const json = await app.inject({ method: 'POST', url: '/api/v1/uploads', payload: { a: 1 } });
    expect(json.statusCode).toBe(400);
    expect(json.json().errors).toHaveLength(1);
    expect(await storedFiles()).toEqual([]);
  });

  it('limits how often one address may upload', async () => {
    await start({ rateLimit: { max: 2, timeWindow: 60_000 } });
    const bytes = await picture().png().toBuffer();
    expect((await upload(bytes)).statusCode).toBe(200);
    expect((await upload(bytes)).statusCode).toBe(200);
    const third = await upload(bytes);
    expect(third.statusCode).toBe(429);
    expect(third.json().errors[0]).toMatch(/Too many uploads/);
    expect(await storedFiles()).toHaveLength(2);
  });
});

describe('uploading from an address', () => {
  const fromUrl = (url: string) =>
    app.inject({ method: 'POST', url: '/api/v1/uploads/from_url', payload: { url } });

  it('keeps the picture the outbound client fetched', async () => {
    const bytes = await picture().jpeg().toBuffer();
    const asked: string[] = [];
    const fetchImage = async (url: string): Promise<FetchedImage> => {
      asked.push(url);
      return { body: bytes, contentType: 'image/jpeg' };
    };
    await start({ fetchImage });
    const response = await fromUrl('https://cdn.example.com/art.jpg');
    expect(response.statusCode).toBe(200);
    expect(response.json().mimeType).toBe('image/jpeg');
    expect(asked).toEqual(['https://cdn.example.com/art.jpg']);
    expect(await storedFiles()).toHaveLength(1);
  });

  it('refuses what the address answered when it is not an image', async () => {
    await start({
      fetchImage: async () => ({ body: Buffer.from('<html>'), contentType: 'text/html' }),
    });
    expect((await fromUrl('https://example.com/page')).statusCode).toBe(415);
    expect(await storedFiles()).toEqual([]);
  });

  it('explains an unreachable address and a missing client', async () => {
    await start({
      fetchImage: async () => {
        throw new Error('connect ECONNREFUSED');
      },
    });
    const failed = await fromUrl('https://gone.example.com/a.png');
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toMatchObject({
      errors: ['Unable to fetch an image from https://gone.example.com/a.png.'],
    });
    await app.close();
    await start();
    expect((await fromUrl('https://cdn.example.com/a.png')).statusCode).toBe(503);
  });

  it('accepts only http and https addresses', async () => {
    await start({ fetchImage: async () => ({ body: Buffer.alloc(0), contentType: null }) });
    const response = await fromUrl('file:///etc/passwd');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveLength(1);
  });
});

describe('serving uploads', () => {
  it('serves only names it handed out: no listing, no climbing out of the folder', async () => {
    await start();
    for (const url of [
      '/uploads/',
      '/uploads/..%2F..%2Fetc%2Fpasswd',
      '/uploads/../package.json',
      '/uploads/00000000-0000-0000-0000-000000000000.png',
      '/uploads/00000000-0000-0000-0000-000000000000.png.partial',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });
});

describe('scaled uploads', () => {
  it('answers a big artwork at the width a page asks for, made once and kept beside it', async () => {
    await start();
    const kept = (
      await upload(await picture(1600, 1600).jpeg().toBuffer(), 'art.jpg', 'image/jpeg')
    ).json();
    const original = await app.inject({ method: 'GET', url: `/uploads/${kept.uuid}.jpg` });
    const small = await app.inject({ method: 'GET', url: `/uploads/${kept.uuid}.jpg?w=240` });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-type']).toBe('image/jpeg');
    expect(small.headers['cache-control']).toContain('immutable');
    const meta = await sharp(small.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 240, 240]);
    expect(small.rawPayload.length).toBeLessThan(original.rawPayload.length / 4);
    expect((await storedFiles()).sort()).toEqual([`${kept.uuid}.jpg`, `${kept.uuid}.w240.jpg`]);
    const again = await app.inject({ method: 'GET', url: `/uploads/${kept.uuid}.jpg?w=240` });
    expect(again.rawPayload.equals(small.rawPayload)).toBe(true);
    const wider = await app.inject({ method: 'GET', url: `/uploads/${kept.uuid}.jpg?w=480` });
    expect((await sharp(wider.rawPayload).metadata()).width).toBe(480);
  });

  it('never enlarges a small picture and leaves a GIF as it is', async () => {
    await start();
    const png = (await upload(await picture(100, 60).png().toBuffer())).json();
    const scaled = await app.inject({ method: 'GET', url: `/uploads/${png.uuid}.png?w=480` });
    expect(scaled.headers['content-type']).toBe('image/png');
    const meta = await sharp(scaled.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([100, 60]);
    const gif = (
      await upload(await picture(600, 600).gif().toBuffer(), 'a.gif', 'image/gif')
    ).json();
    const original = await app.inject({ method: 'GET', url: `/uploads/${gif.uuid}.gif` });
    const asked = await app.inject({ method: 'GET', url: `/uploads/${gif.uuid}.gif?w=240` });
    expect(asked.rawPayload.equals(original.rawPayload)).toBe(true);
  });

  it('scales every frame of an animated WebP, which stays animated', async () => {
    await start();
    const frames = await Promise.all(
      ['#c04020', '#20c040', '#2040c0'].map((background) =>
        sharp({ create: { width: 1200, height: 800, channels: 3, background } })
          .png()
          .toBuffer(),
      ),
    );
    const animated = await sharp(frames, { join: { animated: true } })
      .webp({ loop: 0, delay: [300, 300, 300] })
      .toBuffer();
    const kept = (await upload(animated, 'loop.webp', 'image/webp')).json();
    const asked = await app.inject({ method: 'GET', url: `/uploads/${kept.uuid}.webp?w=480` });
    expect(asked.statusCode).toBe(200);
    expect(asked.headers['content-type']).toBe('image/webp');
    const meta = await sharp(asked.rawPayload, { animated: true }).metadata();
    expect([meta.pages, meta.width, meta.pageHeight]).toEqual([3, 480, 320]);
    expect(meta.delay).toEqual([300, 300, 300]);
  });

  it('answers the original, cacheable for a minute only, when no copy can be made', async () => {
    await start();
    const kept = (await upload(await picture(800, 800).png().toBuffer())).json();
    const stored = join(dataDir, 'uploads', `${kept.uuid}.png`);
    // A file damaged on the disk after it was kept: sharp cannot read it.
    await writeFile(stored, (await readFile(stored)).subarray(0, 120));
    const asked = await app.inject({ method: 'GET', url: `/uploads/${kept.uuid}.png?w=240` });
    expect(asked.statusCode).toBe(200);
    expect(asked.rawPayload.length).toBe(120);
    expect(asked.headers['cache-control']).toBe('public, max-age=60');
    expect(await storedFiles()).toEqual([`${kept.uuid}.png`]);
  });

  it('refuses a width it does not make, and a scaled name asked for directly', async () => {
    await start();
    const kept = (await upload(await picture(800, 800).png().toBuffer())).json();
    const odd = await app.inject({ method: 'GET', url: `/uploads/${kept.uuid}.png?w=1000` });
    expect(odd.statusCode).toBe(422);
    expect(odd.json().errors).toEqual(['w: must be one of 240, 480, 960']);
    await app.inject({ method: 'GET', url: `/uploads/${kept.uuid}.png?w=240` });
    const direct = await app.inject({ method: 'GET', url: `/uploads/${kept.uuid}.w240.png` });
    expect(direct.statusCode).toBe(404);
    expect(await storedFiles()).toHaveLength(2);
  });
});

/** A PNG whose header claims width x height and that holds no pixel data at all. */
function pngHeaderOnly(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(16))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
