import {
  apiTokensAnswer,
  createApiTokenBody,
  createdApiTokenAnswer,
  messageAnswerSchema,
} from '@podpie/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { errorAnswer, idParam } from '../../lib/schemas.ts';
import { requireSignedIn, signedIn } from '../auth/guard.ts';
import { requireOwnedProject } from '../projects/access.ts';
import { deleteToken, insertToken, listTokens, toApiToken } from './repository.ts';

export const TOKEN_NOT_FOUND = 'API token not found.';
export const TOKEN_REVOKED = 'The API token was revoked.';

/** The owner's personal API tokens: listed without the token, created once, revoked at once. */
export const apiTokenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireSignedIn);

  app.get(
    '/v1/tokens',
    {
      schema: {
        tags: ['tokens'],
        summary: "The account's API tokens with their last use (never the tokens themselves)",
        response: { 200: apiTokensAnswer, 401: errorAnswer, 403: errorAnswer },
      },
    },
    async (request) => ({ data: await listTokens(app.db, signedIn(request).user.id) }),
  );

  app.post(
    '/v1/tokens',
    {
      schema: {
        tags: ['tokens'],
        summary: 'Creates an API token; the answer carries the token, this once only',
        body: createApiTokenBody,
        response: {
          200: createdApiTokenAnswer,
          401: errorAnswer,
          403: errorAnswer,
          404: errorAnswer,
          422: errorAnswer,
        },
      },
    },
    async (request) => {
      const userId = signedIn(request).user.id;
      const { name, scope, project_id: projectId = null } = request.body;
      if (projectId !== null) await requireOwnedProject(app.db, userId, projectId);
      const { row, token } = await insertToken(app.db, { userId, name, scope, projectId });
      return { data: { ...toApiToken(row), token } };
    },
  );

  app.delete(
    '/v1/tokens/:id',
    {
      schema: {
        tags: ['tokens'],
        summary: 'Revokes an API token: every server process refuses it from now on',
        params: z.object({ id: idParam }),
        response: {
          200: messageAnswerSchema,
          401: errorAnswer,
          403: errorAnswer,
          404: errorAnswer,
        },
      },
    },
    async (request) => {
      const deleted = await deleteToken(app.db, signedIn(request).user.id, request.params.id);
      if (!deleted) throw new AppError('not_found', TOKEN_NOT_FOUND);
      return { message: TOKEN_REVOKED };
    },
  );
};
