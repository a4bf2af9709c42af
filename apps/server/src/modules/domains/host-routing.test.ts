import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DomainWorld, getWithHost, startDomainWorld } from './test-domain-world.ts';

// Requests by Host through the real HTTP server (app.inject skips the server, where Host is
// routed): an owner's active domain answers their page, nothing else, and stops at once.
let world: DomainWorld;
const DOMAIN = 'links.dailypie.test';
const get = (path: string, host: string, headers: Record<string, string> = {}) =>
  getWithHost(world.origin, path, host, headers);

beforeAll(async () => {
  world = await startDomainWorld();
});
afterAll(async () => {
  await world?.close();
});

describe('an owner’s domain', () => {
  it('answers nothing before it is verified, and the page once it is active', async () => {
    expect((await get('/', DOMAIN)).status).toBe(404);
    expect(await world.connect(DOMAIN)).toMatchObject({ state: 'active' });

    for (let time = 0; time < 2; time += 1) {
      // The second answer comes from the page store's fast path.
      const page = await get('/', DOMAIN);
      expect(page.status).toBe(200);
      const html = page.body.toString();
      expect(html).toContain('The Daily Pie');
      expect(html).toContain('<link rel="canonical" href="https://links.dailypie.test/"');
      expect(html).toContain('https://links.dailypie.test/og.png');
    }
    expect((await get('/', DOMAIN.toUpperCase())).status).toBe(200);
    expect((await get('/', `${DOMAIN}:443`)).status).toBe(200);
  });

  it('serves the page’s pictures at the same paths as under the slug', async () => {
    const qr = await get('/qr.png', DOMAIN);
    expect(qr.status).toBe(200);
    expect(qr.headers['content-type']).toBe('image/png');
    const share = await get('/og.png', DOMAIN);
    expect(share.status).toBe(200);
    expect((await get(`/${world.page.slug}/qr.svg`, DOMAIN)).status).toBe(200);
  });

  it('has its own robots.txt and sitemap, in the domain’s addresses', async () => {
    const robots = await get('/robots.txt', DOMAIN);
    expect(robots.status).toBe(200);
    expect(robots.body.toString()).toContain(`Sitemap: https://${DOMAIN}/sitemap.xml`);
    const sitemap = await get('/sitemap.xml', DOMAIN);
    expect(sitemap.status).toBe(200);
    expect(sitemap.body.toString()).toContain(`<loc>https://${DOMAIN}/</loc>`);
    expect(sitemap.body.toString()).not.toContain(`/${world.page.slug}`);
    // The product's host has one robots.txt, at its root.
    expect(
      (await get(`/${world.page.slug}/robots.txt`, new URL(world.config.publicUrl).host)).status,
    ).toBe(404);
  });

  it('never serves the app, the API or uploads, and answers a plain 404 page', async () => {
    for (const path of [
      '/api/v1/projects',
      '/api/health',
      '/uploads/x.png',
      '/dashboard',
      '/signin',
      '/parser/v1/x',
      '/internal/tls-allowed?domain=x',
    ]) {
      const answer = await get(path, DOMAIN);
      expect(answer.status, path).toBe(404);
      expect(answer.headers['content-type'], path).toBe('text/html; charset=utf-8');
      expect(answer.body.toString(), path).not.toContain('<div id="root">');
    }
  });

  it('answers an unknown host with a plain 404 page', async () => {
    const answer = await get('/', 'somebody-else.test');
    expect(answer.status).toBe(404);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect((await get(`/${world.page.slug}`, 'somebody-else.test')).status).toBe(404);
  });

  it('believes X-Forwarded-Host only from a trusted proxy', async () => {
    expect((await get('/', DOMAIN)).status).toBe(200);
    // The domain's page is held by then: believed, the header would be answered from the socket.
    for (let time = 0; time < 2; time += 1) {
      const answer = await get('/', '127.0.0.1', { 'x-forwarded-host': DOMAIN });
      expect(answer.body.toString()).not.toContain('The Daily Pie');
    }
  });

  it('makes the product address answer 301 to the domain while primary', async () => {
    const productPath = `/${world.page.slug}`;
    expect((await get(productPath, 'podpie.test')).status).toBe(200);
    await world.connect(DOMAIN, true);
    for (let time = 0; time < 2; time += 1) {
      const moved = await get(`${productPath}?ref=qr`, 'podpie.test');
      expect(moved.status).toBe(301);
      expect(moved.headers.location).toBe('https://links.dailypie.test/?ref=qr');
    }
    // An episode's product address leads to the same episode on the domain.
    const episode = await get(`${productPath}/first-pie-a1b2c3?t=90`, 'podpie.test');
    expect(episode.status).toBe(301);
    expect(episode.headers.location).toBe('https://links.dailypie.test/first-pie-a1b2c3?t=90');
    expect((await get('/', DOMAIN)).status).toBe(200);
    await world.connect(DOMAIN, false);
    expect((await get(productPath, 'podpie.test')).status).toBe(200);
  });

  it('stops serving the moment the domain is removed', async () => {
    expect((await get('/', DOMAIN)).status).toBe(200);
    const removed = await world.app.inject({
      method: 'DELETE',
      url: `/api/v1/projects/${world.page.id}/domain`,
      headers: world.owner,
    });
    expect(removed.statusCode).toBe(200);
    expect((await get('/', DOMAIN)).status).toBe(404);
    const product = await get(`/${world.page.slug}`, 'podpie.test');
    expect(product.body.toString()).toContain(`href="http://podpie.test/${world.page.slug}"`);
  });
});

describe('behind a trusted proxy', () => {
  let proxied: DomainWorld;
  beforeAll(async () => {
    proxied = await startDomainWorld({ trustProxy: ['127.0.0.1'] });
    await proxied.connect(DOMAIN);
  });
  afterAll(async () => {
    await proxied?.close();
  });

  it('routes by X-Forwarded-Host', async () => {
    for (let time = 0; time < 2; time += 1) {
      const answer = await getWithHost(proxied.origin, '/', '127.0.0.1', {
        'x-forwarded-host': DOMAIN,
      });
      expect(answer.status).toBe(200);
      expect(answer.body.toString()).toContain('The Daily Pie');
    }
  });
});
