import {
  type BackgroundColor,
  backgroundColorsAnswerSchema,
  type FeedParseResult,
  type LinkParseResult,
  type MailingDeliveryLine,
  type MailingIntegration,
  type MailingList,
  mailingDeliveryLogAnswer,
  mailingIntegrationsAnswer,
  mailingListsAnswer,
  type Pie,
  type ProjectBody,
  type SlugAvailabilityAnswer,
  type SlugProposal,
  syncConflictAnswerSchema,
  type Theme,
  themesAnswerSchema,
  type UploadAnswer,
  uploadAnswerSchema,
} from '@podpie/core';
import { hasErrorCode } from '../../../api/client.ts';
import { api } from '../../../api/instance.ts';
import { parserCalls } from '../../../api/parser.ts';
import { projectCalls } from '../../../api/project-calls.ts';
import type { ProjectView } from '../../../api/projects.ts';

/** An uploaded image as POST /api/v1/uploads answers it. */
export type UploadedImage = UploadAnswer;

/** The server refused a sync because the page was saved elsewhere since the editor loaded it. */
export class SyncConflict extends Error {
  readonly pies: Pie[];
  readonly piesUpdatedAt: string | null;
  constructor(pies: Pie[], piesUpdatedAt: string | null) {
    super('The page was changed elsewhere.');
    this.name = 'SyncConflict';
    this.pies = pies;
    this.piesUpdatedAt = piesUpdatedAt;
  }
}

export type SyncResult = { pies: Pie[]; piesUpdatedAt: string | null };

/** Every call the editor makes, in one place so tests can hand the editor a fake. */
export type EditorApi = {
  getProject(id: number): Promise<ProjectView>;
  getPies(id: number): Promise<SyncResult>;
  createProject(body: ProjectBody): Promise<ProjectView>;
  /** The project and its blocks in one call; nothing is kept when it fails. */
  createProjectWithPies(
    body: ProjectBody,
    pies: Pie[],
  ): Promise<{ project: ProjectView; pies: Pie[] }>;
  updateProject(id: number, body: ProjectBody): Promise<ProjectView>;
  /** Throws SyncConflict on 409 so the owner can choose what to keep. */
  syncPies(id: number, pies: Pie[], base: string | null): Promise<SyncResult>;
  /** A free address from the show's name for the first publish (random when none). */
  proposeAddress(name: string, projectId: number | null): Promise<SlugProposal>;
  /** Whether the owner may take the address, and why not. */
  checkAddress(
    slug: string,
    projectId: number | null,
    signal: AbortSignal,
  ): Promise<SlugAvailabilityAnswer>;
  themes(): Promise<Theme[]>;
  backgroundColors(): Promise<BackgroundColor[]>;
  mailingIntegrations(): Promise<MailingIntegration[]>;
  mailingLists(integrationId: number): Promise<MailingList[]>;
  /** What the mailing service answered about a block's confirmed sign-ups, newest first. */
  mailingDeliveryLog(projectId: number, pieId: number): Promise<MailingDeliveryLine[]>;
  uploadImage(file: Blob, fileName: string): Promise<UploadedImage>;
  parseLink(url: string, signal?: AbortSignal): Promise<LinkParseResult>;
  parseFeed(url: string, signal?: AbortSignal): Promise<FeedParseResult>;
};

export const editorApi: EditorApi = {
  getProject: (id) => projectCalls.get(id),
  async getPies(id) {
    const answer = await projectCalls.pies(id);
    return { pies: answer.data, piesUpdatedAt: answer.pies_updated_at };
  },
  createProject: (body) => projectCalls.create(body),
  createProjectWithPies: (body, pies) => projectCalls.createWithPies(body, pies),
  updateProject: (id, body) => projectCalls.update(id, body),
  async syncPies(id, pies, base) {
    try {
      const answer = await projectCalls.syncPies(id, pies, base);
      return { pies: answer.pies, piesUpdatedAt: answer.pies_updated_at };
    } catch (error) {
      if (hasErrorCode(error, 'conflict')) {
        const newer = syncConflictAnswerSchema.safeParse(error.body);
        if (newer.success) throw new SyncConflict(newer.data.pies, newer.data.pies_updated_at);
      }
      throw error;
    }
  },
  proposeAddress: (name, projectId) => projectCalls.slugProposal(name, projectId),
  checkAddress: (slug, projectId, signal) => projectCalls.slugAvailability(slug, projectId, signal),
  themes: async () => (await api.get('/v1/themes', { parse: themesAnswerSchema })).data,
  backgroundColors: async () =>
    (await api.get('/v1/background_colors', { parse: backgroundColorsAnswerSchema })).data,
  mailingIntegrations: async () =>
    (await api.get('/v1/mailing_integrations', { parse: mailingIntegrationsAnswer })).data,
  mailingLists: async (integrationId) =>
    (
      await api.get(`/v1/mailing_integrations/${integrationId}/mailing_lists`, {
        parse: mailingListsAnswer,
      })
    ).data,
  mailingDeliveryLog: async (projectId, pieId) =>
    (
      await api.get(`/v1/projects/${projectId}/pies/${pieId}/mailing_delivery_log`, {
        parse: mailingDeliveryLogAnswer,
      })
    ).data,
  async uploadImage(file, fileName) {
    const form = new FormData();
    form.append('file', file, fileName);
    return api.post('/v1/uploads', form, { parse: uploadAnswerSchema });
  },
  parseLink: parserCalls.parseLink,
  parseFeed: parserCalls.parseFeed,
};
