import { createHash } from 'node:crypto';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import type { RenderPageOptions } from './render.tsx';
import {
  FACEBOOK_PIXEL_SCRIPT_HASH,
  GOOGLE_ANALYTICS_SCRIPT_HASH,
  PAGE_SCRIPT_HASH,
  renderPageHtml,
} from './server.ts';
import { episode, NOW, pie, project, textOf } from './test-world.tsx';
import { pageWeight } from './testing/page-weight.ts';

/** Scripts a browser runs: the page's JSON-LD is data, not code. */
const CODE = 'script:not([type="application/ld+json"])';

const header = pie({
  main_type: 'HEADER-TITLE',
  title: 'The Daily Pie',
  description: 'Baking news every morning',
  image_url: 'https://img.example.com/art.jpg',
});

const render = (options: Partial<RenderPageOptions> = {}) =>
  renderPageHtml({
    project: project(),
    pies: [header],
    now: NOW,
    lang: 'en',
    canonicalUrl: 'https://podpie.example/myshow',
    ...options,
  });

const parse = (html: string) => new JSDOM(html).window.document;
const meta = (document: Document, key: string) =>
  document.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content');
const hashOf = (script: string) =>
  `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

describe('the page document', () => {
  it('is a complete HTML document a link preview and a browser understand', () => {
    const html = render({ lang: 'tw' });
    const document = parse(html);
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(document.documentElement.lang).toBe('zh-TW');
    expect(document.title).toBe('The Daily Pie');
    expect(meta(document, 'description')).toBe('Baking news every morning');
    expect(meta(document, 'viewport')).toContain('width=device-width');
    expect(meta(document, 'og:title')).toBe('The Daily Pie');
    expect(meta(document, 'og:description')).toBe('Baking news every morning');
    expect(meta(document, 'og:image')).toBe('https://img.example.com/art.jpg');
    expect(meta(document, 'og:url')).toBe('https://podpie.example/myshow');
    expect(meta(document, 'twitter:card')).toBe('summary');
    expect(meta(document, 'twitter:image')).toBe('https://img.example.com/art.jpg');
    expect(document.querySelector('link[rel=canonical]')?.getAttribute('href')).toBe(
      'https://podpie.example/myshow',
    );
    expect(document.querySelector('link[rel=icon]')?.getAttribute('href')).toMatch(
      /^data:image\/svg\+xml,/,
    );
    expect(document.querySelector('style')?.textContent).toContain('.pp-col');
    expect(textOf(document.querySelector('h1'))).toBe('The Daily Pie');
  });

  it('makes no request of its own: no external stylesheet, font or script', () => {
    const document = parse(render());
    expect(document.querySelectorAll('link[rel=stylesheet], script[src]')).toHaveLength(0);
    expect(document.querySelector('style')?.textContent).not.toMatch(/@import|@font-face|url\(/);
  });

  it('carries no script at all when nothing on the page needs one', () => {
    expect(parse(render()).querySelectorAll(CODE)).toHaveLength(0);
  });

  it('adds the page script, allowed by its exported hash, when a countdown or form is shown', () => {
    const document = parse(render({ pies: [header, pie({ main_type: 'MAILING-LIST' })] }));
    const scripts = [...document.querySelectorAll(CODE)];
    expect(scripts).toHaveLength(1);
    expect(hashOf(scripts[0]?.textContent ?? '')).toBe(PAGE_SCRIPT_HASH);
  });

  it('adds analytics snippets only for valid ids, each allowed by the policy', () => {
    expect(
      parse(render({ analytics: { googleAnalyticsId: 'nope"><script>' } })).querySelectorAll(CODE),
    ).toHaveLength(0);
    const document = parse(
      render({ analytics: { googleAnalyticsId: 'G-ABC1234', facebookPixelId: '1234567890' } }),
    );
    const sources = [...document.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'));
    expect(sources).toEqual([
      'https://www.googletagmanager.com/gtag/js?id=G-ABC1234',
      'https://connect.facebook.net/en_US/fbevents.js',
    ]);
    const inline = [...document.querySelectorAll(`${CODE}:not([src])`)].map((s) =>
      hashOf(s.textContent ?? ''),
    );
    expect(inline).toEqual([GOOGLE_ANALYTICS_SCRIPT_HASH, FACEBOOK_PIXEL_SCRIPT_HASH]);
  });

  it('the analytics config reads the id from its tag', () => {
    const html = render({ analytics: { googleAnalyticsId: 'G-ABC1234' } });
    const { window } = new JSDOM(html, { runScripts: 'dangerously' });
    const layer = (window as unknown as { dataLayer: IArguments[] }).dataLayer;
    expect([...(layer[1] ?? [])]).toEqual(['config', 'G-ABC1234']);
  });

  it('appends trusted head markup from the server', () => {
    const document = parse(render({ extraHead: '<meta name="robots" content="noindex">' }));
    expect(meta(document, 'robots')).toBe('noindex');
  });
});

describe('the page script', () => {
  it('turns a video card into its privacy-friendly player, playing, on the first tap', () => {
    const html = render({
      pies: [
        pie({
          main_type: 'CARD-INPUT',
          sub_type: 'VIDEO_BUTTON',
          title: 'Trailer',
          link_value: 'https://youtu.be/dQw4w9WgXcQ',
        }),
      ],
    });
    const { window } = new JSDOM(html, { runScripts: 'dangerously' });
    const play = window.document.querySelector<HTMLAnchorElement>('a[data-pp-embed]');
    expect(window.document.querySelector('iframe')).toBeNull();
    const click = new window.MouseEvent('click', { bubbles: true, cancelable: true });
    play?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    const frame = window.document.querySelector('.pp-video iframe');
    expect(frame?.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    );
    expect(frame?.getAttribute('title')).toBe('Trailer');
    expect(frame?.getAttribute('allow')).toContain('autoplay');
    expect(window.document.querySelector('a[data-pp-embed]')).toBeNull();
  });

  it('sets the countdown to the time left when the page opens', () => {
    const end = new Date(Date.now() + ((2 * 24 + 3) * 3600 + 120) * 1000);
    const html = render({
      pies: [
        pie({
          main_type: 'COUNT-DOWN',
          title: 'Soon',
          countdown_from_date: '2020-01-01T00:00:00Z',
          countdown_to_date: end.toISOString(),
        }),
      ],
      // Drawn long before: the server's numbers are stale until the script runs.
      now: new Date(Date.now() - 40 * 24 * 3600 * 1000),
    });
    const { window } = new JSDOM(html, { runScripts: 'dangerously' });
    const parts = [...window.document.querySelectorAll('[data-pp-part]')].map((p) => p.textContent);
    expect(parts.slice(0, 2)).toEqual(['02', '03']);
    window.close();
  });

  it('subscribes with fetch and shows the success message without leaving the page', async () => {
    const html = render({
      pies: [pie({ main_type: 'MAILING-LIST', success_message: 'Welcome aboard!' })],
    });
    const sent: { url: string; body: string }[] = [];
    const { window } = new JSDOM(html, {
      runScripts: 'dangerously',
      url: 'https://podpie.example/myshow',
      beforeParse(page) {
        Object.assign(page, {
          fetch: async (url: string, init: { body: URLSearchParams }) => {
            sent.push({ url, body: init.body.toString() });
            return { ok: true };
          },
        });
      },
    });
    const form = window.document.querySelector('form') as HTMLFormElement;
    (form.querySelector('input[type=email]') as HTMLInputElement).value = 'fan@example.com';
    form.dispatchEvent(new window.Event('submit', { bubbles: true, cancelable: true }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sent[0]?.url).toBe('https://podpie.example/myshow/subscribe');
    expect(sent[0]?.body).toContain('email=fan%40example.com');
    expect(sent[0]?.body).toContain('website=');
    expect((form.querySelector('[data-pp-ok]') as HTMLElement).hidden).toBe(false);
    expect((form.querySelector('[data-pp-fields]') as HTMLElement).hidden).toBe(true);
    window.close();
  });

  it("shows the server's reason when a sign-up is refused, such as the list's daily cap", async () => {
    const html = render({ pies: [pie({ main_type: 'MAILING-LIST' })] });
    const reason = 'This list takes no more sign-ups today. Please try again tomorrow.';
    const { window } = new JSDOM(html, {
      runScripts: 'dangerously',
      url: 'https://podpie.example/myshow',
      beforeParse(page) {
        Object.assign(page, {
          fetch: async () => ({ ok: false, json: async () => ({ errors: [reason] }) }),
        });
      },
    });
    const form = window.document.querySelector('form') as HTMLFormElement;
    (form.querySelector('input[type=email]') as HTMLInputElement).value = 'fan@example.com';
    form.dispatchEvent(new window.Event('submit', { bubbles: true, cancelable: true }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    const error = form.querySelector('[data-pp-error]') as HTMLElement;
    expect(error.hidden).toBe(false);
    expect(error.textContent).toBe(reason);
    expect((form.querySelector('[data-pp-fields]') as HTMLElement).hidden).toBe(false);
    window.close();
  });
});

describe('page weight', () => {
  it('a 20-block page with its CSS and script stays under 20 KB gzipped', () => {
    const feed = 'https://feeds.example.com/pie.xml';
    const pies = [
      header,
      ...['APPLE-PODCAST', 'SPOTIFY', 'OVERCAST', 'CASTBOX'].map((name) =>
        pie({
          main_type: 'PODCAST-NETWORK',
          name,
          icon_group: 'podcasts',
          icon_name: name === 'APPLE-PODCAST' ? 'apple_podcast' : name.toLowerCase(),
          link_value: `https://${name.toLowerCase()}.example/show`,
        }),
      ),
      pie({
        main_type: 'TEXT-INPUT',
        title: 'About',
        description: 'A show about pies. '.repeat(10),
      }),
      ...[1, 2, 3, 4, 5].map((n) =>
        pie({
          main_type: 'LINK-INPUT',
          title: `Link ${n}`,
          link_value: `https://l${n}.example`,
          icon_group: 'fas',
          icon_name: 'link',
        }),
      ),
      pie({
        main_type: 'PLATFORM-BADGE',
        title: 'Spotify',
        icon_group: 'podcasts',
        icon_name: 'spotify',
        link_value: 'https://open.spotify.com/show/x',
      }),
      pie({
        main_type: 'CARD-INPUT',
        sub_type: 'CARD_BUTTON',
        title: 'Card',
        description: 'Words',
        image_url: 'https://img.example.com/c.jpg',
        link_value: 'https://c.example',
      }),
      pie({
        main_type: 'CARD-INPUT',
        sub_type: 'VIDEO_BUTTON',
        title: 'Trailer',
        link_value: 'https://youtu.be/dQw4w9WgXcQ',
      }),
      pie({
        main_type: 'COUNT-DOWN',
        title: 'Launch',
        countdown_from_date: '2030-06-01T00:00:00Z',
        countdown_to_date: '2030-07-01T00:00:00Z',
      }),
      pie({ main_type: 'PODCAST-FEED', title: 'Episodes', value: '5', link_value: feed }),
      pie({ main_type: 'MAILING-LIST', title: 'Newsletter' }),
      pie({
        main_type: 'TIP-US-BADGE',
        name: 'Ko-fi',
        description: 'Support us',
        icon_group: 'podcasts',
        icon_name: 'kofi',
        link_value: 'https://ko-fi.com/pie',
      }),
      ...['INSTAGRAM', 'TIKTOK'].map((name) =>
        pie({
          main_type: 'SOCIAL-NETWORKS',
          name,
          icon_group: 'fab',
          icon_name: name.toLowerCase(),
          social_username: 'pie',
        }),
      ),
    ];
    expect(pies).toHaveLength(20);
    const episodes = {
      [feed]: [1, 2, 3, 4, 5].map((n) =>
        episode({
          guid: `g${n}`,
          title: `Episode ${n}: a fairly long episode title about baking`,
          link: `https://example.com/e${n}`,
          image: `https://img.example.com/e${n}.jpg`,
          duration: 2400 + n,
          published_at: `2030-06-0${n}T08:00:00Z`,
        }),
      ),
    };
    const weight = pageWeight(render({ pies, episodes }));
    expect(weight.raw).toBeGreaterThan(weight.gzip);
    expect(weight.gzip).toBeLessThan(20 * 1024);
  });
});
