import { type Pie, type ProjectStyle, uploadAnswerSchema } from '@podpie/core';
import type { ApiClient } from '../../api/client.ts';
import type { ParserCalls } from '../../api/parser.ts';
import { projectsApi } from '../../api/projects.ts';
import type { NetworkLookupClient } from './network-lookups.ts';
import type { ResolveClient } from './resolve-input.ts';
import type { UploadedImage } from './run-import.ts';

/** Every call the quick start makes, over the app's clients for /parser/v1 and /api. */
export type QuickstartCalls = ResolveClient &
  NetworkLookupClient & {
    uploadFromUrl(url: string): Promise<UploadedImage>;
    createProjectWithPies(project: ProjectStyle, pies: Pie[]): Promise<{ id: number }>;
    syncPies(projectId: number, pies: Pie[]): Promise<void>;
  };

export function quickstartCalls(clients: { parser: ParserCalls; api: ApiClient }): QuickstartCalls {
  const { parser, api } = clients;
  return {
    search: parser.search,
    parseFeed: (url) => parser.parseFeed(url),
    basicNetworks: parser.basicNetworks,
    feedDetails: parser.feedDetails,
    iHeartRadio: parser.iHeartRadio,
    stitcher: parser.stitcher,
    playerFm: parser.playerFm,
    spotify: parser.spotify,
    google: parser.google,
    uploadFromUrl: (url) =>
      api.post('/v1/uploads/from_url', { url }, { parse: uploadAnswerSchema }),
    createProjectWithPies: async (project, pies) =>
      (await projectsApi(api).createWithPies(project, pies)).project,
    syncPies: async (projectId, pies) => {
      await api.post(`/v1/projects/${projectId}/pies/sync`, { pies });
    },
  };
}
