import type { AppleEpisode, PodcastSearchResult } from '@podpie/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboundClient, type OutboundClient } from '../../../lib/outbound.ts';
import { createMemoryCache } from '../cache.ts';
import { createRateQueue } from '../rate-queue.ts';
import { type FakeUpstream, startFakeUpstream } from '../testing/fake-upstream.ts';
import { createItunesClient, type ItunesClient } from './itunes-client.ts';

// The shape of Apple's answer to /lookup?id=…&entity=podcastEpisode: the show, then episodes.
const show = {
  wrapperType: 'track',
  kind: 'podcast',
  collectionId: 1700000001,
  trackId: 1700000001,
};
const appleEpisode = (trackId: number, guid: string | undefined, url: string) => ({
  wrapperType: 'podcastEpisode',
  kind: 'podcast-episode',
  collectionId: 1700000001,
  trackId,
  trackName: `Episode ${trackId}`,
  episodeGuid: guid,
  episodeUrl: url,
  episodeFileExtension: 'mp3',
});

let apple: FakeUpstream;
let outbound: OutboundClient;
let itunes: ItunesClient;

beforeAll(async () => {
  apple = await startFakeUpstream({
    '/lookup': () => ({
      type: 'text/javascript; charset=utf-8',
      body: JSON.stringify({
        resultCount: 3,
        results: [
          show,
          appleEpisode(1000650000012, 'tag:harbour,2024:12', 'https://cdn.harbour.example/12.mp3'),
          appleEpisode(1000650000013, undefined, 'https://cdn.harbour.example/13.mp3'),
        ],
      }),
    }),
  });
  outbound = createOutboundClient({
    userAgent: 'PodpieTest',
    allowPrivate: true,
    allowedPorts: 'any',
  });
  itunes = createItunesClient({
    baseUrl: apple.origin,
    outbound,
    queue: createRateQueue({ limit: 20, intervalMs: 60_000 }),
    cache: createMemoryCache<PodcastSearchResult[]>({ maxEntries: 10 }),
    episodeCache: createMemoryCache<AppleEpisode[]>({ maxEntries: 10 }),
  });
});
afterAll(async () => {
  await outbound.close();
  await apple.close();
});

describe("a show's episodes at Apple", () => {
  it('asks for podcastEpisode entities and keeps the episodes only', async () => {
    const episodes = await itunes.episodes(1700000001);
    expect(episodes).toEqual([
      {
        trackId: 1000650000012,
        guid: 'tag:harbour,2024:12',
        url: 'https://cdn.harbour.example/12.mp3',
      },
      { trackId: 1000650000013, guid: null, url: 'https://cdn.harbour.example/13.mp3' },
    ]);
    expect(Object.fromEntries(apple.requests.at(-1)?.searchParams ?? [])).toEqual({
      id: '1700000001',
      media: 'podcast',
      entity: 'podcastEpisode',
      limit: '200',
    });
  });

  it('asks Apple once an hour per show', async () => {
    const before = apple.count('/lookup');
    await Promise.all([itunes.episodes(1700000001), itunes.episodes(1700000001)]);
    expect(apple.count('/lookup') - before).toBe(0);
  });
});
