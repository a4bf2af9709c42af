import type { Pie, ProjectStyle } from '@podpie/core';
import { projectCalls } from '../../api/calls.ts';
import { TRACKED_EVENTS, tracker } from '../analytics/index.ts';
import { clearDraft, type Draft, readDraft } from '../editor/index.ts';
import { notify } from '../notifications/index.ts';

export type AdoptDeps = {
  readDraft(): Draft | null;
  clearDraft(): void;
  /** One call, one transaction: the project and its blocks, or nothing at all. */
  createWithPies(project: ProjectStyle, pies: Pie[]): Promise<{ project: { id: number } }>;
  onCreated(projectId: number): void;
  onFailed(error: unknown): void;
};

/**
 * SPEC.md §4: when someone signs up with a signed-out draft, the project and its blocks are
 * created on the server and the draft is cleared. Both are stored in one call, so a failure
 * keeps nothing on the server and the draft stays for another try: never two projects.
 * Answers the new project's id, or null when there was no draft or it could not be stored.
 */
export async function adoptDraft(deps: AdoptDeps): Promise<number | null> {
  const draft = deps.readDraft();
  if (!draft) return null;
  try {
    const { project } = await deps.createWithPies(draft.project, draft.pies);
    deps.clearDraft();
    deps.onCreated(project.id);
    return project.id;
  } catch (error) {
    deps.onFailed(error);
    return null;
  }
}

/** adoptDraft with the browser's draft and the app's API. */
export function adoptSignedOutDraft(): Promise<number | null> {
  return adoptDraft({
    readDraft: () => readDraft('draft'),
    clearDraft: () => clearDraft('draft'),
    createWithPies: (project, pies) => projectCalls.createWithPies(project, pies),
    onCreated: (projectId) =>
      tracker.track(TRACKED_EVENTS.createdProject, { project_id: projectId }),
    onFailed: () =>
      notify({
        type: 'error',
        message: { key: 'messages:error' },
        description: { key: 'messages:projectCreateFailed.description' },
      }),
  });
}
