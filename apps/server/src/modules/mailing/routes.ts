import {
  connectMailingBody,
  mailingIntegrationsAnswer,
  mailingListsAnswer,
  mailingServicesAnswer,
  messageAnswerSchema,
} from '@podpie/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { keyedMessage } from '../../lib/keyed-message.ts';
import { errorAnswer, idParam } from '../../lib/schemas.ts';
import { requireVerifiedEmail } from '../auth/email-verification.ts';
import { requireSignedIn, signedIn } from '../auth/guard.ts';
import type { MailchimpConfig } from './config.ts';
import { mailingProviders } from './providers/registry.ts';
import { MailingIntegrationService, type SessionRef } from './service.ts';

export type MailingRoutesOptions = { mailchimp: MailchimpConfig };

/**
 * Mailing services, connecting Mailchimp (OAuth 2), Kit, Beehiiv or MailerLite (a pasted API key)
 * or the built-in list, and their lists.
 */
export const mailingRoutes: FastifyPluginAsyncZod<MailingRoutesOptions> = async (app, options) => {
  app.addHook('onRequest', requireSignedIn);
  const service = new MailingIntegrationService({
    db: app.db,
    appSecret: app.config.appSecret,
    publicUrl: app.config.publicUrl,
    providers: mailingProviders(app.outbound, options.mailchimp),
    now: app.now,
  });
  const sessionOf = (request: Parameters<typeof signedIn>[0]): SessionRef => {
    const session = signedIn(request);
    return { userId: session.user.id, client: session.client, email: session.user.email };
  };

  app.get(
    '/v1/mailing_services',
    {
      schema: {
        tags: ['mailing'],
        summary: 'Mailing services a user can connect, with the address that starts connecting',
        response: { 200: mailingServicesAnswer, 401: errorAnswer },
      },
    },
    async (request) => ({ data: await service.services(sessionOf(request)) }),
  );

  app.post(
    '/v1/mailing_services/:serviceId/mailing_integrations',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['mailing'],
        summary:
          'Connect a mailing account: Mailchimp with its OAuth code and state; Kit and MailerLite with api_key, Beehiiv with api_key and publication_id (checked against the service at once); the built-in list with nothing',
        params: z.object({ serviceId: idParam }),
        body: connectMailingBody,
        response: {
          200: messageAnswerSchema,
          401: errorAnswer,
          403: errorAnswer.describe('email_unverified: the account has not verified its address'),
          404: errorAnswer,
          422: errorAnswer,
          503: errorAnswer,
        },
      },
    },
    async (request) => {
      requireVerifiedEmail(signedIn(request));
      return keyedMessage(
        await service.connect(sessionOf(request), request.params.serviceId, request.body),
      );
    },
  );

  app.get(
    '/v1/mailing_integrations',
    {
      schema: {
        tags: ['mailing'],
        summary: "The signed-in user's connected mailing accounts",
        response: { 200: mailingIntegrationsAnswer, 401: errorAnswer },
      },
    },
    async (request) => ({ data: await service.integrations(signedIn(request).user.id) }),
  );

  app.get(
    '/v1/mailing_integrations/:id/mailing_lists',
    {
      schema: {
        tags: ['mailing'],
        summary: 'The lists (audiences) of a connected mailing account',
        params: z.object({ id: idParam }),
        response: {
          200: mailingListsAnswer,
          401: errorAnswer,
          404: errorAnswer,
          422: errorAnswer,
          503: errorAnswer,
        },
      },
    },
    async (request) => ({
      data: await service.lists(signedIn(request).user.id, request.params.id),
    }),
  );

  app.delete(
    '/v1/mailing_services/:serviceId/mailing_integrations/:integrationId',
    {
      schema: {
        tags: ['mailing'],
        summary: 'Disconnect a mailing account',
        params: z.object({ serviceId: idParam, integrationId: idParam }),
        response: { 200: messageAnswerSchema, 401: errorAnswer, 404: errorAnswer },
      },
    },
    async (request) => {
      const { serviceId, integrationId } = request.params;
      return keyedMessage(
        await service.disconnect(signedIn(request).user.id, serviceId, integrationId),
      );
    },
  );
};
