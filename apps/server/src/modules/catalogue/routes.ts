import { backgroundColorsAnswerSchema, themesAnswerSchema } from '@podpie/core';
import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { backgroundColors, themes } from '../../db/schema.ts';

const CATALOGUE_CACHE = 'public, max-age=300';

/** The ready-made themes and the solid-colour palette; public, seeded at start. */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/themes',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Ready-made page themes',
        response: { 200: themesAnswerSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', CATALOGUE_CACHE);
      return { data: await app.db.select().from(themes).orderBy(asc(themes.id)) };
    },
  );

  app.get(
    '/v1/background_colors',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The solid-colour palette (hex without #)',
        response: { 200: backgroundColorsAnswerSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', CATALOGUE_CACHE);
      return {
        data: await app.db.select().from(backgroundColors).orderBy(asc(backgroundColors.id)),
      };
    },
  );
};
