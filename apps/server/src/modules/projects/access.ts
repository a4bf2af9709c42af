import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { findOwnedProject, lockOwnedProject } from './repository.ts';
import type { ProjectRow } from './view.ts';

export const PROJECT_NOT_FOUND = 'Project not found.';

/**
 * The project if the user owns it, otherwise 404: another user's project is answered exactly
 * like a missing one. `lock` holds the row until the transaction ends (one block sync at a time).
 */
export async function requireOwnedProject(
  db: Queryable,
  userId: number,
  projectId: number,
  options: { lock?: boolean } = {},
): Promise<ProjectRow> {
  const project = options.lock
    ? await lockOwnedProject(db, userId, projectId)
    : await findOwnedProject(db, userId, projectId);
  if (!project) throw new AppError('not_found', PROJECT_NOT_FOUND);
  return project;
}
