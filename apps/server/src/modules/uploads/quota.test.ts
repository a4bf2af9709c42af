import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { errorAnswerSchema } from '@podpie/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema.ts';
import { buildTestApp, createUser, type TestApp } from '../../test/helper.ts';
import { cleanImage } from './image.ts';
import { ANONYMOUS_QUOTA_EXCEEDED } from './keep-image.ts';
import { DAY_MS, recordUpload } from './ledger.ts';

let t: TestApp;
let png: Buffer;
/** What one upload of `png` costs once the server has re-encoded it. */
let cost: number;

beforeAll(async () => {
  png = await sharp({ create: { width: 120, height: 90, channels: 3, background: '#cc3366' } })
    .png()
    .toBuffer();
  cost = (await cleanImage(png)).data.length;
  // Room for two uploads and a half: the third passes the limit.
  t = await buildTestApp({ uploadAnonDailyBytes: Math.floor(cost * 2.5) });
});
afterAll(() => t.app.close());

function multipart(bytes: Buffer) {
  const boundary = '----podpie-quota-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n` +
      'Content-Type: image/png\r\n\r\n',
  );
  return {
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function upload(from: string, headers: Record<string, string> = {}, bytes = png) {
  const body = multipart(bytes);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/uploads',
    remoteAddress: from,
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
}

const storedFiles = async () => (await readdir(join(t.config.dataDir, 'uploads'))).sort();
const rows = () => t.app.db.select().from(uploads);

describe('the daily upload quota of a signed-out address', () => {
  it('answers 429 with a message once the address has uploaded its day, and stores nothing', async () => {
    const address = '198.51.100.7';
    for (let i = 0; i < 2; i += 1) expect((await upload(address)).statusCode).toBe(200);
    const filesBefore = await storedFiles();
    const rowsBefore = await rows();

    const refused = await upload(address);
    expect(refused.statusCode).toBe(429);
    expect(errorAnswerSchema.parse(refused.json())).toEqual({
      errors: [ANONYMOUS_QUOTA_EXCEEDED],
      code: 'upload_quota_exceeded',
    });
    expect(await storedFiles()).toEqual(filesBefore);
    expect(await rows()).toEqual(rowsBefore);

    // A forwarded-for header is not believed (TRUST_PROXY is off): still the same address.
    const disguised = await upload(address, { 'x-forwarded-for': '192.0.2.99' });
    expect(disguised.statusCode).toBe(429);
    expect(await storedFiles()).toEqual(filesBefore);
  });

  it('counts each address apart and gives the day back after 24 hours', async () => {
    const address = '198.51.100.8';
    for (let i = 0; i < 2; i += 1) expect((await upload(address)).statusCode).toBe(200);
    expect((await upload(address)).statusCode).toBe(429);
    expect((await upload('198.51.100.9')).statusCode).toBe(200);

    t.clock.advance(DAY_MS + 60_000);
    expect((await upload(address)).statusCode).toBe(200);
  });

  it('does not limit a signed-in owner uploading from an address over its quota', async () => {
    const address = '198.51.100.10';
    for (let i = 0; i < 2; i += 1) expect((await upload(address)).statusCode).toBe(200);
    expect((await upload(address)).statusCode).toBe(429);

    const owner = await createUser(t.app);
    const { id, ...headers } = owner;
    for (let i = 0; i < 3; i += 1) {
      const answer = await upload(address, headers);
      expect(answer.statusCode).toBe(200);
      const name = new URL(answer.json().cdnUrl).pathname.split('/').pop();
      expect(await storedFiles()).toContain(name);
    }
    const owned = (await rows()).filter((row) => row.userId === id);
    expect(owned).toHaveLength(3);
    expect(owned.every((row) => row.clientAddress === address && row.bytes === cost)).toBe(true);
    // The owner's uploads do not use up the address's signed-out day either.
    expect((await upload(address)).statusCode).toBe(429);
  });

  it('lets parallel uploads from one address past the limit no further than one at a time would', async () => {
    const address = '198.51.100.12';
    const limit = 1000;
    const attempts = Array.from({ length: 8 }, (_, i) =>
      recordUpload(
        t.app.db,
        {
          storageKey: `${randomUUID()}.png`,
          userId: null,
          clientAddress: address,
          bytes: 400,
          createdAt: t.clock.now(),
        },
        { anonymousDaily: limit, accountDaily: limit, accountTotal: limit },
      ).then(
        (recorded) => recorded,
        () => `failed ${i}`,
      ),
    );
    const outcomes = await Promise.all(attempts);
    expect(outcomes.filter((refusal) => refusal === null)).toHaveLength(2);
    expect(outcomes.filter((refusal) => refusal === 'anonymous_daily')).toHaveLength(6);
    const kept = (await rows()).filter((row) => row.clientAddress === address);
    expect(kept.reduce((sum, row) => sum + row.bytes, 0)).toBe(800);
  });

  it('records nothing for a refused file', async () => {
    const rowsBefore = await rows();
    const filesBefore = await storedFiles();
    const answer = await upload('198.51.100.11', {}, Buffer.from('not a picture at all'));
    expect(answer.statusCode).toBe(415);
    expect(await rows()).toEqual(rowsBefore);
    expect(await storedFiles()).toEqual(filesBefore);
  });
});
