import {
  directoryAnswerSchema,
  type FeedDetails,
  feedDetailsAnswerSchema,
  feedParseResultSchema,
  linkParseResultSchema,
  networksAnswerSchema,
  podcastSearchAnswerSchema,
} from '@podpie/core';
import type { AuthStore } from './auth-storage.ts';
import { type ApiClient, createApiClient } from './client.ts';

/** The parsing service is public and may run on its own host: it never sees the owner's token. */
const noCredentials: AuthStore = {
  read: () => null,
  write: () => undefined,
  clear: () => undefined,
};

const uri = (url: string) => `?uri=${encodeURIComponent(url)}`;
const optionalSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** Every call of the parsing service of SPEC.md §7, each answer parsed with core's schema. */
export function parserApi(client: ApiClient) {
  const directory = async (path: string, body: object) =>
    (await client.post(path, body, { parse: directoryAnswerSchema })).data;
  return {
    // SPEC.md §7: the term travels URL-encoded, so '+' or '%' in a show's name survive.
    search: async (term: string) =>
      (
        await client.post(
          '/itunes_podcast',
          { term: encodeURIComponent(term) },
          { parse: podcastSearchAnswerSchema },
        )
      ).results,
    parseFeed: (url: string, signal?: AbortSignal) =>
      client.get(`/feed_parser${uri(url)}`, {
        parse: feedParseResultSchema,
        ...optionalSignal(signal),
      }),
    parseLink: (url: string, signal?: AbortSignal) =>
      client.get(`/url_parser${uri(url)}`, {
        parse: linkParseResultSchema,
        ...optionalSignal(signal),
      }),
    basicNetworks: async (body: { itunesId: number | null; rssFeed: string; name: string }) =>
      (await client.post('/basic_networks', body, { parse: networksAnswerSchema })).data,
    feedDetails: (body: { rssFeed: string }): Promise<FeedDetails> =>
      client.post('/itunes_podcast_rss_feed_data', body, { parse: feedDetailsAnswerSchema }),
    iHeartRadio: (body: { subtitle: string | null; name: string }) =>
      directory('/podcasts_iHeartRadio', body),
    stitcher: (body: { summary: string | null; description: string | null; name: string }) =>
      directory('/podcasts_stitcher', body),
    playerFm: (body: { artistName: string | null; name: string; rssFeed: string }) =>
      directory('/podcasts_player_fm', body),
    spotify: (body: { summary: string | null; name: string }) =>
      directory('/podcasts_spotify', body),
    google: (body: { rssFeed: string }) => directory('/podcasts_google', body),
  };
}
export type ParserCalls = ReturnType<typeof parserApi>;

/** The app's one client for the parsing service, under /parser/v1 (same origin by default). */
export const parserCalls: ParserCalls = parserApi(
  createApiClient({
    store: noCredentials,
    fetch: (input, init) => fetch(input, init),
    baseUrl: '/parser/v1',
  }),
);
