import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import {
  authHeadersOf,
  buildTestApp,
  TEST_PASSWORD,
  type TestApp,
  testConfig,
  uniqueEmail,
} from './test/helper.ts';

const webDist = mkdtempSync(join(tmpdir(), 'podpie-web-'));
mkdirSync(join(webDist, 'assets'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Podpie</title>');
writeFileSync(join(webDist, 'assets', 'app-1a2b.js'), 'console.log("podpie")');

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk));
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ webDist, logLevel: 'info' }, { logStream });
});
afterAll(async () => {
  await t.app.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('the server around the API', () => {
  it('answers health while the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('sends security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeDefined();
  });

  it('describes every API route at /api/docs', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth',
        '/api/auth/sign_in',
        '/api/v1/projects',
        '/api/v1/projects/{id}',
        '/api/v1/projects/{id}/pies/sync',
        '/api/v1/themes',
      ]),
    );
    expect(Object.keys(spec.paths)).not.toContain('/api/auth/invites');
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(page.statusCode);
  });

  it('answers unknown API paths and bad JSON with readable errors', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ errors: ['Not found.'] });
    const badJson = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toMatchObject({ errors: ['The request body is not valid JSON.'] });
  });

  it('serves the web app, with index.html for app routes', async () => {
    for (const url of ['/', '/dashboard', '/projects/12', '/signin?username=a&passcode=b']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>Podpie</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-1a2b.js' });
    expect(asset.body).toContain('podpie');
    expect(asset.headers['cache-control']).toContain('immutable');
    const missingAsset = await t.app.inject({ method: 'GET', url: '/assets/gone.js' });
    expect(missingAsset.statusCode).toBe(404);
  });

  it('logs requests without tokens, passwords or passcodes', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { email: uniqueEmail(), password: TEST_PASSWORD },
    });
    const token = authHeadersOf(response)['access-token'];
    await t.app.inject({ method: 'GET', url: '/signin?username=a@b.c&passcode=INVITE-SECRET' });
    const log = logLines.join('');
    expect(log).toContain('/api/auth');
    expect(log).toContain('passcode=%5BRedacted%5D');
    expect(log).not.toContain('INVITE-SECRET');
    expect(log).not.toContain(token);
    expect(log).not.toContain(TEST_PASSWORD);
  });
});

describe('restarting', () => {
  it('keeps accounts, projects and blocks in DATA_DIR', { timeout: 90_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'podpie-restart-'));
    const config = testConfig({ dataDir });
    const email = uniqueEmail();
    try {
      const first = await buildApp(config);
      const signUp = await first.inject({
        method: 'POST',
        url: '/api/auth',
        payload: { email, password: TEST_PASSWORD },
      });
      const headers = authHeadersOf(signUp);
      const project = await first.inject({
        method: 'POST',
        url: '/api/v1/projects',
        headers,
        payload: { slug: 'persisted' },
      });
      const id = project.json().data.id;
      await first.inject({
        method: 'POST',
        url: `/api/v1/projects/${id}/pies/sync`,
        headers,
        payload: [{ id: -1, main_type: 'HEADER-TITLE', title: 'Still here' }],
      });
      await first.close();

      const second = await buildApp(config);
      const stillSignedIn = await second.inject({
        method: 'GET',
        url: `/api/v1/projects/${id}/pies`,
        headers,
      });
      expect(stillSignedIn.statusCode).toBe(200);
      expect(stillSignedIn.json().data[0].title).toBe('Still here');
      const project2 = await second.inject({
        method: 'GET',
        url: `/api/v1/projects/${id}`,
        headers,
      });
      expect(project2.json().data).toMatchObject({ slug: 'persisted', title: 'Still here' });
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
