import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { events } from '../../db/schema.ts';
import { errorAnswer } from '../../lib/schemas.ts';
import { loadSession } from '../auth/guard.ts';
import { withoutSecrets } from './without-secrets.ts';

const EVENTS_BODY_LIMIT = 16 * 1024;
export const IDENTIFY_EVENT = '$identify';
export const EVENT_OR_IDENTIFY = 'Send either an event name or an identify call.';

const properties = z.record(z.string().max(100), z.unknown());
const eventBody = z
  .strictObject({
    event: z.string().trim().min(1).max(100).optional().describe('e.g. "Successful login"'),
    properties: properties.optional(),
    identify: properties.optional().describe('People properties of the signed-in user'),
  })
  .refine((body) => (body.event === undefined) !== (body.identify === undefined), {
    message: EVENT_OR_IDENTIFY,
  });

/** Product analytics from the web app; signed-out visitors send events too. */
export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/events',
    {
      onRequest: loadSession,
      bodyLimit: EVENTS_BODY_LIMIT,
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['events'],
        summary: 'Record an analytics event or identify call (secrets are dropped)',
        body: eventBody,
        response: { 204: z.null(), 422: errorAnswer },
      },
    },
    async (request, reply) => {
      const { event, identify } = request.body;
      await app.db.insert(events).values({
        userId: request.auth?.user.id ?? null,
        name: event ?? IDENTIFY_EVENT,
        properties: withoutSecrets(identify ?? request.body.properties ?? {}),
      });
      return reply.status(204).send(null);
    },
  );
};
