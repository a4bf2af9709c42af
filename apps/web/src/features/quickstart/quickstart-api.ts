import {
  feedParseResultSchema,
  networkLinkSchema,
  type Pie,
  type ProjectStyle,
  podcastSearchResultSchema,
  uploadAnswerSchema,
} from '@podpie/core';
import { z } from 'zod';
import type { ApiClient } from '../../api/client.ts';
import { projectsApi } from '../../api/projects.ts';
import type { FeedDetails, NetworkLookupClient } from './network-lookups.ts';
import type { ResolveClient } from './resolve-input.ts';
import type { UploadedImage } from './run-import.ts';

const searchAnswer = z.object({ results: z.array(podcastSearchResultSchema) });
const networksAnswer = z.object({ data: z.array(networkLinkSchema) });
const text = z
  .string()
  .nullish()
  .transform((value) => value ?? null);
const feedDetailsAnswer = z.object({
  summary: text,
  description: text,
  image: text,
  subtitle: text,
});

/** Every call the quick start makes, over the app's clients for /parser/v1 and /api. */
export type QuickstartCalls = ResolveClient &
  NetworkLookupClient & {
    uploadFromUrl(url: string): Promise<UploadedImage>;
    createProjectWithPies(project: ProjectStyle, pies: Pie[]): Promise<{ id: number }>;
    syncPies(projectId: number, pies: Pie[]): Promise<void>;
  };

export function quickstartCalls(clients: { parser: ApiClient; api: ApiClient }): QuickstartCalls {
  const { parser, api } = clients;
  const networks = async (path: string, body: object) =>
    (await parser.post(path, body, { parse: networksAnswer })).data;
  return {
    // SPEC.md §7: the term travels URL-encoded, so '+' or '%' in a show's name survive.
    search: async (term) =>
      (
        await parser.post(
          '/itunes_podcast',
          { term: encodeURIComponent(term) },
          { parse: searchAnswer },
        )
      ).results,
    parseFeed: (url) =>
      parser.get(`/feed_parser?uri=${encodeURIComponent(url)}`, { parse: feedParseResultSchema }),
    basicNetworks: (body) => networks('/basic_networks', body),
    feedDetails: (body): Promise<FeedDetails> =>
      parser.post('/itunes_podcast_rss_feed_data', body, { parse: feedDetailsAnswer }),
    iHeartRadio: (body) => networks('/podcasts_iHeartRadio', body),
    stitcher: (body) => networks('/podcasts_stitcher', body),
    playerFm: (body) => networks('/podcasts_player_fm', body),
    spotify: (body) => networks('/podcasts_spotify', body),
    google: (body) => networks('/podcasts_google', body),
    uploadFromUrl: (url) =>
      api.post('/v1/uploads/from_url', { url }, { parse: uploadAnswerSchema }),
    createProjectWithPies: async (project, pies) =>
      (await projectsApi(api).createWithPies(project, pies)).project,
    syncPies: async (projectId, pies) => {
      await api.post(`/v1/projects/${projectId}/pies/sync`, { pies });
    },
  };
}
