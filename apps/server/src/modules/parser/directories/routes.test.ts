import { directoryAnswerSchema } from '@podpie/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeUpstream, startFakeUpstream } from '../testing/fake-upstream.ts';
import { buildTestParserApp } from '../testing/test-app.ts';
import { CLOSED_REASONS, PLAYER_FM_REASON, SPOTIFY_UNCONFIGURED_REASON } from './routes.ts';

let upstream: FakeUpstream;
let tokensIssued = 0;
let app: FastifyInstance;
let unconfigured: FastifyInstance;

const spotifyShow = (id: string, name: string, description: string) => ({
  id,
  name,
  description,
  publisher: 'Ada Quay',
  external_urls: { spotify: `https://open.spotify.com/show/${id}` },
  type: 'show',
});

beforeAll(async () => {
  upstream = await startFakeUpstream({
    '/api/token': (request) => {
      const expected = `Basic ${Buffer.from('client-id:client-secret').toString('base64')}`;
      if (request.headers.authorization !== expected) {
        return { status: 400, type: 'application/json', body: '{"error":"invalid_client"}' };
      }
      tokensIssued += 1;
      return {
        type: 'application/json',
        body: JSON.stringify({
          access_token: `token-${tokensIssued}`,
          token_type: 'Bearer',
          expires_in: 3600,
        }),
      };
    },
    '/v1/search': (request, url) => {
      if (request.headers.authorization !== `Bearer token-${tokensIssued}`) {
        return { status: 401, type: 'application/json', body: '{"error":{"status":401}}' };
      }
      const items =
        url.searchParams.get('q') === 'Harbour Lights'
          ? [
              null,
              spotifyShow(
                '4rOoJ6Egrf8K2IrywzwOMk',
                'Harbour Lights',
                'A different show about boats.',
              ),
              spotifyShow(
                '7xKTfHkQmIyT3b0C1cL8Ra',
                'Harbour Lights',
                'Stories from the docks at night.',
              ),
              spotifyShow(
                '0aaaaaaaaaaaaaaaaaaaaa',
                'Harbour Lights Extra',
                'Stories from the docks.',
              ),
            ]
          : [spotifyShow('1bbbbbbbbbbbbbbbbbbbbb', 'Something Else', '')];
      return {
        type: 'application/json; charset=utf-8',
        body: JSON.stringify({
          shows: { href: '', items, limit: 10, offset: 0, total: items.length },
        }),
      };
    },
    '/api/v3/search/all': (_request, url) => ({
      type: 'application/json',
      body: JSON.stringify({
        bestMatches: [],
        results: {
          podcasts:
            url.searchParams.get('keywords') === 'Harbour Lights'
              ? [
                  { id: 28643863, title: 'Harbour Lights Daily', description: '', image: '' },
                  { id: 28643864, title: 'Harbour Lights', description: '', image: '' },
                ]
              : [],
        },
      }),
    }),
  });
  app = await buildTestParserApp({
    SPOTIFY_CLIENT_ID: 'client-id',
    SPOTIFY_CLIENT_SECRET: 'client-secret',
    SPOTIFY_API_URL: upstream.origin,
    SPOTIFY_ACCOUNTS_URL: upstream.origin,
    IHEART_API_URL: upstream.origin,
  });
  unconfigured = await buildTestParserApp();
});
afterAll(async () => {
  await Promise.all([app.close(), unconfigured.close()]);
  await upstream.close();
});

const post = (path: string, payload: unknown, on: FastifyInstance = app) =>
  on.inject({ method: 'POST', url: `/parser/v1/${path}`, payload: payload as object });

describe('POST /parser/v1/podcasts_spotify', () => {
  it('finds the show through the search API with a client-credentials token', async () => {
    const response = await post('podcasts_spotify', {
      name: 'Harbour Lights',
      summary: 'Stories from the docks at night, told by the people who work there.',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: [{ name: 'SPOTIFY', url: 'https://open.spotify.com/show/7xKTfHkQmIyT3b0C1cL8Ra' }],
    });
    const search = upstream.requests.find((url) => url.pathname === '/v1/search');
    expect(search?.searchParams.get('type')).toBe('show');
  });

  it('reuses its token and answers nothing for a show Spotify does not have', async () => {
    const before = tokensIssued;
    const response = await post('podcasts_spotify', { name: 'Unknown Show' });
    expect(response.json()).toEqual({ data: [] });
    expect(tokensIssued).toBe(before);
  });

  it('says why it answers nothing when no Spotify credentials are configured', async () => {
    const response = await post('podcasts_spotify', { name: 'Harbour Lights' }, unconfigured);
    expect(directoryAnswerSchema.parse(response.json())).toEqual(response.json());
    expect(response.json()).toEqual({
      data: [],
      reason: SPOTIFY_UNCONFIGURED_REASON,
    });
  });
});

describe('POST /parser/v1/podcasts_iHeartRadio', () => {
  it("answers the show's iHeartRadio page when a podcast of that name exists", async () => {
    const response = await post('podcasts_iHeartRadio', { name: 'Harbour Lights', subtitle: 'x' });
    expect(response.json()).toEqual({
      data: [{ name: 'IHEART', url: 'https://www.iheart.com/podcast/28643864/' }],
    });
    expect((await post('podcasts_iHeartRadio', { name: 'Nope' })).json()).toEqual({ data: [] });
  });

  it('answers 422 without a name', async () => {
    const response = await post('podcasts_iHeartRadio', { subtitle: 'x' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatch(/^name: /);
  });
});

describe('POST /parser/v1/podcasts_player_fm', () => {
  it('answers the Player FM subscribe link of the feed', async () => {
    const response = await post('podcasts_player_fm', {
      name: 'Harbour Lights',
      artistName: 'Ada Quay',
      rssFeed: 'https://feeds.example/harbour.xml',
    });
    expect(response.json()).toEqual({
      data: [
        {
          name: 'PLAYERFM',
          url: 'https://player.fm/subscribe?id=https%3A%2F%2Ffeeds.example%2Fharbour.xml',
        },
      ],
    });
  });

  it('says why it answers nothing without a feed', async () => {
    const response = await post('podcasts_player_fm', { name: 'Harbour Lights', artistName: 'A' });
    expect(response.json()).toEqual({ data: [], reason: PLAYER_FM_REASON });
  });
});

describe('the closed directories', () => {
  it('answers Stitcher and Google Podcasts honestly with no links', async () => {
    const stitcher = await post('podcasts_stitcher', { name: 'Harbour Lights', summary: 'x' });
    expect(stitcher.json()).toEqual({ data: [], reason: CLOSED_REASONS.stitcher });
    const google = await post('podcasts_google', { rssFeed: 'https://feeds.example/harbour.xml' });
    expect(google.json()).toEqual({ data: [], reason: CLOSED_REASONS.google });
  });
});
