import {
  type ConnectMailing,
  mailingIntegrationsAnswer,
  mailingServicesAnswer,
  messageAnswerSchema,
  subscribersAnswer,
} from '@podpie/core';
import { z } from 'zod';
import type { ApiClient } from './client.ts';

/** Mailing services, integrations and subscribers (SPEC.md §7 mailing calls). */
export function mailingApi(client: ApiClient) {
  return {
    services: async () =>
      (await client.get('/v1/mailing_services', { parse: mailingServicesAnswer })).data,
    integrations: async () =>
      (await client.get('/v1/mailing_integrations', { parse: mailingIntegrationsAnswer })).data,
    /** The answer's `key` words the message in the reader's language. */
    connect: (serviceId: number, body: ConnectMailing) =>
      client.post(`/v1/mailing_services/${serviceId}/mailing_integrations`, body, {
        parse: messageAnswerSchema,
      }),
    disconnect: (serviceId: number, integrationId: number) =>
      client.delete(`/v1/mailing_services/${serviceId}/mailing_integrations/${integrationId}`, {
        parse: messageAnswerSchema,
      }),
    subscribers: (projectId: number) =>
      client.get(`/v1/projects/${projectId}/subscribers`, { parse: subscribersAnswer }),
    subscribersCsv: (projectId: number) =>
      client.get(`/v1/projects/${projectId}/subscribers.csv`, { parse: z.string() }),
  };
}
