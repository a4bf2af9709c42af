import { describe, expect, it } from 'vitest';
import {
  appleIdOf,
  appleShowId,
  type EpisodeTarget,
  episodeAppLinks,
  matchAppleEpisode,
  universalEpisodeLink,
} from './episode-links.ts';
import { listenVisitorOf } from './listen.ts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const PIXEL =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

const APPLE_SHOW = 'https://podcasts.apple.com/us/podcast/harbour-lights/id1700000001';
const apps = [
  { name: 'SPOTIFY', link_value: 'https://open.spotify.com/show/4rOoJ6Egrf8K2IrywzwOMk' },
  { name: 'PODCASTADDICT', link_value: 'https://podcastaddict.com/podcast/harbour-lights/4242' },
  { name: 'APPLE-PODCAST', link_value: APPLE_SHOW },
  { name: 'OVERCAST', link_value: 'https://overcast.fm/itunes1700000001' },
  { name: 'POCKETCAST', link_value: 'https://pca.st/itunes/1700000001' },
  { name: 'CASTBOX', link_value: null },
];

const episode: EpisodeTarget = {
  key: 'the-lighthouse-keeper-3f9a',
  guid: 'tag:harbour.example,2024:ep-12',
  enclosureUrl: 'https://cdn.harbour.example/ep12.mp3?src=feed',
  appleTrackId: 1000650000123,
};

const linksOn = (userAgent: string, target: EpisodeTarget = episode) =>
  episodeAppLinks(apps, target, listenVisitorOf(userAgent).device).map((link) => [
    link.entry.name,
    link.href,
    link.atEpisode,
  ]);

describe("an episode's app links, ordered for the visitor's device", () => {
  it('on an iPhone: Apple Podcasts first at the episode, Android-only apps left out', () => {
    expect(linksOn(IPHONE)).toEqual([
      ['APPLE-PODCAST', `${APPLE_SHOW}?i=1000650000123`, true],
      ['SPOTIFY', apps[0]?.link_value, false],
      ['OVERCAST', 'https://overcast.fm/itunes1700000001', false],
      ['POCKETCAST', 'https://pca.st/itunes/1700000001', false],
    ]);
  });

  it('on Android: Podcast Addict at the episode from its enclosure, Apple apps last', () => {
    expect(linksOn(PIXEL)).toEqual([
      ['SPOTIFY', apps[0]?.link_value, false],
      [
        'PODCASTADDICT',
        'https://podcastaddict.com/episode/https%3A%2F%2Fcdn.harbour.example%2Fep12.mp3%3Fsrc%3Dfeed',
        true,
      ],
      ['POCKETCAST', 'https://pca.st/itunes/1700000001', false],
      ['APPLE-PODCAST', `${APPLE_SHOW}?i=1000650000123`, true],
      ['OVERCAST', 'https://overcast.fm/itunes1700000001', false],
    ]);
  });

  it('leads Apple Podcasts to the show while Apple does not list the episode', () => {
    const [first] = linksOn(IPHONE, { ...episode, appleTrackId: null });
    expect(first).toEqual(['APPLE-PODCAST', APPLE_SHOW, false]);
  });

  it('leads Podcast Addict to the show when the episode has no web enclosure', () => {
    const links = linksOn(PIXEL, { ...episode, enclosureUrl: null });
    expect(links[1]).toEqual(['PODCASTADDICT', apps[1]?.link_value, false]);
  });
});

describe("matching Apple's episodes", () => {
  const apple = [
    { trackId: 1, guid: 'other', url: 'https://cdn.harbour.example/ep11.mp3' },
    { trackId: 2, guid: 'tag:harbour.example,2024:ep-12', url: null },
    { trackId: 3, guid: null, url: 'http://CDN.harbour.example/ep13.mp3' },
  ];

  it.each([
    ['by guid', { guid: 'tag:harbour.example,2024:ep-12', enclosureUrl: null }, 2],
    [
      'by enclosure, scheme, case and query aside',
      { guid: null, enclosureUrl: 'https://cdn.harbour.example/ep13.mp3?x=1' },
      3,
    ],
    ['not at all', { guid: 'missing', enclosureUrl: 'https://elsewhere.example/a.mp3' }, null],
  ])('%s', (_how, target, trackId) => {
    expect(matchAppleEpisode(apple, target)).toBe(trackId);
  });
});

describe('the universal episode link', () => {
  it("is pod.link's page: the show's Apple id and the guid in base64url", () => {
    expect(universalEpisodeLink(appleIdOf(APPLE_SHOW), 'ep/12+ü')).toBe(
      'https://pod.link/1700000001/episode/ZXAvMTIrw7w',
    );
  });

  it('needs both the Apple id and a guid', () => {
    expect(universalEpisodeLink(null, 'x')).toBeNull();
    expect(universalEpisodeLink(1700000001, ' ')).toBeNull();
    expect(appleIdOf('https://open.spotify.com/show/1')).toBeNull();
  });

  it("takes the show's Apple id from the page's Apple Podcasts entry, whatever its label", () => {
    const entry = (name: string, link_value: string | null) => ({
      main_type: 'PODCAST-NETWORK',
      name,
      link_value,
    });
    const spotify = entry('SPOTIFY', 'https://open.spotify.com/show/id1234567');
    expect(appleShowId([spotify, entry('Apple Podcasts', APPLE_SHOW)])).toBe(1700000001);
    expect(appleShowId([spotify])).toBeNull();
    expect(appleShowId([{ ...entry('APPLE-PODCAST', APPLE_SHOW), main_type: 'LINK' }])).toBeNull();
  });
});
