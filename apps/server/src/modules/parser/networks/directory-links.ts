import type { NetworkLink } from '@podpie/core';

/**
 * A show's address on each open directory whose address follows from the Apple id or the feed.
 * Names are the podcast directory names of SPEC.md §3, so the quick start can match them to its
 * podcast entries. Closed directories (Google Podcasts 2024, Stitcher 2023, RadioPublic 2024,
 * Breaker 2021, Podhero, Podfriend) are never offered for new links.
 */
const BY_APPLE_ID: Array<[name: string, link: (id: string) => string]> = [
  ['APPLE-PODCAST', (id) => `https://podcasts.apple.com/podcast/id${id}`],
  ['OVERCAST', (id) => `https://overcast.fm/itunes${id}`],
  ['POCKETCAST', (id) => `https://pca.st/itunes/${id}`],
  ['CASTRO', (id) => `https://castro.fm/itunes/${id}`],
  ['CASTBOX', (id) => `https://castbox.fm/vic/${id}`],
  ['PODCASTREPUBLIC', (id) => `https://www.podcastrepublic.net/podcast/${id}`],
  ['SONNET', (id) => `https://sonnet.fm/p/${id}`],
  ['GOODPODS', (id) => `https://www.goodpods.com/podcasts-aid/${id}`],
  ['PODCASTGURU', (id) => `https://app.podcastguru.io/podcast/${id}`],
];

const BY_FEED: Array<[name: string, link: (feed: string) => string]> = [
  ['PODCASTADDICT', (feed) => `https://podcastaddict.com/feed/${encodeURIComponent(feed)}`],
  ['PLAYERFM', (feed) => `https://player.fm/subscribe?id=${encodeURIComponent(feed)}`],
  ['RSS', (feed) => feed],
  [
    'ANTENNAPOD',
    (feed) => `https://antennapod.org/deeplink/subscribe?url=${encodeURIComponent(feed)}`,
  ],
];

/** Podcasting 2.0's podcast:guid, a UUID that follows the show from host to host. */
const BY_GUID: Array<[name: string, link: (guid: string) => string]> = [
  ['CASTAMATIC', (guid) => `https://castamatic.com/guid/${guid}`],
];

const PODCAST_GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const directoryLinks = (show: {
  itunesId: number | null;
  rssFeed: string | null;
  podcastGuid?: string | null;
}): NetworkLink[] => {
  const links: NetworkLink[] = [];
  if (show.itunesId !== null) {
    const id = String(show.itunesId);
    for (const [name, link] of BY_APPLE_ID) links.push({ name, url: link(id) });
  }
  if (show.rssFeed) {
    for (const [name, link] of BY_FEED) links.push({ name, url: link(show.rssFeed) });
  }
  const guid = show.podcastGuid?.trim();
  if (guid && PODCAST_GUID.test(guid)) {
    for (const [name, link] of BY_GUID) links.push({ name, url: link(guid.toLowerCase()) });
  }
  return links;
};
