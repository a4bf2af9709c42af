import { mailingIntegrationSchema, mailingListSchema, mailingServiceSchema } from '@podpie/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSignedIn, signedIn } from '../../lib/auth.ts';
import { AppError } from '../../lib/errors.ts';
import { errorAnswer, idParam } from '../../lib/schemas.ts';
import {
  deleteOwnedIntegration,
  findOwnedIntegration,
  listMailingServices,
  listOwnedIntegrations,
} from './repository.ts';

export const INTEGRATION_NOT_FOUND = 'Mailing integration not found.';
export const INTEGRATION_DELETED = 'Mailing integration deleted.';

/** Mailing services and the signed-in user's integrations (connecting one is a later issue). */
export const mailingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireSignedIn);

  app.get(
    '/v1/mailing_services',
    {
      schema: {
        tags: ['mailing'],
        summary: 'Mailing services a user can connect',
        response: { 200: z.object({ data: z.array(mailingServiceSchema) }), 401: errorAnswer },
      },
    },
    async () => ({ data: await listMailingServices(app.db) }),
  );

  app.get(
    '/v1/mailing_integrations',
    {
      schema: {
        tags: ['mailing'],
        summary: "The signed-in user's connected mailing accounts",
        response: { 200: z.object({ data: z.array(mailingIntegrationSchema) }), 401: errorAnswer },
      },
    },
    async (request) => ({ data: await listOwnedIntegrations(app.db, signedIn(request).user.id) }),
  );

  app.get(
    '/v1/mailing_integrations/:id/mailing_lists',
    {
      schema: {
        tags: ['mailing'],
        summary: 'The lists of a connected mailing account',
        params: z.object({ id: idParam }),
        response: {
          200: z.object({ data: z.array(mailingListSchema) }),
          401: errorAnswer,
          404: errorAnswer,
        },
      },
    },
    async (request) => {
      const integration = await findOwnedIntegration(
        app.db,
        signedIn(request).user.id,
        request.params.id,
      );
      if (!integration) throw new AppError('not_found', INTEGRATION_NOT_FOUND);
      // The provider is asked for its lists once connecting an account exists; none until then.
      return { data: [] };
    },
  );

  app.delete(
    '/v1/mailing_services/:serviceId/mailing_integrations/:integrationId',
    {
      schema: {
        tags: ['mailing'],
        summary: 'Disconnect a mailing account',
        params: z.object({ serviceId: idParam, integrationId: idParam }),
        response: { 200: z.object({ message: z.string() }), 401: errorAnswer, 404: errorAnswer },
      },
    },
    async (request) => {
      const { serviceId, integrationId } = request.params;
      const userId = signedIn(request).user.id;
      if (!(await deleteOwnedIntegration(app.db, userId, serviceId, integrationId))) {
        throw new AppError('not_found', INTEGRATION_NOT_FOUND);
      }
      return { message: INTEGRATION_DELETED };
    },
  );
};
