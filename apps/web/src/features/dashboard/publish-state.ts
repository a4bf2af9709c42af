import { isPublishOffered } from '@podpie/core';
import type { ProjectView } from '../../api/projects.ts';

/** Where a project stands with its visitors. */
export type PublishState = 'draft' | 'published' | 'changes';

/**
 * 'draft' until the first publish (an imported page too: nobody sees it yet); then 'changes'
 * while this browser holds edits newer than what visitors see, else 'published'.
 */
export function publishState(
  project: Pick<ProjectView, 'updated_at' | 'pies_updated_at'>,
  draftChangedAt: string | null,
): PublishState {
  if (project.pies_updated_at === null) return 'draft';
  const served = Math.max(Date.parse(project.updated_at), Date.parse(project.pies_updated_at));
  return isPublishOffered(draftChangedAt, Number.isNaN(served) ? null : served)
    ? 'changes'
    : 'published';
}
