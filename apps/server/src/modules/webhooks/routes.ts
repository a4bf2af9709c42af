import {
  createdWebhookAnswer,
  createWebhookBody,
  messageAnswerSchema,
  webhookDeliveriesAnswer,
  webhookDeliveryAnswer,
  webhooksAnswer,
} from '@podpie/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { errorAnswer, idParam } from '../../lib/schemas.ts';
import { sealSecret } from '../../lib/secret-box.ts';
import { requireSignedIn, signedIn } from '../auth/guard.ts';
import { requireOwnedProject } from '../projects/access.ts';
import { checkWebhookUrl } from './address.ts';
import { WEBHOOK_SECRET_PURPOSE } from './deliver.ts';
import { scheduleDeliveries } from './emit.ts';
import {
  copyDelivery,
  deleteEndpoint,
  findDelivery,
  findEndpoint,
  insertEndpoint,
  listDeliveries,
  listEndpoints,
  setEndpointSecret,
  toDelivery,
  toWebhook,
} from './repository.ts';
import { newWebhookSecret } from './signature.ts';

export const WEBHOOK_NOT_FOUND = 'Webhook not found.';
export const DELIVERY_NOT_FOUND = 'Delivery not found.';
export const WEBHOOK_DELETED = 'The webhook was deleted.';
export const WEBHOOK_OFF = 'This webhook is turned off. Add it again to send to it.';
export const TOO_MANY_WEBHOOKS = 'A page has at most 10 webhooks.';
const MAX_ENDPOINTS = 10;

const hookParams = z.object({ id: idParam, hookId: idParam });
const deliveryParams = hookParams.extend({ deliveryId: idParam });
const errors = { 401: errorAnswer, 403: errorAnswer, 404: errorAnswer };

async function ownedEndpoint(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  hookId: number,
) {
  const project = await requireOwnedProject(app.db, signedIn(request).user.id, id);
  const endpoint = await findEndpoint(app.db, project.id, hookId);
  if (!endpoint) throw new AppError('not_found', WEBHOOK_NOT_FOUND);
  return endpoint;
}

/** A project's webhook endpoints, their secrets (shown once) and their delivery logs. */
export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireSignedIn);
  const allowPrivate = app.config.parser.OUTBOUND_ALLOW_PRIVATE;
  const seal = (secret: string) => sealSecret(app.config.appSecret, WEBHOOK_SECRET_PURPOSE, secret);

  app.get(
    '/v1/projects/:id/webhooks',
    {
      schema: {
        tags: ['webhooks'],
        summary: "A project's webhook endpoints (never their secrets)",
        params: z.object({ id: idParam }),
        response: { 200: webhooksAnswer, ...errors },
      },
    },
    async (request) => {
      const project = await requireOwnedProject(
        app.db,
        signedIn(request).user.id,
        request.params.id,
      );
      return { data: (await listEndpoints(app.db, project.id)).map(toWebhook) };
    },
  );

  app.post(
    '/v1/projects/:id/webhooks',
    {
      schema: {
        tags: ['webhooks'],
        summary:
          'Adds an endpoint (https, public address) for the chosen events; the answer carries its signing secret, this once only',
        params: z.object({ id: idParam }),
        body: createWebhookBody,
        response: { 200: createdWebhookAnswer, ...errors, 422: errorAnswer },
      },
    },
    async (request) => {
      const project = await requireOwnedProject(
        app.db,
        signedIn(request).user.id,
        request.params.id,
      );
      const url = checkWebhookUrl(request.body.url, allowPrivate);
      if ((await listEndpoints(app.db, project.id)).length >= MAX_ENDPOINTS) {
        throw new AppError('unprocessable', TOO_MANY_WEBHOOKS);
      }
      const secret = newWebhookSecret();
      const events = [...new Set(request.body.events)];
      const row = await insertEndpoint(app.db, {
        projectId: project.id,
        url,
        events,
        secretSealed: seal(secret),
      });
      return { data: { ...toWebhook(row), secret } };
    },
  );

  app.post(
    '/v1/projects/:id/webhooks/:hookId/secret',
    {
      schema: {
        tags: ['webhooks'],
        summary: 'Rotates the signing secret: the new one signs every delivery from now on',
        params: hookParams,
        response: { 200: createdWebhookAnswer, ...errors },
      },
    },
    async (request) => {
      const endpoint = await ownedEndpoint(app, request, request.params.id, request.params.hookId);
      const secret = newWebhookSecret();
      const row = await setEndpointSecret(app.db, endpoint.id, seal(secret));
      if (!row) throw new AppError('not_found', WEBHOOK_NOT_FOUND);
      return { data: { ...toWebhook(row), secret } };
    },
  );

  app.delete(
    '/v1/projects/:id/webhooks/:hookId',
    {
      schema: {
        tags: ['webhooks'],
        summary: 'Deletes an endpoint and its delivery log',
        params: hookParams,
        response: { 200: messageAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const endpoint = await ownedEndpoint(app, request, request.params.id, request.params.hookId);
      await deleteEndpoint(app.db, endpoint.id);
      return { message: WEBHOOK_DELETED };
    },
  );

  app.get(
    '/v1/projects/:id/webhooks/:hookId/deliveries',
    {
      schema: {
        tags: ['webhooks'],
        summary: "An endpoint's last 50 deliveries, newest first: status, answer code, time",
        params: hookParams,
        response: { 200: webhookDeliveriesAnswer, ...errors },
      },
    },
    async (request) => {
      const endpoint = await ownedEndpoint(app, request, request.params.id, request.params.hookId);
      return { data: (await listDeliveries(app.db, endpoint.id)).map(toDelivery) };
    },
  );

  app.post(
    '/v1/projects/:id/webhooks/:hookId/deliveries/:deliveryId/redeliver',
    {
      schema: {
        tags: ['webhooks'],
        summary: 'Sends a delivery again (same webhook-id, freshly signed) as a new log entry',
        params: deliveryParams,
        response: { 200: webhookDeliveryAnswer, ...errors, 422: errorAnswer },
      },
    },
    async (request) => {
      const endpoint = await ownedEndpoint(app, request, request.params.id, request.params.hookId);
      const delivery = await findDelivery(app.db, endpoint.id, request.params.deliveryId);
      if (!delivery) throw new AppError('not_found', DELIVERY_NOT_FOUND);
      if (!endpoint.enabled) throw new AppError('unprocessable', WEBHOOK_OFF);
      const copy = await app.db.transaction(async (tx) => {
        const row = await copyDelivery(tx, delivery, app.now());
        await scheduleDeliveries(tx, [row.id]);
        return row;
      });
      app.jobs.wake();
      return { data: toDelivery(copy) };
    },
  );
};
