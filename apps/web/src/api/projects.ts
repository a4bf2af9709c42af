import {
  messageAnswerSchema,
  oldSlugsAnswerSchema,
  type Pie,
  type ProjectBody,
  type ProjectSettings,
  piesListAnswerSchema,
  podcastHealthChartsAnswerSchema,
  projectAnswerSchema,
  projectCreatedAnswerSchema,
  projectEpisodesAnswerSchema,
  projectExportSchema,
  projectListAnswerSchema,
  randomSlugAnswerSchema,
  slugAvailabilityAnswerSchema,
  slugProposalAnswerSchema,
  storedPiesSchema,
} from '@podpie/core';
import { initialLanguage } from '../shared/language.ts';
import type { ApiClient } from './client.ts';

export type { ProjectView } from '@podpie/core';

function slugQuery(fields: Record<string, string>, projectId: number | null): URLSearchParams {
  const query = new URLSearchParams(fields);
  if (projectId !== null) query.set('project_id', String(projectId));
  return query;
}

/** The project calls of SPEC.md §7 under /api/v1/projects. */
export function projectsApi(client: ApiClient) {
  return {
    list: async () => (await client.get('/v1/projects', { parse: projectListAnswerSchema })).data,
    get: async (id: number) =>
      (await client.get(`/v1/projects/${id}`, { parse: projectAnswerSchema })).data,
    /** A new page speaks the owner's interface language until they choose another. */
    create: async (body: ProjectBody) =>
      (
        await client.post(
          '/v1/projects',
          { language: initialLanguage(), ...body },
          { parse: projectAnswerSchema },
        )
      ).data,
    /**
     * A project and its blocks in one call and one transaction: when it fails nothing is kept,
     * so trying again makes exactly one project.
     */
    createWithPies: async (body: ProjectBody, pies: Pie[]) => {
      const answer = await client.post(
        '/v1/projects',
        { language: initialLanguage(), ...body, pies },
        { parse: projectCreatedAnswerSchema },
      );
      return { project: answer.data, pies: answer.pies ?? [] };
    },
    /** The page as a versioned document its owner keeps (GET /v1/projects/{id}/export). */
    exportPage: (id: number) =>
      client.get(`/v1/projects/${id}/export`, { parse: projectExportSchema }),
    /** A new project from an export document or a list of { title, url } links. */
    importPage: async (document: unknown) =>
      (await client.post('/v1/projects/import', document, { parse: projectCreatedAnswerSchema }))
        .data,
    /** A draft project from a page of links (Linktree, Beacons, ...) the server reads. */
    importFromUrl: async (url: string) =>
      (
        await client.post(
          '/v1/projects/import_from_url',
          { url },
          { parse: projectCreatedAnswerSchema },
        )
      ).data,
    update: async (id: number, body: ProjectBody) =>
      (await client.put(`/v1/projects/${id}`, body, { parse: projectAnswerSchema })).data,
    remove: async (id: number) =>
      (await client.delete(`/v1/projects/${id}`, { parse: messageAnswerSchema })).message,
    updateSettings: async (id: number, settings: ProjectSettings) =>
      (
        await client.put(`/v1/projects/${id}/update_settings`, settings, {
          parse: projectAnswerSchema,
        })
      ).data,
    /** The published page's newest episodes, with their page and QR code addresses. */
    episodes: async (id: number) =>
      (await client.get(`/v1/projects/${id}/episodes`, { parse: projectEpisodesAnswerSchema }))
        .data,
    /** Addresses the page had before; each redirects to it until freed (GET .../old_slugs). */
    oldSlugs: async (id: number) =>
      (await client.get(`/v1/projects/${id}/old_slugs`, { parse: oldSlugsAnswerSchema })).data,
    /** Frees an old address: it stops redirecting and anyone may take it; answers the rest. */
    freeOldSlug: async (id: number, slug: string) =>
      (
        await client.delete(`/v1/projects/${id}/old_slugs/${encodeURIComponent(slug)}`, {
          parse: oldSlugsAnswerSchema,
        })
      ).data,
    /** Whether the owner may take this address; `projectId` is their page asking, if it exists. */
    slugAvailability: (slug: string, projectId: number | null, signal?: AbortSignal) =>
      client.get(`/v1/projects/slug_availability?${slugQuery({ slug }, projectId)}`, {
        parse: slugAvailabilityAnswerSchema,
        ...(signal ? { signal } : {}),
      }),
    /** A free address made from the show's name (numbered when taken), or a random one. */
    slugProposal: (name: string, projectId: number | null) =>
      client.get(`/v1/projects/slug_proposal?${slugQuery({ name }, projectId)}`, {
        parse: slugProposalAnswerSchema,
      }),
    randomSlug: async () =>
      (await client.get('/v1/projects/random_slug', { parse: randomSlugAnswerSchema })).unique_slug,
    healthCharts: async (id: number) =>
      (
        await client.get(`/v1/projects/${id}/get_podcast_health_charts`, {
          parse: podcastHealthChartsAnswerSchema,
        })
      ).data,
    pies: (id: number) => client.get(`/v1/projects/${id}/pies`, { parse: piesListAnswerSchema }),
    /** Sends the whole block list; `base` guards against overwriting a newer copy (409). */
    syncPies: (id: number, pies: Pie[], base?: string | null) =>
      client.post(
        `/v1/projects/${id}/pies/sync`,
        base === undefined ? pies : { pies, base_pies_updated_at: base },
        { parse: storedPiesSchema },
      ),
  };
}
