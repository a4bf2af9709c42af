import type { Pie, ProjectStyle } from '@podpie/core';
import type { StarterPage } from './run-import.ts';

export type SaveDeps = {
  signedIn: boolean;
  /** Keeps signed-out work in the browser under the draft key. */
  writeDraft(draft: { project: ProjectStyle; pies: Pie[]; updatedAt: string }): void;
  /** The project and its blocks in one call: both are stored, or neither. */
  createProjectWithPies(project: ProjectStyle, pies: Pie[]): Promise<{ id: number }>;
  syncPies(projectId: number, pies: Pie[]): Promise<void>;
  now(): Date;
};

export type SaveOutcome =
  | { ok: true; path: string; projectId: number | null }
  /** `projectId` is set when a project exists but its blocks were not stored yet. */
  | { ok: false; projectId: number | null; error: unknown };

/**
 * Puts the starter page where the editor opens it: a signed-out owner's draft in the browser
 * (then /quickstart-project), a signed-in owner's new project on the server (then /projects/:id).
 * The project and its blocks are created in one call, so a failed attempt keeps nothing and its
 * retry makes exactly one project; a caller that already has a project passes it to fill it.
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
    if (projectId === null) {
      projectId = (await deps.createProjectWithPies(page.project, page.pies)).id;
    } else {
      await deps.syncPies(projectId, page.pies);
    }
  } catch (error) {
    return { ok: false, projectId, error };
  }
  return { ok: true, path: `/projects/${projectId}`, projectId };
}
