import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthHeaders, buildTestApp, createUser, type TestApp } from '../test/helper.ts';

let t: TestApp;
let owner: AuthHeaders;
let projectId: number;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t.app);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v1/projects',
    headers: owner,
    payload: { language: 'en' },
  });
  projectId = created.json().data.id;
  const links = Array.from({ length: 30 }, (_, index) => ({
    id: -1 - index,
    sort_order: index + 1,
    main_type: 'LINK-INPUT',
    title: `Episode notes ${index}`,
    link_value: `https://show.example/notes/${index}`,
  }));
  await t.app.inject({
    method: 'POST',
    url: `/api/v1/projects/${projectId}/pies/sync`,
    headers: owner,
    payload: links,
  });
});
afterAll(() => t.app.close());

const blocks = (encoding?: string) =>
  t.app.inject({
    url: `/api/v1/projects/${projectId}/pies`,
    headers: encoding ? { ...owner, 'accept-encoding': encoding } : owner,
  });

describe("the API's JSON answers", () => {
  it('come compressed with brotli, or gzip, to a client that takes it, and read the same', async () => {
    const plain = await blocks();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(4_000);
    const br = await blocks('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gzip = await blocks('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    // The sign-in headers still come with it.
    expect(br.headers['access-token']).toBeTruthy();
  });

  it('leave small answers and refused encodings as they are', async () => {
    const health = await t.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(health.headers['content-encoding']).toBeUndefined();
    const refused = await blocks('br;q=0, gzip;q=0');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json().data).toHaveLength(30);
  });
});
