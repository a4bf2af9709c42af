/**
 * The id a signed-out visitor's draft is stored under instead of a project id (one draft at a
 * time): its keys are draftKeys(DRAFT_KEY), e.g. draft_builder.
 */
export const DRAFT_KEY = 'draft';

/** Browser storage keys of a project's local copy and the times it was last changed. */
export function draftKeys(projectId: number | string) {
  return {
    builder: `${projectId}_builder`,
    pies: `${projectId}_pies`,
    builderUpdatedAt: `${projectId}_builder_updated_at`,
    piesUpdatedAt: `${projectId}_pies_updated_at`,
  } as const;
}
