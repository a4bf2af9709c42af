// The signed-out screens come drawn in the first answer (issue 32), from the real web build
// (built here when its sources changed since the last build).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureWebBuild, WEB_DIST } from '../../../../scripts/web-build.mjs';
import { buildTestApp, type TestApp } from '../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  ensureWebBuild({ stdio: 'ignore' });
  t = await buildTestApp({ webDist: WEB_DIST });
}, 180_000);
afterAll(async () => {
  await t.app.close();
});

const get = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url, headers });

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text a visitor reads in the answer's #root, tags left out. */
function rootText(html: string): string {
  const root = html.slice(html.indexOf('<div id="root"'));
  return root.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}

describe('/signin answers the sign-in form drawn, in the visitor language', () => {
  it('in English for an English browser', async () => {
    const answer = await get('/signin', { 'accept-language': 'en-US,en;q=0.9' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/text\/html/);
    expect(answer.body).toMatch(/<html lang="en">/);
    expect(answer.body).toMatch(/<form[^>]*>/);
    expect(answer.body).toMatch(/<input[^>]+type="email"/);
    expect(answer.body).toMatch(/<input[^>]+type="password"/);
    expect(rootText(answer.body)).toContain('Sign in');
    // The app's stylesheet comes with it, so the form is drawn styled before any script runs.
    expect(answer.body).toMatch(/<link rel="stylesheet"[^>]+\/assets\/[^"]+\.css">/);
  });

  it('in traditional Chinese for a zh-TW browser, compressed with brotli', async () => {
    const answer = await get('/signin', {
      'accept-language': 'zh-TW,zh;q=0.9,en;q=0.8',
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toMatch(/accept-language/i);
    const html = brotliDecompressSync(answer.rawPayload).toString();
    expect(html).toMatch(/<html lang="zh-TW">/);
    expect(html).toMatch(/<input[^>]+type="password"/);
    expect(rootText(html)).toContain('登入');
    expect(rootText(html)).not.toContain('Sign in');
  });

  it('in the language the device chose, whatever the browser asks', async () => {
    const answer = await get('/signin', {
      'accept-language': 'en-US',
      cookie: 'other=1; podpie_language=tw',
    });
    expect(answer.body).toMatch(/<html lang="zh-TW">/);
  });

  it('draws /signup and /quickstart too, and the 404 page with status 404', async () => {
    const signup = await get('/signup', { 'accept-language': 'en' });
    expect(signup.body).toMatch(/<input[^>]+type="email"/);
    expect(signup.body).toMatch(/<div id="root" data-prerendered>/);
    const quickstart = await get('/quickstart', { 'accept-language': 'en' });
    expect(quickstart.body).toMatch(/<div id="root" data-prerendered>/);
    const missing = await get('/no-such-screen', { 'accept-language': 'en' });
    expect(missing.statusCode).toBe(404);
    expect(rootText(missing.body)).toContain('the page you visited does not exist');
    // The 404 page draws antd components: their styles come extracted in the head.
    expect(missing.body).toMatch(/<style[^>]*data-css-hash/);
  });

  it("lists the styles it drew where antd's engine takes them for a stylesheet's", async () => {
    for (const path of ['/quickstart', '/dashboard', '/projects/12', '/no-such-screen']) {
      const body = (await get(path, { 'accept-language': 'en' })).body;
      // The list antd reads as it starts (path: hash of every style drawn)...
      expect(body, path).toMatch(
        /<style data-antd-style-list>\.data-ant-cssinjs-cache-path\{content:"[^"]*\|ant-/,
      );
      // ...not in the element that makes antd read back and compare each style as it is used.
      expect(body, path).not.toMatch(/<style[^>]*data-ant-cssinjs-cache-path=/);
    }
  });

  it('asks for the app only through its loader, which names the whole graph of the route', async () => {
    const quickstart = (await get('/quickstart', { 'accept-language': 'en' })).body;
    // Nothing in the head the browser would fetch ahead of the first paint...
    expect(quickstart).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    const loader = quickstart.match(
      /<script async src="([^"]+)" data-scripts="([^"]+)"><\/script>/,
    );
    const [src, names] = [loader?.[1] ?? '', (loader?.[2] ?? '').split(' ')];
    // ...but the loader names the app's entry first, then the quick start's own chunks.
    expect(names[0]).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    expect(names.some((name) => /quickstart-screen-/.test(name))).toBe(true);
    for (const name of [src, ...names]) {
      expect((await get(name, {})).statusCode, name).toBe(200);
    }
    const code = (await get(src, {})).body;
    expect(code).toContain('first-contentful-paint');
  });

  it('draws the dashboard frame ahead of the app, which draws the screen itself', async () => {
    const dashboard = await get('/dashboard', { 'accept-language': 'en' });
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.body).toContain('<div id="root"></div>');
    const frame = dashboard.body.slice(dashboard.body.indexOf('<div id="build-frame"'));
    expect(frame.replace(/<[^>]+>/g, ' ')).toMatch(/Projects.*Start from my podcast/s);
    // Painted from the HTML and CSS: the scripts come after, not ahead of the first paint.
    expect(dashboard.body).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    expect(dashboard.body).toMatch(/<script data-early-asks data-scripts="[^"]+">/);
    const settings = await get('/projects/12/settings', { 'accept-language': 'en' });
    expect(settings.body).toContain('<div id="root"></div>');
    expect(settings.body).not.toContain('build-frame');
  });

  it('lets the dashboard and the editor run their one inline script, and no other screen any', async () => {
    for (const path of ['/dashboard', '/projects/12']) {
      const answer = await get(path, { 'accept-language': 'en' });
      const scripts = [
        ...answer.body.matchAll(/<script data-early-asks[^>]*>([\s\S]*?)<\/script>/g),
      ];
      expect(scripts, path).toHaveLength(1);
      const text = scripts[0]?.[1] ?? '';
      expect(text, path).toContain('/api/auth/validate_token');
      const hash = createHash('sha256').update(text, 'utf8').digest('base64');
      const policy = String(answer.headers['content-security-policy']);
      expect(policy, path).toMatch(
        new RegExp(`(^|;)script-src 'self' 'sha256-${escapeRegExp(hash)}'(;|$)`),
      );
      expect(policy.match(/script-src /g), path).toHaveLength(1);
    }
    for (const path of ['/signin', '/projects/12/settings']) {
      const answer = await get(path, { 'accept-language': 'en' });
      expect(answer.body, path).not.toContain('data-early-asks');
      expect(String(answer.headers['content-security-policy']), path).not.toContain('sha256-');
    }
  });

  it("draws the editor's header and a spinner while the project loads, with the editor's stylesheet", async () => {
    const editor = await get('/projects/12', { 'accept-language': 'en' });
    expect(editor.statusCode).toBe(200);
    expect(editor.body).toContain('<div id="root"></div>');
    const frame = editor.body.slice(editor.body.indexOf('<div id="build-frame"'));
    expect(frame).toContain('class="editor-header"');
    expect(frame.replace(/<[^>]+>/g, ' ')).toMatch(/Home/);
    const sheets = [
      ...editor.body.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g),
    ].map((match) => match[1] ?? '');
    const css = await Promise.all(sheets.map(async (href) => (await get(href, {})).body));
    expect(css.some((text) => text.includes('.editor-header'))).toBe(true);
  });

  it('paints a drawn screen or frame only once it has been read whole', async () => {
    // Chromium 156 painted /signin's card with its first field alone and moved it as the rest came.
    for (const [path, id] of [
      ['/signin', 'root'],
      ['/quickstart', 'root'],
      ['/no-such-screen', 'root'],
      ['/dashboard', 'build-frame'],
      ['/projects/12', 'build-frame'],
    ] as const) {
      const { body } = await get(path, { 'accept-language': 'en' });
      const head = body.slice(0, body.indexOf('</head>'));
      expect(head, path).toContain(`<link rel="expect" href="#${id}" blocking="render">`);
      expect(body.slice(head.length), path).toContain(`<div id="${id}"`);
    }
  });

  it('names every script of a signed-in route in its first HTML, none waiting for another', async () => {
    const preloads = (html: string) =>
      (/<script data-early-asks data-scripts="([^"]+)">/.exec(html)?.[1] ?? '').split(' ');
    const dashboard = preloads((await get('/dashboard', {})).body);
    const editor = preloads((await get('/projects/12', {})).body);
    expect(dashboard.some((src) => /dashboard-screen-/.test(src ?? ''))).toBe(true);
    expect(dashboard.some((src) => /app-layout-/.test(src ?? ''))).toBe(true);
    expect(editor.some((src) => /editor-screen-/.test(src ?? ''))).toBe(true);
    expect(editor.some((src) => /dashboard-screen-/.test(src ?? ''))).toBe(false);
    for (const src of editor) {
      expect((await get(src ?? '', {})).statusCode, src).toBe(200);
    }
  });

  it("serves React's production build, though this test run built it with NODE_ENV=test", () => {
    const scripts = readdirSync(join(WEB_DIST, 'assets')).filter((name) => name.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    // A warning that only React's development build carries (it renders twice as slowly).
    const development = scripts.filter((name) =>
      readFileSync(join(WEB_DIST, 'assets', name), 'utf8').includes('Each child in a list'),
    );
    expect(development).toEqual([]);
  });
});
