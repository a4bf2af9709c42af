import {
  apiTokensAnswer,
  type CreateApiToken,
  type CreateWebhook,
  createdApiTokenAnswer,
  createdWebhookAnswer,
  messageAnswerSchema,
  webhookDeliveriesAnswer,
  webhookDeliveryAnswer,
  webhooksAnswer,
} from '@podpie/core';
import type { ApiClient } from './client.ts';

/** Personal API tokens and a project's webhooks (/v1/tokens, /v1/projects/:id/webhooks). */
export function automationApi(client: ApiClient) {
  const hooks = (projectId: number) => `/v1/projects/${projectId}/webhooks`;
  return {
    tokens: async () => (await client.get('/v1/tokens', { parse: apiTokensAnswer })).data,
    createToken: async (body: CreateApiToken) =>
      (await client.post('/v1/tokens', body, { parse: createdApiTokenAnswer })).data,
    revokeToken: (id: number) => client.delete(`/v1/tokens/${id}`, { parse: messageAnswerSchema }),
    webhooks: async (projectId: number) =>
      (await client.get(hooks(projectId), { parse: webhooksAnswer })).data,
    addWebhook: async (projectId: number, body: CreateWebhook) =>
      (await client.post(hooks(projectId), body, { parse: createdWebhookAnswer })).data,
    rotateSecret: async (projectId: number, hookId: number) =>
      (
        await client.post(`${hooks(projectId)}/${hookId}/secret`, undefined, {
          parse: createdWebhookAnswer,
        })
      ).data,
    removeWebhook: (projectId: number, hookId: number) =>
      client.delete(`${hooks(projectId)}/${hookId}`, { parse: messageAnswerSchema }),
    deliveries: async (projectId: number, hookId: number) =>
      (
        await client.get(`${hooks(projectId)}/${hookId}/deliveries`, {
          parse: webhookDeliveriesAnswer,
        })
      ).data,
    redeliver: async (projectId: number, hookId: number, deliveryId: number) =>
      (
        await client.post(
          `${hooks(projectId)}/${hookId}/deliveries/${deliveryId}/redeliver`,
          undefined,
          { parse: webhookDeliveryAnswer },
        )
      ).data,
  };
}
