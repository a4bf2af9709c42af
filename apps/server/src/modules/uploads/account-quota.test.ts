import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { errorAnswerSchema } from '@podpie/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema.ts';
import { buildTestApp, createUser, type TestApp } from '../../test/helper.ts';
import { cleanImage } from './image.ts';
import {
  ACCOUNT_DAILY_QUOTA_EXCEEDED,
  ACCOUNT_TOTAL_QUOTA_EXCEEDED,
  ANONYMOUS_QUOTA_EXCEEDED,
  STORAGE_FULL,
} from './keep-image.ts';
import { DAY_MS } from './ledger.ts';

// Issue 28: a fresh free account stored 10 × 9.7 MB in seconds. Small limits here, the same rules.
let t: TestApp;
let png: Buffer;
let cost: number;

beforeAll(async () => {
  png = await sharp({ create: { width: 120, height: 90, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
  cost = (await cleanImage(png)).data.length;
  t = await buildTestApp({
    uploadAnonDailyBytes: Math.floor(cost * 2.5),
    uploadUserDailyBytes: Math.floor(cost * 2.5),
    uploadUserTotalBytes: Math.floor(cost * 4.5),
  });
});
afterAll(() => t.app.close());

function upload(from: string, headers: Record<string, string> = {}, app = t.app) {
  const boundary = '----podpie-account-quota';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return app.inject({
    method: 'POST',
    url: '/api/v1/uploads',
    remoteAddress: from,
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...headers },
  });
}

const storedFiles = async (app: TestApp) =>
  (await readdir(join(app.config.dataDir, 'uploads'))).sort();
const rows = () => t.app.db.select().from(uploads);

describe('the upload quota of an account', () => {
  it('refuses a day past its daily bytes with a message, stores nothing, and allows more the next day until the total', async () => {
    const owner = await createUser(t.app);
    const headers = { 'access-token': owner['access-token'], client: owner.client, uid: owner.uid };
    // Each try from another address: the account is what is counted.
    for (let i = 0; i < 2; i += 1) {
      expect((await upload(`198.51.100.${30 + i}`, headers)).statusCode).toBe(200);
    }
    const filesBefore = await storedFiles(t);
    const rowsBefore = await rows();
    const daily = await upload('198.51.100.40', headers);
    expect(daily.statusCode).toBe(429);
    expect(errorAnswerSchema.parse(daily.json())).toEqual({
      errors: [ACCOUNT_DAILY_QUOTA_EXCEEDED],
      code: 'upload_daily_quota_exceeded',
    });
    expect(await storedFiles(t)).toEqual(filesBefore);
    expect(await rows()).toEqual(rowsBefore);

    t.clock.advance(DAY_MS + 1_000);
    for (let i = 0; i < 2; i += 1)
      expect((await upload('198.51.100.41', headers)).statusCode).toBe(200);
    // Four held, room for half of one more: the total is reached although the day is not.
    const total = await upload('198.51.100.41', headers);
    expect(total.statusCode).toBe(429);
    expect(total.json()).toEqual({
      errors: [ACCOUNT_TOTAL_QUOTA_EXCEEDED],
      code: 'upload_total_quota_exceeded',
    });
  });
});

describe('the signed-out upload quota over IPv6', () => {
  it('counts every address of one /64 together, and another /64 apart', async () => {
    expect((await upload('2001:db8:77:1::1')).statusCode).toBe(200);
    expect((await upload('2001:db8:77:1:aaaa::2')).statusCode).toBe(200);
    const refused = await upload('2001:db8:77:1:ffff:ffff:ffff:fffe');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors).toEqual([ANONYMOUS_QUOTA_EXCEEDED]);
    expect((await upload('2001:db8:77:2::1')).statusCode).toBe(200);
  });
});

describe('the free-disk guard', () => {
  it('refuses uploads with a message before the disk fills, and stores nothing', async () => {
    // More free space asked for than any disk has: the guard reads the real disk (statfs).
    const full = await buildTestApp({ uploadMinFreeBytes: Number.MAX_SAFE_INTEGER });
    try {
      const before = await storedFiles(full);
      const answer = await upload('198.51.100.50', {}, full.app);
      expect(answer.statusCode).toBe(507);
      expect(answer.json()).toEqual({ errors: [STORAGE_FULL], code: 'storage_full' });
      expect(await storedFiles(full)).toEqual(before);
      expect(await full.app.db.select().from(uploads)).toEqual([]);
    } finally {
      await full.app.close();
    }
  });
});
