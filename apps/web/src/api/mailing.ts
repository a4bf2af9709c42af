import {
  type ConnectMailing,
  mailingIntegrationsAnswer,
  mailingMessageAnswer,
  mailingServicesAnswer,
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
    connect: async (serviceId: number, body: ConnectMailing) =>
      (
        await client.post(`/v1/mailing_services/${serviceId}/mailing_integrations`, body, {
          parse: mailingMessageAnswer,
        })
      ).message,
    disconnect: async (serviceId: number, integrationId: number) =>
      (
        await client.delete(
          `/v1/mailing_services/${serviceId}/mailing_integrations/${integrationId}`,
          { parse: mailingMessageAnswer },
        )
      ).message,
    subscribers: (projectId: number) =>
      client.get(`/v1/projects/${projectId}/subscribers`, { parse: subscribersAnswer }),
    subscribersCsv: (projectId: number) =>
      client.get(`/v1/projects/${projectId}/subscribers.csv`, { parse: z.string() }),
  };
}
