import { analyticsReportSchema, analyticsSettingsSchema } from '@podpie/core';
import type { ApiClient } from './client.ts';

/** The page analytics calls under /api/v1/projects/{id}/analytics. */
export function analyticsApi(client: ApiClient) {
  return {
    report: (id: number, from: string, to: string) =>
      client.get(
        `/v1/projects/${id}/analytics?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
        { parse: analyticsReportSchema },
      ),
    settings: (id: number) =>
      client.get(`/v1/projects/${id}/analytics/settings`, { parse: analyticsSettingsSchema }),
    setRecording: (id: number, recording: boolean) =>
      client.put(
        `/v1/projects/${id}/analytics/settings`,
        { recording },
        { parse: analyticsSettingsSchema },
      ),
  };
}
