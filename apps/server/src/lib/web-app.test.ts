import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/helper.ts';

const WEB_DIST = join(tmpdir(), `podpie-web-app-${process.pid}`);
const SCRIPT = `console.log(${JSON.stringify('the editor '.repeat(400))});`;
const INDEX = `<!DOCTYPE html><html><body><div id="root"></div>${'<!-- app -->'.repeat(200)}</body></html>`;
const IMMUTABLE = 'max-age=31536000, immutable';

/** A built app as Vite and apps/web/precompress.ts leave it: each file with .br and .gz copies. */
function writeBuild() {
  mkdirSync(join(WEB_DIST, 'assets'), { recursive: true });
  const files = { 'index.html': INDEX, 'assets/editor-Ab12Cd34.js': SCRIPT };
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(join(WEB_DIST, name), text);
    writeFileSync(join(WEB_DIST, `${name}.gz`), gzipSync(text));
    writeFileSync(join(WEB_DIST, `${name}.br`), brotliCompressSync(text));
  }
  writeFileSync(join(WEB_DIST, 'assets', 'tiny-Zz99Yy88.css'), 'body{margin:0}');
}

let t: TestApp;
beforeAll(async () => {
  writeBuild();
  t = await buildTestApp({ webDist: WEB_DIST });
});
afterAll(async () => {
  await t.app.close();
  rmSync(WEB_DIST, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('the built app is sent precompressed', () => {
  it('sends brotli to a browser that takes it, the script cached for a year', async () => {
    const answer = await get('/assets/editor-Ab12Cd34.js', {
      'accept-encoding': 'gzip, deflate, br, zstd',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toBe('text/javascript');
    expect(answer.headers['cache-control']).toBe(IMMUTABLE);
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(SCRIPT);
    expect(answer.rawPayload.length).toBeLessThan(SCRIPT.length / 4);
  });

  it('sends gzip to a browser that takes gzip only', async () => {
    const answer = await get('/assets/editor-Ab12Cd34.js', { 'accept-encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['cache-control']).toBe(IMMUTABLE);
    expect(gunzipSync(answer.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the plain file when the client takes no compression', async () => {
    const answer = await get('/assets/editor-Ab12Cd34.js');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['cache-control']).toBe(IMMUTABLE);
    expect(answer.body).toBe(SCRIPT);
  });

  it('sends a file without compressed copies as it is', async () => {
    const answer = await get('/assets/tiny-Zz99Yy88.css', { 'accept-encoding': 'gzip, br' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['cache-control']).toBe(IMMUTABLE);
    expect(answer.body).toBe('body{margin:0}');
  });

  it("sends scripts and stylesheets without the document's headers or a validator, nosniff kept", async () => {
    for (const path of ['/assets/editor-Ab12Cd34.js', '/assets/tiny-Zz99Yy88.css']) {
      const answer = await get(path, { 'accept-encoding': 'br' });
      expect(answer.headers['x-content-type-options'], path).toBe('nosniff');
      for (const name of [
        // Cached for good under its hashed name: no validator to send.
        'etag',
        'content-security-policy',
        'x-frame-options',
        'last-modified',
        'strict-transport-security',
      ]) {
        expect(answer.headers[name], `${path} ${name}`).toBeUndefined();
      }
    }
    expect((await get('/assets/editor-Ab12Cd34.js')).headers['referrer-policy']).toBeUndefined();
    expect((await get('/assets/tiny-Zz99Yy88.css')).headers['referrer-policy']).toBe('no-referrer');
    // The document the scripts run in keeps its policy.
    const index = await get('/dashboard');
    expect(index.headers['content-security-policy']).toContain("script-src 'self'");
    expect(index.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('revalidates index.html on every visit, compressed, at / and at app routes', async () => {
    for (const path of ['/', '/dashboard', '/projects/12']) {
      const answer = await get(path, { 'accept-encoding': 'br' });
      expect(answer.statusCode, path).toBe(200);
      expect(answer.headers['cache-control'], path).toBe('no-cache');
      expect(answer.headers['content-encoding'], path).toBe('br');
      expect(brotliDecompressSync(answer.rawPayload).toString(), path).toBe(INDEX);
    }
  });

  it('keeps a missing script a 404, never the app', async () => {
    const answer = await get('/assets/gone-00000000.js', { 'accept-encoding': 'br' });
    expect(answer.statusCode).toBe(404);
  });
});
