import { networksAnswerSchema } from '@podpie/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeUpstream, startFakeUpstream } from '../testing/fake-upstream.ts';
import { buildTestParserApp } from '../testing/test-app.ts';

const feed = 'https://feeds.example/harbour.xml';
const entry = {
  wrapperType: 'track',
  kind: 'podcast',
  trackId: 1700000001,
  collectionId: 1700000001,
  trackName: 'Harbour Lights',
  collectionName: 'Harbour Lights',
  artistName: 'Ada Quay',
  feedUrl: feed,
  trackViewUrl: 'https://podcasts.apple.com/us/podcast/harbour-lights/id1700000001?uo=4',
  artworkUrl600: 'https://is1-ssl.mzstatic.com/image/600x600bb.jpg',
};
const answer = (results: unknown[]) => ({
  type: 'text/javascript; charset=utf-8',
  body: JSON.stringify({ resultCount: results.length, results }),
});

let apple: FakeUpstream;
let app: FastifyInstance;

beforeAll(async () => {
  apple = await startFakeUpstream({
    '/lookup': (_request, url) =>
      answer(url.searchParams.get('id') === '1700000001' ? [entry] : []),
    '/search': () =>
      answer([{ ...entry, trackId: 99, feedUrl: 'https://other.example/rss' }, entry]),
  });
  app = await buildTestParserApp({ ITUNES_API_URL: apple.origin });
});
afterAll(async () => {
  await app.close();
  await apple.close();
});

const networks = (payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/parser/v1/basic_networks', payload });

const expected = [
  { name: 'APPLE-PODCAST', url: 'https://podcasts.apple.com/podcast/id1700000001' },
  { name: 'OVERCAST', url: 'https://overcast.fm/itunes1700000001' },
  { name: 'POCKETCAST', url: 'https://pca.st/itunes/1700000001' },
  { name: 'CASTRO', url: 'https://castro.fm/itunes/1700000001' },
  { name: 'CASTBOX', url: 'https://castbox.fm/vic/1700000001' },
  { name: 'PODCASTREPUBLIC', url: 'https://www.podcastrepublic.net/podcast/1700000001' },
  { name: 'SONNET', url: 'https://sonnet.fm/p/1700000001' },
  { name: 'GOODPODS', url: 'https://www.goodpods.com/podcasts-aid/1700000001' },
  { name: 'PODCASTGURU', url: 'https://app.podcastguru.io/podcast/1700000001' },
  {
    name: 'PODCASTADDICT',
    url: 'https://podcastaddict.com/feed/https%3A%2F%2Ffeeds.example%2Fharbour.xml',
  },
  {
    name: 'PLAYERFM',
    url: 'https://player.fm/subscribe?id=https%3A%2F%2Ffeeds.example%2Fharbour.xml',
  },
  { name: 'RSS', url: feed },
  {
    name: 'ANTENNAPOD',
    url: 'https://antennapod.org/deeplink/subscribe?url=https%3A%2F%2Ffeeds.example%2Fharbour.xml',
  },
];

describe('POST /parser/v1/basic_networks', () => {
  it('derives every open directory link from the Apple id and the feed', async () => {
    const before = apple.hits.length;
    const response = await networks({
      itunesId: 1700000001,
      rssFeed: feed,
      name: 'Harbour Lights',
    });
    expect(response.statusCode).toBe(200);
    expect(networksAnswerSchema.parse(response.json())).toEqual(response.json());
    expect(response.json()).toEqual({ data: expected });
    expect(apple.hits.length).toBe(before);
  });

  it('never offers a closed directory', async () => {
    const { data } = (await networks({ itunesId: '1700000001', rssFeed: feed })).json();
    const names = data.map((link: { name: string }) => link.name);
    for (const closed of ['GOOGLE-PODCAST', 'STITCHER', 'RADIOPUBLIC', 'PODHERO', 'PODFRIEND']) {
      expect(names).not.toContain(closed);
    }
  });

  it('looks up the feed from the Apple id when the feed is missing', async () => {
    const response = await networks({ itunesId: '1700000001', rssFeed: '', name: null });
    expect(response.json()).toEqual({ data: expected });
  });

  it('finds the Apple id by name, matched on the feed, when the id is missing', async () => {
    const response = await networks({ rssFeed: feed, name: 'Harbour Lights' });
    expect(response.json()).toEqual({ data: expected });
  });

  it('answers only the feed links when Apple knows nothing', async () => {
    const response = await networks({ itunesId: 5, rssFeed: feed });
    expect(response.json().data[0]).toEqual({
      name: 'APPLE-PODCAST',
      url: 'https://podcasts.apple.com/podcast/id5',
    });
    const unknown = await networks({
      rssFeed: 'https://unknown.example/rss',
      name: 'Unknown Show',
    });
    expect(unknown.json().data.map((link: { name: string }) => link.name)).toEqual([
      'PODCASTADDICT',
      'PLAYERFM',
      'RSS',
      'ANTENNAPOD',
    ]);
  });

  it('answers 422 for a feed that is not an http address', async () => {
    const response = await networks({ itunesId: 1, rssFeed: 'file:///etc/passwd' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      errors: ['rssFeed: must be an http or https address'],
    });
  });
});
