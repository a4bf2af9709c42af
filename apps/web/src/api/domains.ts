import { domainAnswerSchema } from '@podpie/core';
import type { ApiClient } from './client.ts';

/** An owner's own domain for a page: /api/v1/projects/{id}/domain. */
export function domainsApi(client: ApiClient) {
  const path = (id: number) => `/v1/projects/${id}/domain`;
  const parse = { parse: domainAnswerSchema };
  return {
    get: async (id: number) => (await client.get(path(id), parse)).data,
    connect: async (id: number, domain: string, primary: boolean) =>
      (await client.put(path(id), { domain, primary }, parse)).data,
    check: async (id: number) => (await client.post(`${path(id)}/check`, {}, parse)).data,
    remove: async (id: number) => {
      await client.delete(path(id), parse);
    },
  };
}
