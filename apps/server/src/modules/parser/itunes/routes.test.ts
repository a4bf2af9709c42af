import { podcastSearchAnswerSchema } from '@podpie/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeUpstream, startFakeUpstream } from '../testing/fake-upstream.ts';
import { buildTestParserApp } from '../testing/test-app.ts';

// The shape and content type of Apple's real answer (https://itunes.apple.com/search).
const appleEntry = (trackId: number, trackName: string, extra: Record<string, unknown> = {}) => ({
  wrapperType: 'track',
  kind: 'podcast',
  collectionId: trackId,
  trackId,
  artistName: 'Ada Quay',
  collectionName: trackName,
  trackName,
  collectionCensoredName: trackName,
  trackCensoredName: trackName,
  collectionViewUrl: `https://podcasts.apple.com/us/podcast/x/id${trackId}?uo=4`,
  feedUrl: `https://feeds.example/${trackId}.xml`,
  trackViewUrl: `https://podcasts.apple.com/us/podcast/x/id${trackId}?uo=4`,
  artworkUrl30: `https://is1-ssl.mzstatic.com/image/${trackId}/30x30bb.jpg`,
  artworkUrl60: `https://is1-ssl.mzstatic.com/image/${trackId}/60x60bb.jpg`,
  artworkUrl100: `https://is1-ssl.mzstatic.com/image/${trackId}/100x100bb.jpg`,
  artworkUrl600: `https://is1-ssl.mzstatic.com/image/${trackId}/600x600bb.jpg`,
  collectionPrice: 0,
  trackPrice: 0,
  releaseDate: '2024-02-12T17:30:00Z',
  collectionExplicitness: 'notExplicit',
  trackExplicitness: 'cleaned',
  trackCount: 3,
  country: 'USA',
  currency: 'USD',
  primaryGenreName: 'Documentary',
  genreIds: ['1543', '26'],
  genres: ['Documentary', 'Podcasts'],
  ...extra,
});

const appleAnswer = (results: unknown[]) => ({
  status: 200,
  type: 'text/javascript; charset=utf-8',
  body: `\n\n\n${JSON.stringify({ resultCount: results.length, results })}\n\n\n`,
});

let apple: FakeUpstream;
let app: FastifyInstance;

beforeAll(async () => {
  apple = await startFakeUpstream({
    '/search': (_request, url) => {
      const term = url.searchParams.get('term') ?? '';
      if (term === 'outage') return { status: 503, type: 'text/html', body: 'down' };
      if (term === 'nothing') return appleAnswer([]);
      return appleAnswer([
        appleEntry(1700000001, 'Harbour Lights'),
        appleEntry(1700000002, 'Harbour Lights Extra', {
          feedUrl: undefined,
          artistName: undefined,
        }),
        { wrapperType: 'artist', artistName: 'Not a podcast' },
      ]);
    },
  });
  app = await buildTestParserApp({ ITUNES_API_URL: apple.origin });
});
afterAll(async () => {
  await app.close();
  await apple.close();
});

const search = (payload: unknown, contentType = 'application/json') =>
  app.inject({
    method: 'POST',
    url: '/parser/v1/itunes_podcast',
    headers: { 'content-type': contentType },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

describe('POST /parser/v1/itunes_podcast', () => {
  it("answers Apple's podcasts, parsed from its text/javascript answer", async () => {
    const response = await search({ term: 'harbour' });
    expect(response.statusCode).toBe(200);
    expect(podcastSearchAnswerSchema.parse(response.json())).toEqual(response.json());
    expect(response.json()).toEqual({
      results: [
        {
          artworkUrl600: 'https://is1-ssl.mzstatic.com/image/1700000001/600x600bb.jpg',
          trackId: 1700000001,
          trackViewUrl: 'https://podcasts.apple.com/us/podcast/x/id1700000001?uo=4',
          trackName: 'Harbour Lights',
          feedUrl: 'https://feeds.example/1700000001.xml',
          artistName: 'Ada Quay',
        },
        {
          artworkUrl600: 'https://is1-ssl.mzstatic.com/image/1700000002/600x600bb.jpg',
          trackId: 1700000002,
          trackViewUrl: 'https://podcasts.apple.com/us/podcast/x/id1700000002?uo=4',
          trackName: 'Harbour Lights Extra',
          feedUrl: null,
          artistName: null,
        },
      ],
    });
    const asked = apple.requests.at(-1);
    expect(asked?.pathname).toBe('/search');
    expect(Object.fromEntries(asked?.searchParams ?? [])).toEqual({
      media: 'podcast',
      entity: 'podcast',
      term: 'harbour',
    });
  });

  it('decodes a URL-encoded term, sent as JSON or as a form', async () => {
    await search({ term: 'Harbour%20Lights%20%26%20Co' });
    expect(apple.requests.at(-1)?.searchParams.get('term')).toBe('Harbour Lights & Co');
    const form = await search('term=Tides%20at%20Night', 'application/x-www-form-urlencoded');
    expect(form.statusCode).toBe(200);
    expect(apple.requests.at(-1)?.searchParams.get('term')).toBe('Tides at Night');
  });

  it('asks Apple once an hour for the same term', async () => {
    const before = apple.count('/search');
    await search({ term: 'Cached Show' });
    await search({ term: '  cached show ' });
    await Promise.all([search({ term: 'cached SHOW' }), search({ term: 'Cached Show' })]);
    expect(apple.count('/search') - before).toBe(1);
  });

  it('answers an empty list when nothing matches', async () => {
    expect((await search({ term: 'nothing' })).json()).toEqual({ results: [] });
  });

  it('answers 502 when Apple is down', async () => {
    const response = await search({ term: 'outage' });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({
      errors: ['The Apple Podcasts directory is not answering, please try again.'],
    });
  });

  it('answers 422 without a term', async () => {
    for (const payload of [{}, { term: '   ' }, { term: 42 }]) {
      const response = await search(payload);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0]).toMatch(/^term: /);
    }
  });
});
