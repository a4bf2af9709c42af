import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import {
  BEACON_SCRIPT_HASH,
  GOOGLE_ANALYTICS_SCRIPT_HASH,
  PAGE_SCRIPT_HASH,
  scriptHash,
} from '@podpie/page/server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pies } from '../../db/schema.ts';
import { type AuthHeaders, createUser, type TestApp } from '../../test/helper.ts';
import { saveFetchedFeed } from '../feeds/repository.ts';
import {
  buildPageApp,
  documentOf,
  everyBlock,
  FEED_URL,
  publishPage,
  textOf,
} from './test-world.ts';
import { TRUST_MS } from './trust.ts';

/** Scripts a browser runs: the page's JSON-LD is data, not code. */
const CODE = 'script:not([type="application/ld+json"])';

const WEB_DIST = join(tmpdir(), `podpie-page-spa-${process.pid}`);
const SPA_MARKER = '<div id="root">the single-page app</div>';

let t: TestApp;
let owner: AuthHeaders;

beforeAll(async () => {
  mkdirSync(WEB_DIST, { recursive: true });
  writeFileSync(
    join(WEB_DIST, 'index.html'),
    `<!DOCTYPE html><html><body>${SPA_MARKER}</body></html>`,
  );
  t = await buildPageApp({ webDist: WEB_DIST });
  owner = await createUser(t.app);
});
afterAll(() => t.app.close());

const visit = (path: string, headers: Record<string, string> = { 'accept-language': 'en' }) =>
  t.app.inject({ method: 'GET', url: path, headers });

const inDays = (ms: number) => new Date(t.clock.now().getTime() + ms).toISOString();
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

const episode = (n: number) => ({
  guid: `e${n}`,
  title: `Episode ${n}`,
  link: `https://example.com/e${n}`,
  description: null,
  enclosure_url: null,
  enclosure_type: null,
  duration: 2520,
  published_at: `2030-06-${String(n).padStart(2, '0')}T08:00:00Z`,
  image: null,
  people: [],
});

describe('a published page holding every block type', () => {
  let document: Document;
  let answer: Awaited<ReturnType<typeof visit>>;
  let slug: string;

  beforeAll(async () => {
    await saveFetchedFeed(
      t.app.db,
      FEED_URL,
      {
        title: 'The Daily Pie',
        episodes: [episode(5), episode(4), episode(3), episode(2), episode(1)],
      },
      { etag: null, lastModified: null },
      t.clock.now(),
    );
    const blocks = everyBlock().map((block) =>
      block.main_type === 'COUNT-DOWN'
        ? {
            ...block,
            countdown_from_date: inDays(-DAY),
            countdown_to_date: inDays(2 * DAY + 3 * HOUR + 30 * 60_000 + 30_000),
          }
        : block,
    );
    ({ slug } = await publishPage(t.app, owner, blocks, {
      artwork_cdnUrl: 'https://img.example.com/artwork.jpg',
    }));
    answer = await visit(`/${slug}`);
    document = documentOf(answer.body);
  });

  it('answers a complete HTML document in the listener language', () => {
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.body.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(document.documentElement.lang).toBe('en');
    expect(document.title).toBe('The Daily Pie');
  });

  it('carries the description, share tags with its preview picture, canonical link and favicon', () => {
    const meta = (selector: string) => document.querySelector(selector)?.getAttribute('content');
    expect(meta('meta[name="description"]')).toBe('Baking news every morning');
    expect(meta('meta[property="og:title"]')).toBe('The Daily Pie');
    expect(meta('meta[property="og:image"]')).toBe(`http://podpie.test/${slug}/og.png`);
    expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(meta('meta[name="twitter:image"]')).toBe(`http://podpie.test/${slug}/og.png`);
    expect(document.querySelector('link[rel="apple-touch-icon"]')?.getAttribute('href')).toBe(
      'https://img.example.com/art.jpg',
    );
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `http://podpie.test/${slug}`,
    );
    expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toMatch(
      /^data:image\/svg/,
    );
  });

  it('inlines its CSS, its tiny script and the analytics beacon, and loads nothing else', () => {
    expect(document.querySelectorAll('style')).toHaveLength(1);
    expect(document.querySelectorAll('link[rel="stylesheet"], script[src]')).toHaveLength(0);
    const scripts = [...document.querySelectorAll(CODE)];
    // Each script is the very text of the page script or the beacon: its CSP hash matches.
    expect(scripts.map((script) => scriptHash(script.textContent ?? ''))).toEqual([
      PAGE_SCRIPT_HASH,
      BEACON_SCRIPT_HASH,
    ]);
  });

  it('draws the header, directories, hosts, text and link button', () => {
    expect(textOf(document.querySelector('header h1'))).toBe('The Daily Pie');
    expect(document.querySelector('a[aria-label="Apple Podcasts"]')?.getAttribute('href')).toBe(
      'https://podcasts.apple.com/podcast/id123',
    );
    expect(textOf(document.querySelector('.pp-authors'))).toContain('Ada Crust');
    expect(textOf(document.body)).toContain('We talk pies.');
    expect(textOf(document.querySelector('a[href="https://tickets.example.com"]'))).toBe(
      'Buy tickets$20',
    );
  });

  it('draws the platform and tip badges', () => {
    expect(textOf(document.querySelector('a[href="https://open.spotify.com/show/abc"]'))).toBe(
      'Listen onSpotify',
    );
    expect(textOf(document.querySelector('a[href="https://buymeacoffee.com/dailypie"]'))).toContain(
      'Buy me a coffee',
    );
  });

  it('draws every card look, the video as a privacy-friendly player', () => {
    for (const link of ['shop', 'live', 'book']) {
      expect(document.querySelector(`a[href="https://${link}.example.com"]`)).not.toBeNull();
    }
    expect(document.querySelector('a[data-pp-embed]')?.getAttribute('data-pp-embed')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    );
  });

  it('counts down in DAYS HRS MIN SEC', () => {
    const boxes = [...document.querySelectorAll('[data-pp-part]')].map((box) => textOf(box));
    expect(boxes.slice(0, 3)).toEqual(['02', '03', '30']);
    expect(textOf(document.body)).toMatch(/DAYS.*HRS.*MIN.*SEC/);
  });

  it('lists the stored episodes of the feed in every layout, as many as each block asks', () => {
    for (const layout of ['MIX-CARD-TILE', 'THUMBNAIL', 'CARD', 'TILE']) {
      const block = [...document.querySelectorAll('section')].find(
        (section) => textOf(section.querySelector('h2')) === `Feed ${layout}`,
      );
      const titles = [...(block?.querySelectorAll('li') ?? [])].map((item) =>
        textOf(item.querySelector('strong')),
      );
      expect(titles).toEqual(['Episode 5', 'Episode 4', 'Episode 3']);
    }
  });

  it('offers the sign-up form posting to the page, and the social and messenger icons', () => {
    const form = document.querySelector('form');
    expect(form?.getAttribute('action')).toBe(`/${slug}/subscribe`);
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.querySelector('input[type="email"][name="email"]')).not.toBeNull();
    expect(textOf(form?.querySelector('button'))).toBe('Click to Subscribe');
    expect(document.querySelector('a[href="https://instagram.com/thedailypie"]')).not.toBeNull();
    expect(document.querySelector('a[href="https://t.me/dailypie"]')).not.toBeNull();
  });

  it('sends a policy that allows its own script by hash, the video player and nothing more', () => {
    const csp = String(answer.headers['content-security-policy']);
    expect(csp).toContain(`script-src ${PAGE_SCRIPT_HASH} ${BEACON_SCRIPT_HASH};`);
    expect(csp).toContain('frame-src https://www.youtube-nocookie.com;');
    expect(csp).toContain("img-src 'self' https: http: data:");
    expect(csp).toContain("form-action 'self'");
    expect(csp).not.toContain('googletagmanager');
    expect(csp).not.toContain('unsafe-eval');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    // Framing by other sites is refused by the policy, which supersedes X-Frame-Options.
    expect(csp).toContain("frame-ancestors 'self'");
    expect(answer.headers['strict-transport-security']).toContain('max-age=31536000');
  });

  it('finds the page whatever the case of the address', async () => {
    const shouted = await visit(`/${slug.toUpperCase()}`);
    expect(shouted.statusCode).toBe(200);
    expect(documentOf(shouted.body).title).toBe('The Daily Pie');
  });

  it('sends the page gzipped to a browser that takes gzip, the same page either way', async () => {
    const compressed = await t.app.inject({
      method: 'GET',
      url: `/${slug}`,
      headers: { 'accept-language': 'en', 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(String(compressed.headers.vary)).toContain('Accept-Encoding');
    expect(compressed.rawPayload.length).toBeLessThan(answer.rawPayload.length / 2);
    expect(gunzipSync(compressed.rawPayload).toString('utf8')).toBe(answer.body);
    const refused = await visit(`/${slug}`, {
      'accept-language': 'en',
      'accept-encoding': 'gzip;q=0, identity',
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(answer.body);
  });

  it('is drawn in the language its owner chose, whatever the browser asks for', async () => {
    const browsers: Record<string, string>[] = [
      {},
      { 'accept-language': 'fr' },
      { 'accept-language': 'zh-TW' },
    ];
    for (const headers of browsers) {
      const document = documentOf((await visit(`/${slug}`, headers)).body);
      expect(document.documentElement.lang).toBe('en');
      expect(textOf(document.querySelector('.pp-foot'))).toBe('Made with Podpie');
    }
  });
});

describe('the page language', () => {
  it('labels a cn page in Simplified Chinese and a tw page in Traditional, for any visitor', async () => {
    const countdown = {
      main_type: 'COUNT-DOWN',
      title: 'Launch',
      countdown_from_date: inDays(-DAY),
      countdown_to_date: inDays(2 * DAY),
    };
    const cn = await publishPage(t.app, owner, [countdown], { language: 'cn' });
    const tw = await publishPage(t.app, owner, [countdown], { language: 'tw' });
    const browsers: Record<string, string>[] = [{}, { 'accept-language': 'en-US' }];
    for (const headers of browsers) {
      const simplified = documentOf((await visit(`/${cn.slug}`, headers)).body);
      expect(simplified.documentElement.lang).toBe('zh-CN');
      expect(textOf(simplified.body)).toContain('由 Podpie 制作');
      const traditional = documentOf((await visit(`/${tw.slug}`, headers)).body);
      expect(traditional.documentElement.lang).toBe('zh-TW');
      expect(textOf(traditional.body)).not.toContain('Made with Podpie');
    }
  });

  it("follows the owner's change of language at the next view", async () => {
    const { id, slug } = await publishPage(t.app, owner, [
      { main_type: 'TEXT-INPUT', title: 'Switch', description: 'x' },
    ]);
    expect(documentOf((await visit(`/${slug}`)).body).documentElement.lang).toBe('en');
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/projects/${id}/update_settings`,
      headers: owner,
      payload: { language: 'tw' },
    });
    expect(changed.json().data.language).toBe('tw');
    t.clock.advance(TRUST_MS.unheard);
    expect(documentOf((await visit(`/${slug}`)).body).documentElement.lang).toBe('zh-TW');
  });
});

describe('what a listener never sees', () => {
  it('leaves out hidden blocks and blocks outside their schedule', async () => {
    const { slug } = await publishPage(t.app, owner, [
      { main_type: 'TEXT-INPUT', title: 'Always here', description: 'visible' },
      { main_type: 'TEXT-INPUT', title: 'Hidden block', description: 'x', is_hidden: true },
      {
        main_type: 'TEXT-INPUT',
        title: 'Coming later',
        description: 'x',
        schedule_from_date: inDays(DAY),
        schedule_to_date: inDays(2 * DAY),
      },
      {
        main_type: 'TEXT-INPUT',
        title: 'Already over',
        description: 'x',
        schedule_from_date: inDays(-2 * DAY),
        schedule_to_date: inDays(-DAY),
      },
      {
        main_type: 'TEXT-INPUT',
        title: 'Running now',
        description: 'x',
        schedule_from_date: inDays(-DAY),
        schedule_to_date: inDays(DAY),
      },
    ]);
    const text = textOf(documentOf((await visit(`/${slug}`)).body).body);
    expect(text).toContain('Always here');
    expect(text).toContain('Running now');
    expect(text).not.toContain('Hidden block');
    expect(text).not.toContain('Coming later');
    expect(text).not.toContain('Already over');
  });

  it('shows markup typed into any text field as text, never as markup', async () => {
    const script = '<script>alert(1)</script>';
    const image = '<img src=x onerror=alert(2)>';
    const { slug } = await publishPage(t.app, owner, [
      { main_type: 'HEADER-TITLE', title: `Show ${script}`, description: image },
      { main_type: 'TEXT-INPUT', title: image, description: script },
      { main_type: 'LINK-INPUT', title: `${script}${image}`, link_value: 'https://example.com' },
      { main_type: 'AUTHORS', sub_type: 'HORIZONTAL-VIEW', title: script, description: image },
      {
        main_type: 'MAILING-LIST',
        title: image,
        button_text: script,
        success_message: image,
        placeholder: '"><script>alert(3)</script>',
      },
    ]);
    const answer = await visit(`/${slug}`);
    const document = documentOf(answer.body);
    // The page script and the analytics beacon, both fixed constants (matched by their hashes).
    expect(
      [...document.querySelectorAll(CODE)].map((script) => scriptHash(script.textContent ?? '')),
    ).toEqual([PAGE_SCRIPT_HASH, BEACON_SCRIPT_HASH]);
    expect(document.querySelectorAll('[onerror]')).toHaveLength(0);
    expect(document.querySelectorAll('img[src="x"]')).toHaveLength(0);
    expect(document.title).toBe(`Show ${script}`);
    expect(textOf(document.body)).toContain(image);
    expect(answer.body).not.toContain('<script>alert');
  });

  it('never turns a stored javascript: link into an href', async () => {
    const { id, slug } = await publishPage(t.app, owner, [
      { main_type: 'LINK-INPUT', title: 'Click me', link_value: 'https://example.com/safe' },
      {
        main_type: 'CARD-INPUT',
        sub_type: 'CARD_BUTTON',
        title: 'Card me',
        link_value: 'https://example.com/card',
      },
    ]);
    // Only a row written around the API's validation could hold one.
    await t.app.db
      .update(pies)
      .set({ link_value: 'javascript:alert(document.cookie)' })
      .where(eq(pies.projectId, id));
    const document = documentOf((await visit(`/${slug}`)).body);
    const hrefs = [...document.querySelectorAll('[href], [src], [action]')].map(
      (element) =>
        element.getAttribute('href') ??
        element.getAttribute('src') ??
        element.getAttribute('action'),
    );
    expect(hrefs.some((href) => /javascript:/i.test(href ?? ''))).toBe(false);
    expect(textOf(document.body)).toContain('Click me');
  });
});

describe('pages that do not exist', () => {
  /** The app's one 404: its page (which draws SPEC.md's text) with HTTP 404. */
  const expectNotFoundPage = (answer: Awaited<ReturnType<typeof visit>>) => {
    expect(answer.statusCode).toBe(404);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.body).toContain(SPA_MARKER);
  };

  it('answers the one 404 page for an unknown slug and an unknown deeper address', async () => {
    expectNotFoundPage(await visit('/nobodyhere'));
    expectNotFoundPage(await visit('/no/such/page'));
    expectNotFoundPage(await visit('/projects/1/nothing'));
  });

  it('answers 404 for a project that was never published, and for its QR code', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/projects',
      headers: owner,
      payload: {},
    });
    const { slug } = created.json().data as { slug: string };
    expectNotFoundPage(await visit(`/${slug}`));
    expect((await visit(`/${slug}/qr.png`)).statusCode).toBe(404);
  });

  it('answers 404 once the project is deleted', async () => {
    const { id, slug } = await publishPage(t.app, owner, [
      { main_type: 'TEXT-INPUT', title: 'Soon gone', description: 'x' },
    ]);
    expect((await visit(`/${slug}`)).statusCode).toBe(200);
    await t.app.inject({ method: 'DELETE', url: `/api/v1/projects/${id}`, headers: owner });
    t.clock.advance(TRUST_MS.unheard);
    expectNotFoundPage(await visit(`/${slug}`));
  });

  it('leaves app routes and files to the single-page app', async () => {
    for (const path of ['/signin', '/dashboard', '/projects', '/projects/7/settings']) {
      const answer = await visit(path);
      expect(answer.statusCode, path).toBe(200);
      expect(answer.body, path).toContain(SPA_MARKER);
      // The app's own policy, not a page's.
      expect(answer.headers['content-security-policy'], path).toContain("default-src 'self'");
    }
    const file = await visit('/missing.js');
    expect(file.statusCode).toBe(404);
    expect(file.json()).toMatchObject({ errors: ['Not found.'] });
  });
});

describe('an address that moved', () => {
  const rename = (id: number, slug: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/projects/${id}`,
      headers: owner,
      payload: { slug },
    });

  it('sends the old slug and its QR code to the new one with 301, the query kept', async () => {
    const { id, slug } = await publishPage(t.app, owner, [
      { main_type: 'TEXT-INPUT', title: 'Moving', description: 'x' },
    ]);
    expect((await rename(id, `${slug}new`)).statusCode).toBe(200);
    t.clock.advance(TRUST_MS.unheard);

    const page = await visit(`/${slug}?utm_source=flyer`);
    expect(page.statusCode).toBe(301);
    expect(page.headers.location).toBe(`/${slug}new?utm_source=flyer`);
    const qr = await visit(`/${slug}/qr.png`);
    expect(qr.statusCode).toBe(301);
    expect(qr.headers.location).toBe(`/${slug}new/qr.png`);
    expect((await visit(`/${slug}new`)).statusCode).toBe(200);
  });

  it('follows every later rename, and stops once another project claims the old slug', async () => {
    const { id, slug } = await publishPage(t.app, owner, [
      { main_type: 'TEXT-INPUT', title: 'First', description: 'x' },
    ]);
    await rename(id, `${slug}b`);
    await rename(id, `${slug}c`);
    t.clock.advance(TRUST_MS.unheard);
    expect((await visit(`/${slug}`)).headers.location).toBe(`/${slug}c`);
    expect((await visit(`/${slug}b`)).headers.location).toBe(`/${slug}c`);

    const other = await publishPage(t.app, owner, [
      { main_type: 'TEXT-INPUT', title: 'Newcomer', description: 'claims the old address' },
    ]);
    expect((await rename(other.id, slug)).statusCode).toBe(200);
    t.clock.advance(TRUST_MS.unheard);
    const claimed = await visit(`/${slug}`);
    expect(claimed.statusCode).toBe(200);
    expect(claimed.body).toContain('claims the old address');
    // The newcomer's own old slug now redirects to it; the first project keeps its other one.
    expect((await visit(`/${other.slug}`)).headers.location).toBe(`/${slug}`);
    expect((await visit(`/${slug}b`)).headers.location).toBe(`/${slug}c`);
  });

  it('takes back an old slug of its own without redirecting to itself', async () => {
    const { id, slug } = await publishPage(t.app, owner, [
      { main_type: 'TEXT-INPUT', title: 'Back', description: 'and forth' },
    ]);
    await rename(id, `${slug}x`);
    await rename(id, slug);
    t.clock.advance(TRUST_MS.unheard);
    expect((await visit(`/${slug}`)).statusCode).toBe(200);
    expect((await visit(`/${slug}x`)).headers.location).toBe(`/${slug}`);
  });
});

describe('analytics', () => {
  it('adds Google Analytics and its host to the policy only once the owner sets an id', async () => {
    const { id, slug } = await publishPage(t.app, owner, [
      { main_type: 'TEXT-INPUT', title: 'Tracked', description: 'x' },
    ]);
    const before = await visit(`/${slug}`);
    expect(String(before.headers['content-security-policy'])).not.toContain('googletagmanager');
    // Only the first-party analytics beacon.
    expect(documentOf(before.body).querySelectorAll(`${CODE}:not([data-p])`)).toHaveLength(0);

    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/projects/${id}/update_settings`,
      headers: owner,
      payload: { google_analytics_id: 'G-AB12CD34', facebook_pixel_id: '' },
    });
    t.clock.advance(TRUST_MS.unheard);
    const after = await visit(`/${slug}`);
    const csp = String(after.headers['content-security-policy']);
    expect(csp).toContain(GOOGLE_ANALYTICS_SCRIPT_HASH);
    expect(csp).toContain('https://www.googletagmanager.com');
    expect(csp).not.toContain('facebook');
    const sources = [...documentOf(after.body).querySelectorAll('script[src]')].map((script) =>
      script.getAttribute('src'),
    );
    expect(sources).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-AB12CD34']);
  });
});
