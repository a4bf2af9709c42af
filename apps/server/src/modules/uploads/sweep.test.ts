import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema.ts';
import { JobRunner } from '../../lib/jobs.ts';
import { createUser, type TestApp } from '../../test/helper.ts';
import { buildPageApp, publishPage } from '../public-page/test-world.ts';
import { DAY_MS } from './ledger.ts';
import { ensureUploadSweep, UPLOAD_SWEEP_JOB, uploadSweepJob } from './sweep.ts';

let t: TestApp;
let png: Buffer;

beforeAll(async () => {
  t = await buildPageApp();
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
});
afterAll(() => t.app.close());

/** Uploads an image as the web editor does (signed out unless headers are given). */
async function upload(headers: Record<string, string> = {}): Promise<string> {
  const boundary = '----podpie-sweep-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n` +
      'Content-Type: image/png\r\n\r\n',
  );
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/v1/uploads',
    payload: Buffer.concat([head, png, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...headers },
  });
  expect(answer.statusCode).toBe(200);
  return answer.json().cdnUrl as string;
}

const fileOf = (url: string) => new URL(url).pathname.replace('/uploads/', '');
const storedFiles = async () => readdir(join(t.config.dataDir, 'uploads'));
const served = async (url: string) =>
  (await t.app.inject({ url: new URL(url).pathname })).statusCode;

/** The sweep as the server's job runner runs it. */
async function runSweep(): Promise<void> {
  const runner = new JobRunner(t.app.db, {
    handlers: {
      [UPLOAD_SWEEP_JOB]: uploadSweepJob({
        db: t.app.db,
        dataDir: t.config.dataDir,
        now: t.clock.now,
      }),
    },
    now: t.clock.now,
  });
  await ensureUploadSweep(t.app.db);
  expect(await runner.runDue()).toBe(1);
}

describe('the sweep of unused uploads', () => {
  it('deletes old uploads no page uses and keeps used and fresh ones', async () => {
    const { id: _ownerId, ...owner } = await createUser(t.app);

    const abandoned = await upload();
    const draftArtwork = await upload();
    const draftBlockImage = await upload();
    const ownerUnused = await upload(owner);
    const ownerArtwork = await upload(owner);

    // A signed-out draft becomes the owner's project on sign-up, carrying its images along.
    await publishPage(
      t.app,
      owner,
      [{ main_type: 'HEADER-TITLE', title: 'Kept', image_url: draftBlockImage }],
      { artwork_cdnUrl: draftArtwork, background_image_cdnUrl: ownerArtwork },
    );

    t.clock.advance(DAY_MS + 60_000);
    const fresh = await upload();

    await runSweep();

    const files = await storedFiles();
    for (const gone of [abandoned, ownerUnused]) {
      expect(files).not.toContain(fileOf(gone));
      expect(await served(gone)).toBe(404);
    }
    for (const kept of [draftArtwork, draftBlockImage, ownerArtwork, fresh]) {
      expect(files).toContain(fileOf(kept));
      expect(await served(kept)).toBe(200);
    }
    const keys = (await t.app.db.select().from(uploads)).map((row) => row.storageKey);
    expect(keys.sort()).toEqual(
      [draftArtwork, draftBlockImage, ownerArtwork, fresh].map(fileOf).sort(),
    );
  });

  it('deletes an upload once its page no longer uses it', async () => {
    const { id: _ownerId, ...owner } = await createUser(t.app);
    const first = await upload(owner);
    const page = await publishPage(t.app, owner, [], { artwork_cdnUrl: first });
    t.clock.advance(DAY_MS + 60_000);
    await runSweep();
    expect(await served(first)).toBe(200);
    // The page asked for its artwork scaled down, which keeps a copy beside it.
    const scaledPath = `${new URL(first).pathname}?w=240`;
    expect((await t.app.inject({ url: scaledPath })).statusCode).toBe(200);
    const uuid = fileOf(first).split('.')[0] ?? '';
    const copiesOfFirst = async () => (await storedFiles()).filter((name) => name.startsWith(uuid));
    expect(await copiesOfFirst()).toHaveLength(2);

    const replaced = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/projects/${page.id}`,
      headers: owner,
      payload: { artwork_cdnUrl: null },
    });
    expect(replaced.statusCode).toBe(200);
    await runSweep();
    expect(await served(first)).toBe(404);
    expect((await t.app.inject({ url: scaledPath })).statusCode).toBe(404);
    expect(await copiesOfFirst()).toEqual([]);
  });
});
