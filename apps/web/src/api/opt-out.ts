import { messageAnswerSchema } from '@podpie/core';
import type { ApiClient } from './client.ts';

/** The public opt-out call of the cold e-mail campaign (SPEC.md §7). */
export function optOutApi(client: ApiClient) {
  return {
    optOut: async (itunesId: string, key: string) =>
      (
        await client.put(
          `/v1/opt-out-cold-email-campaign/${encodeURIComponent(itunesId)}`,
          { key },
          { parse: messageAnswerSchema },
        )
      ).message,
  };
}
