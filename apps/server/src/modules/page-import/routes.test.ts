import { readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboundClient } from '../../lib/outbound.ts';
import {
  fakeResolver,
  type LocalServer,
  startLocalServer,
  watchConnections,
} from '../../lib/outbound-test-support.ts';
import {
  type AuthHeaders,
  buildTestApp,
  createUser,
  sectionsFromEnv,
  type TestApp,
} from '../../test/helper.ts';
import { readBioPage } from '../parser/index.ts';
import { type FakeUpstream, startFakeUpstream } from '../parser/testing/fake-upstream.ts';

const fixture = (name: string) =>
  readFileSync(new URL(`../parser/bio/fixtures/${name}`, import.meta.url), 'utf8');
const HTML = 'text/html; charset=utf-8';

let upstream: FakeUpstream;
let endless: LocalServer;
let t: TestApp;
let strict: TestApp;
let owner: AuthHeaders;
const openStreams = new Set<ServerResponse>();

beforeAll(async () => {
  const avatar = await sharp({
    create: { width: 64, height: 64, channels: 3, background: '#c0392b' },
  })
    .png()
    .toBuffer();
  let origin = '';
  upstream = await startFakeUpstream({
    // The page names its picture on the fake's own address, as Linktree names its image host.
    '/pietalk': () => ({
      type: HTML,
      body: fixture('linktree.html').replaceAll('https://ugc.linktr.example', origin),
    }),
    '/avatar/pietalk.png': { type: 'image/png', body: avatar },
    '/prooftime/': { type: HTML, body: fixture('littlelink.html') },
    '/huge': { type: HTML, body: `<title>Huge</title>${'<p>filler text</p>'.repeat(200_000)}` },
    '/deep': { type: HTML, body: `<title>Deep</title>${'<div>'.repeat(320_000)}` },
    '/pdf': { type: 'application/pdf', body: '%PDF-1.7 not a page' },
    '/blank': { type: HTML, body: '<html><body><p>Nothing here.</p></body></html>' },
    '/down': { status: 503, type: HTML, body: '<h1>Service Unavailable</h1>' },
  });
  origin = upstream.origin;
  // A page that never ends: a few bytes a second, for as long as anyone listens.
  endless = await startLocalServer((_request, response) => {
    openStreams.add(response);
    response.writeHead(200, { 'content-type': HTML });
    response.write('<html><head><title>Endless</title></head><body>');
    const drip = setInterval(() => response.write('<p>more</p>'), 200);
    response.on('close', () => clearInterval(drip));
  });
  t = await buildTestApp(
    sectionsFromEnv({
      OUTBOUND_ALLOW_PRIVATE: 'true',
      OUTBOUND_ALLOWED_PORTS: '*',
      OUTBOUND_TOTAL_TIMEOUT_MS: '1500',
    }),
  );
  // The server as deployed: no private addresses.
  strict = await buildTestApp();
  owner = await createUser(t.app);
});

afterAll(async () => {
  for (const response of openStreams) response.destroy();
  await t?.app.close();
  await strict?.app.close();
  await upstream?.close();
  await endless?.close();
});

type Pie = {
  main_type: string;
  name: string | null;
  title: string | null;
  description: string | null;
  link_value: string | null;
  social_username: string | null;
  sort_order: number;
};

const importFrom = (url: string, app = t.app, headers: object = owner) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/projects/import_from_url',
    headers: { ...headers, 'accept-language': 'en' },
    payload: { url },
  });

const projectCount = async () =>
  (await t.app.inject({ url: '/api/v1/projects', headers: owner })).json().data.length as number;

describe('POST /api/v1/projects/import_from_url', () => {
  it('makes an unpublished draft from a Linktree page, its picture kept as our upload', async () => {
    const answer = await importFrom(`${upstream.origin}/pietalk`);
    expect(answer.statusCode, answer.body).toBe(201);
    const { data, pies } = answer.json() as {
      data: {
        id: number;
        slug: string;
        title: string;
        solid_color: string;
        text_color: string;
        artwork_cdnUrl: string | null;
        pies_updated_at: string | null;
      };
      pies: Pie[];
    };
    expect(data).toMatchObject({
      title: 'Pie Talk',
      solid_color: '#f5e6c8',
      text_color: '#000000',
    });
    const header = pies.find((pie) => pie.main_type === 'HEADER-TITLE');
    expect(header?.description).toBe('A weekly show about baking, with Ann Baker.');
    expect(
      pies
        .filter((pie) => pie.main_type === 'LINK-INPUT')
        .map((pie) => [pie.title, pie.link_value]),
    ).toEqual([
      ['Latest episode: Lattice tops', 'https://pietalk.example/latest'],
      ['Merch shop', 'https://shop.pietalk.example/'],
    ]);
    expect(
      pies
        .filter((pie) => pie.main_type === 'SOCIAL-NETWORKS')
        .map((pie) => [pie.name, pie.social_username]),
    ).toEqual([
      ['INSTAGRAM', 'pietalk'],
      ['TIKTOK', 'pietalk'],
      ['YOUTUBE', 'https://www.youtube.com/@pietalk'],
    ]);
    expect(
      pies.filter((pie) => pie.main_type === 'PODCAST-NETWORK').map((pie) => pie.name),
    ).toEqual(['APPLE-PODCAST', 'SPOTIFY']);

    // The picture is ours now: served from our uploads, never from the other site.
    expect(data.artwork_cdnUrl).toMatch(/^http:\/\/podpie\.test\/uploads\/[\w-]+\.png$/);
    const file = String(data.artwork_cdnUrl).replace('http://podpie.test', '');
    const served = await t.app.inject({ url: file });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');

    // A draft: nobody sees it until the owner publishes it from the editor.
    expect(data.pies_updated_at).toBeNull();
    expect((await t.app.inject({ url: `/${data.slug}` })).statusCode).toBe(404);
    const stored = await t.app.inject({
      url: `/api/v1/projects/${data.id}/pies`,
      headers: owner,
    });
    expect(stored.json().data).toHaveLength(pies.length);
  });

  it('imports a page without structured data, and without its picture when that cannot be had', async () => {
    const answer = await importFrom(`${upstream.origin}/prooftime/`);
    expect(answer.statusCode, answer.body).toBe(201);
    const { data, pies } = answer.json() as {
      data: { title: string; artwork_cdnUrl: string | null };
      pies: Pie[];
    };
    expect(data.title).toBe('Proof Time');
    expect(data.artwork_cdnUrl).toBeNull();
    expect(pies.map((pie) => [pie.main_type, pie.name ?? pie.title])).toEqual([
      ['HEADER-TITLE', 'TITLE-AND-DESCRIPTION'],
      ['SOCIAL-NETWORKS', 'YOUTUBE'],
      ['LINK-INPUT', 'Starter guide'],
      ['PODCAST-NETWORK', 'POCKETCAST'],
      ['SOCIAL-NETWORKS', 'PATREON'],
    ]);
  });

  it.each([
    ['an address that answers an error', '/down', 502, 'upstream_failed', 'unreachable'],
    ['a PDF', '/pdf', 422, 'unprocessable', 'notAPage'],
    ['a page without links or a title', '/blank', 422, 'unprocessable', 'notAPage'],
    ['a page over the size cap', '/huge', 422, 'unprocessable', 'unreadable'],
    ['markup nested 320,000 deep', '/deep', 422, 'unprocessable', 'unreadable'],
    ['a page that never ends', '/endless', 502, 'upstream_failed', 'unreachable'],
  ])(
    'refuses %s with a clear message and stores nothing',
    async (_what, path, status, code, key) => {
      const before = await projectCount();
      const answer = await importFrom(`${upstream.origin}${path}`);
      expect(answer.statusCode, answer.body).toBe(status);
      expect(answer.json()).toMatchObject({ code, key: `dashboard:linkImport.errors.${key}` });
      expect(answer.json().errors[0]).toMatch(/page|address/);
      expect(await projectCount()).toBe(before);
    },
  );

  it('refuses a private address without connecting to it', async () => {
    const user = await createUser(strict.app);
    const asked = upstream.count('/pietalk');
    const answer = await importFrom(`${upstream.origin}/pietalk`, strict.app, user);
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toMatchObject({
      code: 'address_refused',
      key: 'dashboard:linkImport.errors.refused',
    });
    expect(upstream.count('/pietalk')).toBe(asked);
    const listed = await strict.app.inject({ url: '/api/v1/projects', headers: user });
    expect(listed.json().data).toEqual([]);
  });

  it('refuses a public-looking name that resolves into a private network, before connecting', async () => {
    const outbound = createOutboundClient({
      userAgent: 'PodpieTest/1.0',
      lookup: fakeResolver({ 'links.example': '10.0.0.5' }),
    });
    const watch = watchConnections();
    try {
      await expect(readBioPage(outbound, 'https://links.example/pietalk')).rejects.toMatchObject({
        // Answered like a name that does not resolve, so it tells nobody which inside hosts exist.
        code: 'upstream_failed',
        details: { key: 'dashboard:linkImport.errors.unreachable' },
      });
    } finally {
      watch.stop();
      outbound.close();
    }
    expect(watch.nonLoopback()).toEqual([]);
  });

  it('asks for a web address and a signed-in owner', async () => {
    const bad = await importFrom('ftp://files.example/page');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().code).toBe('validation_failed');
    const signedOut = await t.app.inject({
      method: 'POST',
      url: '/api/v1/projects/import_from_url',
      payload: { url: `${upstream.origin}/pietalk` },
    });
    expect(signedOut.statusCode).toBe(401);
  });
});
