import { linkParseResultSchema } from '@podpie/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorAnswers, uriQuerySchema } from '../schemas.ts';
import type { ParserServices } from '../services.ts';

export const registerLinkRoutes = (app: FastifyInstance, services: ParserServices) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/url_parser',
    {
      schema: {
        tags: ['parser'],
        summary: 'Link card metadata of a web page',
        description:
          'From Open Graph, Twitter cards, JSON-LD, microdata and oEmbed. `video` is an embeddable player address for YouTube, Vimeo and other oEmbed video pages.',
        querystring: uriQuerySchema,
        response: { 200: linkParseResultSchema, ...errorAnswers },
      },
    },
    (request) => {
      const { uri } = request.query;
      return services.reading(request.ip, uri, () => services.links.parse(uri));
    },
  );
};
