import { type ProjectBody, type ProjectStyle, projectStyleSchema } from '@podpie/core';
import type { ProjectView } from '../../../api/projects.ts';
import type { AddressBody } from '../address/address-choice.ts';
import type { EditorApi } from '../api/editor-api.ts';
import type { EditorDoc } from './editor-reducer.ts';

const STYLE_FIELDS = Object.keys(projectStyleSchema.shape);

/** The style fields of a stored project, as the editor edits them. */
export function styleOf(view: ProjectView): ProjectStyle {
  const picked: Record<string, unknown> = {};
  const fields: Record<string, unknown> = view;
  for (const field of STYLE_FIELDS) picked[field] = fields[field];
  return projectStyleSchema.parse(picked);
}

export function projectBody(style: ProjectStyle): ProjectBody {
  return { ...style };
}

/** The later of two server times; the server copy is as new as its newest part. */
export function laterOf(...stamps: ReadonlyArray<string | null | undefined>): string | null {
  let latest: string | null = null;
  let latestMs = Number.NEGATIVE_INFINITY;
  for (const stamp of stamps) {
    const ms = stamp ? Date.parse(stamp) : Number.NaN;
    if (!Number.isNaN(ms) && ms > latestMs) {
      latest = stamp ?? null;
      latestMs = ms;
    }
  }
  return latest;
}

export type Published = {
  projectId: number;
  doc: EditorDoc;
  /** The server copy's time: later of the project's updated_at and its pies_updated_at. */
  serverUpdatedAt: string;
  piesUpdatedAt: string | null;
  shortLink: string;
};

type PublishApi = Pick<EditorApi, 'syncPies' | 'updateProject' | 'createProjectWithPies'>;

function published(view: ProjectView, pies: EditorDoc['pies'], piesUpdatedAt: string | null) {
  return {
    projectId: view.id,
    doc: { project: styleOf(view), pies },
    serverUpdatedAt: laterOf(view.updated_at, piesUpdatedAt) ?? new Date().toISOString(),
    piesUpdatedAt,
    shortLink: view.short_link,
  } satisfies Published;
}

/**
 * Publishes an existing project: the blocks first, guarded by the server time the editor started
 * from (a newer copy answers 409 and nothing is written), then the style.
 */
export async function publishExisting(
  api: PublishApi,
  projectId: number,
  doc: EditorDoc,
  basePiesUpdatedAt: string | null,
): Promise<Published> {
  const synced = await api.syncPies(projectId, doc.pies, basePiesUpdatedAt);
  const view = await api.updateProject(projectId, projectBody(doc.project));
  return published(view, synced.pies, synced.piesUpdatedAt);
}

/**
 * Creates the project with its blocks in one call (one transaction on the server), so a failure
 * keeps nothing and a retry never leaves a second project. `createdId` is a project an earlier
 * attempt did create (an answer lost on the way back); it is updated instead. `address` is the
 * owner's answer to "Choose your page's address": a taken one refuses the whole call.
 */
export async function publishNew(
  api: PublishApi,
  doc: EditorDoc,
  createdId: number | null,
  onCreated: (projectId: number) => void,
  address: AddressBody = {},
): Promise<Published> {
  const body = { ...projectBody(doc.project), ...address };
  if (createdId === null) {
    const created = await api.createProjectWithPies(body, doc.pies);
    onCreated(created.project.id);
    return published(created.project, created.pies, created.project.pies_updated_at);
  }
  const view = await api.updateProject(createdId, body);
  onCreated(view.id);
  const synced = await api.syncPies(view.id, doc.pies, null);
  return published(view, synced.pies, synced.piesUpdatedAt);
}
