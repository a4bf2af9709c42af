import { pieSchema, piesForSaveSchema, syncPiesSchema } from '@podpie/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSignedIn, signedIn } from '../../lib/auth.ts';
import { errorAnswer, idParam } from '../../lib/schemas.ts';
import { onProjectPublished } from '../feeds/refresh.ts';
import { PieService } from './service.ts';

// 200 blocks with long texts stay well under this; the app-wide limit is smaller.
const SYNC_BODY_LIMIT = 4 * 1024 * 1024;

const syncObject = z.strictObject({
  pies: piesForSaveSchema.describe('Every block of the page, in any order'),
  base_pies_updated_at: syncPiesSchema.shape.base_pies_updated_at.describe(
    'The pies_updated_at the client started from; an older one than the stored copy answers 409',
  ),
});
/** `Pie[]` or `{ pies, base_pies_updated_at }`; the plain array skips the stale-copy check. */
const syncBody = z.preprocess((body) => (Array.isArray(body) ? { pies: body } : body), syncObject);

const params = z.object({ id: idParam });
const storedPies = z.object({ pies: z.array(pieSchema), pies_updated_at: z.string().nullable() });

export const pieRoutes: FastifyPluginAsyncZod = async (app) => {
  const pies = new PieService(app.db, app.now);
  app.addHook('onRequest', requireSignedIn);

  app.get(
    '/v1/projects/:id/pies',
    {
      schema: {
        tags: ['blocks'],
        summary: 'The blocks of a project in page order',
        params,
        response: {
          200: z.object({ data: z.array(pieSchema), pies_updated_at: z.string().nullable() }),
          401: errorAnswer,
          404: errorAnswer,
        },
      },
    },
    async (request) => {
      const stored = await pies.list(signedIn(request).user.id, request.params.id);
      return { data: stored.pies, pies_updated_at: stored.pies_updated_at };
    },
  );

  app.post(
    '/v1/projects/:id/pies/sync',
    {
      bodyLimit: SYNC_BODY_LIMIT,
      schema: {
        tags: ['blocks'],
        summary: 'Replace the blocks of a project in one transaction',
        params,
        body: syncBody,
        response: {
          200: storedPies,
          401: errorAnswer,
          404: errorAnswer,
          409: errorAnswer.extend(storedPies.shape),
          422: errorAnswer,
        },
      },
    },
    async (request) => {
      const { pies: incoming, base_pies_updated_at } = request.body;
      const stored = await pies.sync(
        signedIn(request).user.id,
        request.params.id,
        incoming,
        base_pies_updated_at,
      );
      // A publish refreshes the page's feeds in the background; the page never waits on them.
      await onProjectPublished(app.db, request.params.id).then(
        () => app.jobs.wake(),
        (error: unknown) => request.log.warn({ err: error }, 'feed refresh not scheduled'),
      );
      return stored;
    },
  );
};
