import {
  piesListAnswerSchema,
  storedPiesSchema,
  syncConflictAnswerSchema,
  syncPiesBodySchema,
} from '@podpie/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswer, idParam } from '../../lib/schemas.ts';
import { requireSignedIn, signedIn } from '../auth/guard.ts';
import { PieService } from './service.ts';

// 200 blocks with long texts stay well under this; the app-wide limit is smaller.
const SYNC_BODY_LIMIT = 4 * 1024 * 1024;

const params = z.object({ id: idParam });

export const pieRoutes: FastifyPluginAsyncZod = async (app) => {
  const pies = new PieService(app.db, app.now, app.pageChanges, app.config.publicUrl);
  app.addHook('onRequest', requireSignedIn);

  app.get(
    '/v1/projects/:id/pies',
    {
      schema: {
        tags: ['blocks'],
        summary: 'The blocks of a project in page order',
        params,
        response: {
          200: piesListAnswerSchema,
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
        description:
          'The body is either `{ pies, base_pies_updated_at }` or, as in SPEC.md, a plain array of blocks: the array replaces the blocks with these (new ones created, listed ones updated, the rest deleted) without the stale-copy check, which only the object form asks for.',
        params,
        body: syncPiesBodySchema,
        response: {
          200: storedPiesSchema,
          401: errorAnswer,
          404: errorAnswer,
          409: syncConflictAnswerSchema,
          422: errorAnswer,
        },
      },
    },
    async (request) => {
      const { pies: incoming, base_pies_updated_at } = request.body;
      const projectId = request.params.id;
      const { stored } = await pies.sync(
        signedIn(request).user.id,
        projectId,
        incoming,
        base_pies_updated_at,
      );
      // The sync scheduled the page's feeds; the runner fetches them now, the page never waits.
      app.jobs.wake();
      return stored;
    },
  );
};
