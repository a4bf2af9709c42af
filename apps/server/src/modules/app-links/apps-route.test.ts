import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthHeaders, createUser, type TestApp } from '../../test/helper.ts';
import { buildPageApp, documentOf, publishPage, textOf } from '../public-page/test-world.ts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let t: TestApp;
let owner: AuthHeaders;

beforeAll(async () => {
  t = await buildPageApp();
  owner = await createUser(t.app);
});
afterAll(() => t.app.close());

const listen = (name: string, link_value: string) => ({
  main_type: 'PODCAST-NETWORK',
  name,
  link_value,
  sub_type: 'LISTEN',
});

const APPS = [
  listen('SPOTIFY', 'https://open.spotify.com/show/abc'),
  listen('CASTBOX', 'https://castbox.fm/channel/x'),
  listen('OVERCAST', 'https://overcast.fm/itunes1'),
  listen('POCKETCAST', 'https://pca.st/x'),
  listen('AMAZON_MUSIC', 'https://music.amazon.com/podcasts/x'),
  listen('SONNET', 'https://sonnet.fm/p/x'),
  listen('APPLE-PODCAST', 'https://podcasts.apple.com/us/podcast/pie/id1200361736'),
  listen('RSS', 'https://feeds.example.com/pie.xml'),
];

describe('the full list of apps behind "More apps"', () => {
  it('is reached from the page and lists every app the show is in, then its feed', async () => {
    const { slug } = await publishPage(t.app, owner, [
      { main_type: 'HEADER-TITLE', title: 'Pie Fund Radio' },
      ...APPS,
    ]);
    const page = documentOf((await t.app.inject({ url: `/${slug}` })).body);
    const more = page.querySelector('a.pp-more')?.getAttribute('href');
    expect(more).toBe(`/${slug}/apps`);
    expect(page.querySelectorAll('.pp-strip a')).toHaveLength(5);

    const answer = await t.app.inject({ url: more ?? '', headers: { 'user-agent': IPHONE } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['x-robots-tag']).toBe('noindex');
    expect(answer.headers['content-security-policy']).toContain("default-src 'none'");
    const list = documentOf(answer.body);
    expect(textOf(list.querySelector('h1'))).toBe('Pie Fund Radio');
    expect([...list.querySelectorAll('.pp-apps a')].map((a) => textOf(a))).toEqual([
      'Apple Podcasts',
      'Spotify',
      'Castbox',
      'Overcast',
      'Pocket Casts',
      'Amazon Music',
      'Sonnet',
      'RSS',
    ]);
    expect(list.querySelector('.pp-apps a')?.getAttribute('href')).toBe(
      'https://podcasts.apple.com/us/podcast/pie/id1200361736',
    );
    expect(list.querySelector('input')?.getAttribute('value')).toBe(
      'https://feeds.example.com/pie.xml',
    );
    expect(list.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(list.querySelector(`a[href="/${slug}"]`)).not.toBeNull();
    expect(list.querySelector('script')).toBeNull();
  });

  it('is in the page owner’s language', async () => {
    const { slug } = await publishPage(t.app, owner, APPS, { language: 'tw' });
    const list = documentOf((await t.app.inject({ url: `/${slug}/apps` })).body);
    expect(textOf(list.querySelector('h2'))).toBe('所有應用程式');
  });

  it('answers the 404 page for a slug no page has, and for a page with no apps', async () => {
    const unknown = await t.app.inject({ url: '/nosuchshow123/apps' });
    expect(unknown.statusCode).toBe(404);
    const { slug } = await publishPage(t.app, owner, [{ main_type: 'TEXT-INPUT', title: 'Hi' }]);
    expect((await t.app.inject({ url: `/${slug}/apps` })).statusCode).toBe(404);
  });
});
