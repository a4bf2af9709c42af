import { LISTEN_SUB_TYPE, type ListenVisitor } from '@podpie/core';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { renderPageHtml } from '../server.ts';
import { NOW, pie, project } from '../test-world.tsx';

const entry = (name: string, link_value: string) =>
  pie({ main_type: 'PODCAST-NETWORK', name, link_value, sub_type: LISTEN_SUB_TYPE });

const listening = [
  entry('SPOTIFY', 'https://open.spotify.com/show/abc'),
  entry('PODCASTADDICT', 'https://podcastaddict.com/feed/x'),
  entry('APPLE-PODCAST', 'https://podcasts.apple.com/us/podcast/pie/id1200361736'),
  entry('STITCHER', 'https://www.stitcher.com/show/pie'),
  entry('RSS', 'https://feeds.example.com/pie.xml'),
];

function listenOf(visitor: ListenVisitor) {
  const html = renderPageHtml({
    project: project(),
    pies: listening,
    now: NOW,
    lang: 'en',
    canonicalUrl: 'https://podpie.example/dailypie',
    visitor,
  });
  return new JSDOM(html).window.document.querySelector('.pp-listen');
}

const apps = (section: Element | null) =>
  [...(section?.querySelectorAll('.pp-listen-app') ?? [])].map((a) => a.textContent);

describe("the 'Listen' section", () => {
  it('offers Apple Podcasts first on an iPhone and hides Android-only apps', () => {
    expect(apps(listenOf({ device: 'apple', inAppBrowser: false }))).toEqual([
      'Apple Podcasts',
      'Spotify',
      'More apps',
    ]);
  });

  it('puts Apple Podcasts last on Android', () => {
    expect(apps(listenOf({ device: 'android', inAppBrowser: false }))).toEqual([
      'Spotify',
      'Podcast Addict',
      'Apple Podcasts',
      'More apps',
    ]);
  });

  it('links every other app through pod.link by the Apple id', () => {
    const more = listenOf({ device: 'other', inAppBrowser: false })?.querySelector(
      '.pp-listen-more',
    );
    expect(more?.getAttribute('href')).toBe('https://pod.link/1200361736');
  });

  it('offers the feed and the real browser inside an in-app browser, without JavaScript', () => {
    const section = listenOf({ device: 'android', inAppBrowser: true });
    expect(section?.querySelector('.pp-copy input')?.getAttribute('value')).toBe(
      'https://feeds.example.com/pie.xml',
    );
    const leave = [...(section?.querySelectorAll('.pp-inapp a') ?? [])].map((a) =>
      a.getAttribute('href'),
    );
    expect(leave).toEqual(['intent://podpie.example/dailypie#Intent;scheme=https;end']);
  });

  it('shows no in-app help in an ordinary browser', () => {
    expect(
      listenOf({ device: 'apple', inAppBrowser: false })?.querySelector('.pp-inapp'),
    ).toBeNull();
  });
});
