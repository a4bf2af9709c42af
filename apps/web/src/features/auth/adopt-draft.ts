import { projectCalls } from '../../api/instance.ts';
import { tracker } from '../analytics/tracker.ts';
import { TRACKED_EVENTS } from '../analytics/tracking.ts';
import { clearDraft, readDraft } from '../editor/draft-storage.ts';
import { notify } from '../notifications/notify.ts';

/**
 * SPEC.md §4: when someone signs up with a signed-out draft, the project and its blocks are
 * created on the server and the draft is cleared. On failure the draft stays for another try.
 */
export async function adoptSignedOutDraft(): Promise<void> {
  const draft = readDraft('draft');
  if (!draft) return;
  try {
    const project = await projectCalls.create(draft.project);
    await projectCalls.syncPies(project.id, draft.pies);
    clearDraft('draft');
    tracker.track(TRACKED_EVENTS.createdProject, { project_id: project.id });
  } catch {
    notify({
      type: 'error',
      message: { key: 'messages:error' },
      description: { key: 'messages:projectCreateFailed.description' },
    });
  }
}
