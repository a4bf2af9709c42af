import { podcastSearchAnswerSchema } from '@podpie/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorAnswers, itunesSearchBodySchema } from '../schemas.ts';
import type { ParserServices } from '../services.ts';

export const registerItunesRoutes = (app: FastifyInstance, services: ParserServices) => {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/itunes_podcast',
    {
      schema: {
        tags: ['parser'],
        summary: 'Search Apple Podcasts for shows',
        description:
          'Answers are cached for an hour; calls beyond Apple’s limit wait in a queue rather than fail.',
        body: itunesSearchBodySchema,
        response: { 200: podcastSearchAnswerSchema, ...errorAnswers },
      },
    },
    async (request) => ({ results: await services.itunes.search(request.body.term) }),
  );
};
