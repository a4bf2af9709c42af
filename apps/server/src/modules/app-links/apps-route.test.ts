import { describe, expect, it } from 'vitest';
import {
  documentOf,
  IPHONE,
  listen,
  pageAppOfFile,
  publishPage,
  textOf,
} from '../public-page/test-world.ts';

const t = pageAppOfFile();

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
    const { slug } = await publishPage(t.app, t.owner, [
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
    const { slug } = await publishPage(t.app, t.owner, APPS, { language: 'tw' });
    const list = documentOf((await t.app.inject({ url: `/${slug}/apps` })).body);
    expect(textOf(list.querySelector('h2'))).toBe('所有應用程式');
  });

  it('answers the 404 page for a slug no page has, and for a page with no apps', async () => {
    const unknown = await t.app.inject({ url: '/nosuchshow123/apps' });
    expect(unknown.statusCode).toBe(404);
    const { slug } = await publishPage(t.app, t.owner, [{ main_type: 'TEXT-INPUT', title: 'Hi' }]);
    expect((await t.app.inject({ url: `/${slug}/apps` })).statusCode).toBe(404);
  });
});
