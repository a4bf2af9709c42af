import type { Pie, ProjectBody } from '@podpie/core';
import { projectCalls } from '../../api/project-calls.ts';
import { clearDraft, type Draft, readDraft } from '../../shared/draft-storage.ts';
import { TRACKED_EVENTS, tracker } from '../analytics/index.ts';
import { notify } from '../notifications/index.ts';

export type AdoptDeps = {
  readDraft(): Draft | null;
  clearDraft(): void;
  /** One call, one transaction: the project and its blocks, or nothing at all. */
  createWithPies(project: ProjectBody, pies: Pie[]): Promise<{ project: { id: number } }>;
  onCreated(projectId: number): void;
  onFailed(error: unknown): void;
};

/**
 * SPEC.md §4: when someone signs up with a signed-out draft, the project and its blocks are
 * created on the server and the draft is cleared. Both are stored in one call, so a failure
 * keeps nothing on the server and the draft stays for another try: never two projects.
 * Answers the new project's id, or null when there was no draft or it could not be stored.
 */
export async function adoptDraft(
  deps: AdoptDeps,
  address: DraftAddress = {},
): Promise<number | null> {
  const draft = deps.readDraft();
  if (!draft) return null;
  try {
    const project: ProjectBody = { ...draft.project, ...address };
    const { project: stored } = await deps.createWithPies(project, draft.pies);
    deps.clearDraft();
    deps.onCreated(stored.id);
    return stored.id;
  } catch (error) {
    deps.onFailed(error);
    return null;
  }
}

/** The address the owner chose for the page as it is published (a random one when left out). */
export type DraftAddress = Pick<ProjectBody, 'slug' | 'address_chosen'>;

/**
 * adoptDraft with the browser's draft and the app's API. `handled` may take a failure itself
 * (the address step shows a taken address beside its field) instead of the error notice.
 */
export function adoptSignedOutDraft(
  address: DraftAddress = {},
  handled: (error: unknown) => boolean = () => false,
): Promise<number | null> {
  return adoptDraft(
    {
      readDraft: () => readDraft('draft'),
      clearDraft: () => clearDraft('draft'),
      createWithPies: (project, pies) => projectCalls.createWithPies(project, pies),
      onCreated: (projectId) =>
        tracker.track(TRACKED_EVENTS.createdProject, { project_id: projectId }),
      onFailed: (error) => {
        if (handled(error)) return;
        notify({
          type: 'error',
          message: { key: 'messages:error' },
          description: { key: 'messages:projectCreateFailed.description' },
        });
      },
    },
    address,
  );
}
