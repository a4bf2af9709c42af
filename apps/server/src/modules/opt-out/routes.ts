import { messageAnswerSchema } from '@podpie/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { campaignOptOuts } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { errorAnswer } from '../../lib/schemas.ts';
import { isValidOptOutKey } from './opt-out-key.ts';

export const INVALID_OPT_OUT_KEY =
  'This unsubscribe link is not valid. Please open the link from our e-mail.';
export const OPTED_OUT_MESSAGE = 'Successfully to unsubscribe you from our mailing list.';

/** A podcast owner asks not to receive the cold e-mail campaign again (public link). */
export const optOutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/v1/opt-out-cold-email-campaign/:id',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['opt-out'],
        summary: 'Stop the cold e-mail campaign for a podcast (its iTunes id)',
        description:
          'The key is the one in the e-mail link (`npm run opt-out-link -- <itunes_id>` prints it); any other key answers 403.',
        params: z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) }),
        body: z.strictObject({ key: z.string().trim().min(1).max(200) }),
        response: {
          200: messageAnswerSchema,
          403: errorAnswer,
          404: errorAnswer,
          422: errorAnswer,
        },
      },
    },
    async (request) => {
      if (!isValidOptOutKey(app.config.appSecret, request.params.id, request.body.key)) {
        throw new AppError('forbidden', INVALID_OPT_OUT_KEY);
      }
      await app.db
        .insert(campaignOptOuts)
        .values({ itunesId: request.params.id })
        .onConflictDoNothing();
      return { message: OPTED_OUT_MESSAGE };
    },
  );
};
