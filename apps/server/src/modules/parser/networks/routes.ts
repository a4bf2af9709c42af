import { networksAnswerSchema } from '@podpie/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { basicNetworksBodySchema, errorAnswers } from '../schemas.ts';
import type { ParserServices } from '../services.ts';
import { basicNetworks } from './basic-networks.ts';

export const registerNetworkRoutes = (app: FastifyInstance, services: ParserServices) => {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/basic_networks',
    {
      schema: {
        tags: ['parser'],
        summary: "The show's links on directories derivable from its Apple id or feed",
        description:
          'Names are podcast directory names (APPLE-PODCAST, OVERCAST, ...). Closed directories are never offered.',
        body: basicNetworksBodySchema,
        response: { 200: networksAnswerSchema, ...errorAnswers },
      },
    },
    async (request) => ({
      data: await basicNetworks(
        {
          itunesId: request.body.itunesId ?? null,
          rssFeed: request.body.rssFeed ?? null,
          name: request.body.name ?? null,
        },
        services.itunes,
      ),
    }),
  );
};
