import type { Pie, ProjectStyle } from '@podpie/core';
import type { StarterPage } from './run-import.ts';

export type SaveDeps = {
  signedIn: boolean;
  /** Keeps signed-out work in the browser under the draft key. */
  writeDraft(draft: { project: ProjectStyle; pies: Pie[]; updatedAt: string }): void;
  createProject(project: ProjectStyle): Promise<{ id: number }>;
  syncPies(projectId: number, pies: Pie[]): Promise<void>;
  now(): Date;
};

export type SaveOutcome =
  | { ok: true; path: string; projectId: number | null }
  /** `projectId` is set when the project exists but its blocks were not stored yet. */
  | { ok: false; projectId: number | null; error: unknown };

/**
 * Puts the starter page where the editor opens it: a signed-out owner's draft in the browser
 * (then /quickstart-project), a signed-in owner's new project on the server (then /projects/:id).
 * A retry passes the project created by the failed attempt so no second project appears.
 */
export async function saveStarterPage(
  page: StarterPage,
  deps: SaveDeps,
  existingProjectId: number | null = null,
): Promise<SaveOutcome> {
  if (!deps.signedIn) {
    deps.writeDraft({ ...page, updatedAt: deps.now().toISOString() });
    return { ok: true, path: '/quickstart-project', projectId: null };
  }
  let projectId = existingProjectId;
  try {
    if (projectId === null) projectId = (await deps.createProject(page.project)).id;
    await deps.syncPies(projectId, page.pies);
  } catch (error) {
    return { ok: false, projectId, error };
  }
  return { ok: true, path: `/projects/${projectId}`, projectId };
}
