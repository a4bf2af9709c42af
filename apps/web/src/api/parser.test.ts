import { describe, expect, it } from 'vitest';
import type { AuthStore } from './auth-storage.ts';
import { createApiClient } from './client.ts';
import { parserApi } from './parser.ts';

type Call = { url: string; init: RequestInit };

const noCredentials: AuthStore = { read: () => null, write: () => {}, clear: () => {} };

/** The parser client over a fake service answering `body` to every call. */
function parserAnswering(body: unknown) {
  const calls: Call[] = [];
  const client = createApiClient({
    store: noCredentials,
    baseUrl: '/parser/v1',
    fetch: async (input, init = {}) => {
      calls.push({ url: String(input), init });
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  return { parser: parserApi(client), calls };
}

const feed = {
  title: 'Harbour Lights',
  description: null,
  link: null,
  author: null,
  itunes: { image: null },
  items: [],
  people: [],
  episodes: [],
  episode_count: 0,
};

describe('the parser client reads every answer with the schema the server declares', () => {
  it('searches with the term URL-encoded and reads the shows', async () => {
    const show = {
      artworkUrl600: 'https://img.example.com/pie.png',
      trackId: 1,
      trackViewUrl: null,
      trackName: 'Pie Talk',
      feedUrl: 'https://feeds.example.com/pie.xml',
      artistName: 'Ann',
    };
    const { parser, calls } = parserAnswering({ results: [show] });
    const results = await parser.search('pies & more');
    expect(results).toEqual([show]);
    expect(calls[0]?.url).toBe('/parser/v1/itunes_podcast');
    expect(calls[0]?.init.body).toBe(JSON.stringify({ term: 'pies%20%26%20more' }));
  });

  it('reads a feed and a link card, passing the abort signal along', async () => {
    const signal = new AbortController().signal;
    const feedCall = parserAnswering(feed);
    expect(await feedCall.parser.parseFeed('https://feeds.example.com/a b.xml', signal)).toEqual(
      feed,
    );
    expect(feedCall.calls[0]?.url).toBe(
      '/parser/v1/feed_parser?uri=https%3A%2F%2Ffeeds.example.com%2Fa%20b.xml',
    );
    expect(feedCall.calls[0]?.init.signal).toBe(signal);
    expect(new Headers(feedCall.calls[0]?.init.headers).has('access-token')).toBe(false);
    const card = {
      author: null,
      date: null,
      description: null,
      image: null,
      logo: null,
      publisher: null,
      title: 'A page',
      price: null,
      hostname: 'example.com',
      url: 'https://example.com/',
      video: null,
    };
    expect(await parserAnswering(card).parser.parseLink('https://example.com/')).toEqual(card);
  });

  it("reads a show's feed details with null for what the feed lacks, and refuses a missing field", async () => {
    const details = { summary: null, description: 'About pies', image: null, subtitle: null };
    expect(
      await parserAnswering(details).parser.feedDetails({ rssFeed: 'https://f.example/x' }),
    ).toEqual(details);
    // The server always sends all four; an answer without one is not the contract.
    await expect(
      parserAnswering({ description: 'About pies' }).parser.feedDetails({
        rssFeed: 'https://f.example/x',
      }),
    ).rejects.toThrow();
  });

  it('reads the directories, whose answer may say why it found nothing', async () => {
    const link = { name: 'OVERCAST', url: 'https://overcast.fm/itunes1' };
    const networks = parserAnswering({ data: [link] });
    expect(
      await networks.parser.basicNetworks({
        itunesId: 1,
        rssFeed: 'https://f.example/x',
        name: 'P',
      }),
    ).toEqual([link]);
    const closed = parserAnswering({ data: [], reason: 'Stitcher closed in August 2023.' });
    expect(await closed.parser.stitcher({ summary: 's', description: null, name: 'P' })).toEqual(
      [],
    );
    expect(closed.calls[0]?.url).toBe('/parser/v1/podcasts_stitcher');
  });
});
