import {
  type Pie,
  type ProjectBody,
  type ProjectSettings,
  pieSchema,
  projectSchema,
  uptimeStatsSchema,
} from '@podpie/core';
import { z } from 'zod';
import type { ApiClient } from './client.ts';

/** A project as the API answers it: the stored fields plus its title and public address. */
export const projectViewSchema = z.looseObject({
  ...projectSchema.shape,
  title: z.string().nullable(),
  short_link: z.string(),
});
export type ProjectView = z.output<typeof projectViewSchema>;

const one = z.object({ data: projectViewSchema });
const many = z.object({ data: z.array(projectViewSchema) });
const message = z.object({ message: z.string() }).loose();
const piesAnswer = z.object({
  data: z.array(pieSchema),
  pies_updated_at: z.string().nullable(),
});
const syncAnswer = z.object({ pies: z.array(pieSchema), pies_updated_at: z.string().nullable() });

/** The project calls of SPEC.md §7 under /api/v1/projects. */
export function projectsApi(client: ApiClient) {
  return {
    list: async () => (await client.get('/v1/projects', { parse: many })).data,
    get: async (id: number) => (await client.get(`/v1/projects/${id}`, { parse: one })).data,
    create: async (body: ProjectBody) =>
      (await client.post('/v1/projects', body, { parse: one })).data,
    update: async (id: number, body: ProjectBody) =>
      (await client.put(`/v1/projects/${id}`, body, { parse: one })).data,
    remove: async (id: number) =>
      (await client.delete(`/v1/projects/${id}`, { parse: message })).message,
    updateSettings: async (id: number, settings: ProjectSettings) =>
      (await client.put(`/v1/projects/${id}/update_settings`, settings, { parse: one })).data,
    randomSlug: async () =>
      (
        await client.get('/v1/projects/random_slug', {
          parse: z.object({ unique_slug: z.string() }),
        })
      ).unique_slug,
    healthCharts: async (id: number) =>
      (
        await client.get(`/v1/projects/${id}/get_podcast_health_charts`, {
          parse: z.object({ data: z.array(uptimeStatsSchema) }),
        })
      ).data,
    pies: (id: number) => client.get(`/v1/projects/${id}/pies`, { parse: piesAnswer }),
    /** Sends the whole block list; `base` guards against overwriting a newer copy (409). */
    syncPies: (id: number, pies: Pie[], base?: string | null) =>
      client.post(
        `/v1/projects/${id}/pies/sync`,
        base === undefined ? pies : { pies, base_pies_updated_at: base },
        { parse: syncAnswer },
      ),
  };
}
