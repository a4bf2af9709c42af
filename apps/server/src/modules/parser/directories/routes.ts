import { directoryAnswerSchema } from '@podpie/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { directoryLinks } from '../networks/directory-links.ts';
import {
  errorAnswers,
  googleBodySchema,
  iheartBodySchema,
  playerFmBodySchema,
  spotifyBodySchema,
  stitcherBodySchema,
} from '../schemas.ts';
import type { ParserServices } from '../services.ts';

export const CLOSED_REASONS = {
  stitcher: 'Stitcher closed in August 2023, so there is no Stitcher link to find.',
  google: 'Google Podcasts closed in 2024, so there is no Google Podcasts link to find.',
} as const;
export const PLAYER_FM_REASON =
  'Player FM has no public search; send rssFeed to get its subscribe link.';
export const SPOTIFY_UNCONFIGURED_REASON =
  'Spotify search needs SPOTIFY_CLIENT_ID and SPOTIFY_CLIENT_SECRET, which this server does not have.';

const schemaFor = <B>(body: B, summary: string) => ({
  tags: ['parser'],
  summary,
  body,
  response: { 200: directoryAnswerSchema, ...errorAnswers },
});

export const registerDirectoryRoutes = (app: FastifyInstance, services: ParserServices) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/podcasts_iHeartRadio',
    { schema: schemaFor(iheartBodySchema, 'Find the show on iHeartRadio by name') },
    async (request) => ({ data: await services.iheart(request.body.name) }),
  );

  routes.post(
    '/podcasts_spotify',
    { schema: schemaFor(spotifyBodySchema, 'Find the show on Spotify by name') },
    async (request) => {
      if (!services.spotify.configured) return { data: [], reason: SPOTIFY_UNCONFIGURED_REASON };
      return { data: await services.spotifyShow(request.body.name, request.body.summary ?? null) };
    },
  );

  routes.post(
    '/podcasts_player_fm',
    { schema: schemaFor(playerFmBodySchema, 'The show’s Player FM link') },
    async (request) => {
      const rssFeed = request.body.rssFeed ?? null;
      if (!rssFeed) return { data: [], reason: PLAYER_FM_REASON };
      const data = directoryLinks({ itunesId: null, rssFeed }).filter(
        (link) => link.name === 'PLAYERFM',
      );
      return { data };
    },
  );

  routes.post(
    '/podcasts_stitcher',
    { schema: schemaFor(stitcherBodySchema, 'Stitcher (closed in 2023): always empty') },
    async () => ({ data: [], reason: CLOSED_REASONS.stitcher }),
  );

  routes.post(
    '/podcasts_google',
    { schema: schemaFor(googleBodySchema, 'Google Podcasts (closed in 2024): always empty') },
    async () => ({ data: [], reason: CLOSED_REASONS.google }),
  );
};
