import { LISTEN_SUB_TYPE, type ListenVisitor } from '@podpie/core';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { renderPageHtml } from '../server.ts';
import { NOW, pie, project, renderPage, textOf } from '../test-world.tsx';

const entry = (name: string, link_value: string | null) =>
  pie({ main_type: 'PODCAST-NETWORK', name, link_value, sub_type: LISTEN_SUB_TYPE });

const APPLE = 'https://podcasts.apple.com/us/podcast/pie/id1200361736';

/** Eight apps the show is in, one shut down (Stitcher), one with no link, and its feed. */
const listening = [
  entry('SPOTIFY', 'https://open.spotify.com/show/abc'),
  entry('PODCASTADDICT', 'https://podcastaddict.com/feed/x'),
  entry('CASTBOX', 'https://castbox.fm/channel/x'),
  entry('STITCHER', 'https://www.stitcher.com/show/pie'),
  entry('OVERCAST', 'https://overcast.fm/itunes1200361736'),
  entry('AMAZON_MUSIC', 'https://music.amazon.com/podcasts/x'),
  entry('TUNEIN', null),
  entry('PODCASTREPUBLIC', 'https://www.podcastrepublic.net/podcast/1200361736'),
  entry('APPLE-PODCAST', APPLE),
  entry('SONNET', 'https://sonnet.fm/p/x'),
  entry('RSS', 'https://feeds.example.com/pie.xml'),
];

function listenOf(visitor: ListenVisitor, pies = listening) {
  const html = renderPageHtml({
    project: project({ slug: 'dailypie' }),
    pies,
    now: NOW,
    lang: 'en',
    canonicalUrl: 'https://podpie.example/dailypie',
    visitor,
  });
  return new JSDOM(html).window.document.querySelector('.pp-listen');
}

/** The strip's links by their accessible names, as a screen reader reads them. */
const strip = (section: Element | null) =>
  [...(section?.querySelectorAll('.pp-strip a') ?? [])].map((a) => a.getAttribute('aria-label'));

const IPHONE: ListenVisitor = { device: 'apple', inAppBrowser: false };
const ANDROID: ListenVisitor = { device: 'android', inAppBrowser: false };
const DESKTOP: ListenVisitor = { device: 'other', inAppBrowser: false };

describe("the 'Listen' strip", () => {
  it('shows five app icons, Apple Podcasts first on an iPhone, no Android-only apps', () => {
    expect(strip(listenOf(IPHONE))).toEqual([
      'Apple Podcasts',
      'Spotify',
      'Castbox',
      'Overcast',
      'Amazon Music',
    ]);
  });

  it("keeps the owner's order for a computer and puts Apple's apps last on Android", () => {
    expect(strip(listenOf(DESKTOP))).toEqual([
      'Spotify',
      'Podcast Addict',
      'Castbox',
      'Overcast',
      'Amazon Music',
    ]);
    expect(strip(listenOf(ANDROID))).toEqual([
      'Spotify',
      'Podcast Addict',
      'Castbox',
      'Amazon Music',
      'Podcast Republic',
    ]);
  });

  it('draws each app as its brand mark, linking to the show there', () => {
    const links = [...(listenOf(IPHONE)?.querySelectorAll('.pp-strip a') ?? [])];
    expect(links.map((a) => a.getAttribute('href'))[0]).toBe(APPLE);
    for (const link of links) {
      expect(link.querySelector('svg path')).not.toBeNull();
      expect(link.getAttribute('title')).toBe(link.getAttribute('aria-label'));
    }
  });

  it('ends with "More apps", which opens the full list on this site, not another', () => {
    const more = listenOf(IPHONE)?.querySelector('a.pp-more');
    expect(textOf(more)).toBe('More apps');
    expect(more?.getAttribute('href')).toBe('/dailypie/apps');
    expect(listenOf(IPHONE)?.innerHTML).not.toContain('pod.link');
  });

  it('needs no "More apps" when every app fits and there is no feed to offer', () => {
    const two = [
      entry('SPOTIFY', 'https://open.spotify.com/show/abc'),
      entry('APPLE-PODCAST', APPLE),
    ];
    const section = listenOf(DESKTOP, two);
    expect(strip(section)).toEqual(['Spotify', 'Apple Podcasts']);
    expect(section?.querySelector('.pp-more')).toBeNull();
  });

  it('shows the same strip in the editor, then the unlinked app dimmed, with "More apps" in place but going nowhere', () => {
    const { document } = renderPage({ pies: listening, mode: 'editor' });
    const section = document.querySelector('.pp-listen');
    expect(strip(section)).toEqual([...strip(listenOf(DESKTOP)), 'TuneIn']);
    const dimmed = [...(section?.querySelectorAll('.pp-strip .pp-dim a') ?? [])];
    expect(dimmed.map((a) => a.getAttribute('aria-label'))).toEqual(['TuneIn']);
    expect(textOf(section?.querySelector('.pp-more'))).toBe('More apps');
    expect(section?.querySelector('a.pp-more')).toBeNull();
  });

  it('offers the feed and the real browser inside an in-app browser, without JavaScript', () => {
    const section = listenOf({ device: 'android', inAppBrowser: true });
    expect(section?.querySelector('.pp-copy input')?.getAttribute('value')).toBe(
      'https://feeds.example.com/pie.xml',
    );
    // The way out is the page's first button now, above every block (in-app-bar.tsx).
    expect(section?.querySelector('.pp-inapp a')).toBeNull();
  });

  it('shows no in-app help in an ordinary browser', () => {
    expect(listenOf(IPHONE)?.querySelector('.pp-inapp')).toBeNull();
  });
});

describe('a "Listen on" badge beside the strip', () => {
  const badge = (name: string, link_value: string) =>
    pie({
      main_type: 'PLATFORM-BADGE',
      name,
      description: 'Listen on',
      link_value,
      icon_group: 'podcasts',
      icon_name: name === 'APPLE-PODCAST' ? 'apple_podcast' : 'kkbox',
    });
  const pies = [...listening, badge('APPLE-PODCAST', APPLE), badge('KKBOX', 'https://kkbox.com/x')];

  it('is not drawn a second time for an app the strip links to', () => {
    const { document } = renderPage({ pies, visitor: IPHONE });
    const badges = [...document.querySelectorAll('.pp-platforms a')].map((a) => textOf(a));
    expect(badges).toEqual(['Listen onKKBOX']);
    expect(document.querySelectorAll(`a[href="${APPLE}"]`)).toHaveLength(1);
  });

  it('stays in the editor, dimmed with a note, so the owner can still find it', () => {
    const { document } = renderPage({ pies, mode: 'editor' });
    const apple = [...document.querySelectorAll('.pp-platforms li')].find((li) =>
      textOf(li).includes('Apple Podcasts'),
    );
    expect(apple?.classList.contains('pp-dim')).toBe(true);
    expect(textOf(apple?.querySelector('.pp-flag'))).toBe('Already in Listen');
  });
});
