import { feedDetailsAnswerSchema, feedParseResultSchema } from '@podpie/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorAnswers, rssFeedDataBodySchema, uriQuerySchema } from '../schemas.ts';
import type { ParserServices } from '../services.ts';
import { toFeedParseResult } from './feed-service.ts';

export const registerFeedRoutes = (app: FastifyInstance, services: ParserServices) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/feed_parser',
    {
      schema: {
        tags: ['parser'],
        summary: 'Fetch and parse a podcast feed',
        description:
          'Episodes newest first; durations in whole seconds; descriptions as plain text. 422 when the address is not a feed or the feed is broken (no <channel>, an item never closed, a file cut short), 502 when it cannot be reached.',
        querystring: uriQuerySchema,
        response: { 200: feedParseResultSchema, ...errorAnswers },
      },
    },
    async (request) => {
      const { uri } = request.query;
      const feed = await services.reading(request.ip, uri, () => services.feeds.parse(uri));
      return toFeedParseResult(feed);
    },
  );

  routes.post(
    '/itunes_podcast_rss_feed_data',
    {
      schema: {
        tags: ['parser'],
        summary: "A show's summary, description, artwork and subtitle from its feed",
        body: rssFeedDataBodySchema,
        response: { 200: feedDetailsAnswerSchema, ...errorAnswers },
      },
    },
    async (request) => {
      const { rssFeed } = request.body;
      const feed = await services.reading(request.ip, rssFeed, () => services.feeds.parse(rssFeed));
      return {
        summary: feed.summary,
        description: feed.description,
        image: feed.itunes.image,
        subtitle: feed.subtitle,
      };
    },
  );
};
