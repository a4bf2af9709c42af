import { pieSchema, projectStyleSchema } from '@podpie/core';
import { z } from 'zod';
import { DRAFT_VERSION } from '../../../shared/draft-migrations.ts';
import type { EditorDoc } from './editor-reducer.ts';

/**
 * The server copy a project's browser draft was made on, and its pies_updated_at. Kept beside
 * the draft so a draft reopened after another device published is merged with that publish
 * instead of overwriting it.
 */
export type StoredBase = { doc: EditorDoc; piesUpdatedAt: string | null };

const storedBaseSchema = z.object({
  version: z.literal(DRAFT_VERSION),
  piesUpdatedAt: z.string().nullable(),
  project: projectStyleSchema,
  pies: pieSchema.array(),
});

const keyOf = (projectId: number) => `${projectId}_draft_base`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Some privacy modes throw on access; the editor then merges against the server copy.
    return null;
  }
}

/** The stored base, or null when there is none or it was written in another shape. */
export function readStoredBase(projectId: number): StoredBase | null {
  const raw = storage()?.getItem(keyOf(projectId));
  if (raw === null || raw === undefined) return null;
  try {
    const parsed = storedBaseSchema.safeParse(JSON.parse(raw));
    if (!parsed.success) return null;
    const { project, pies, piesUpdatedAt } = parsed.data;
    return { doc: { project, pies }, piesUpdatedAt };
  } catch {
    return null;
  }
}

export function writeStoredBase(projectId: number, base: StoredBase): void {
  const value = { version: DRAFT_VERSION, piesUpdatedAt: base.piesUpdatedAt, ...base.doc };
  try {
    storage()?.setItem(keyOf(projectId), JSON.stringify(value));
  } catch {
    // Quota exceeded: a later publish merges against the server copy it was opened on.
  }
}
