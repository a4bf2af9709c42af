import { pieSchema, projectStyleSchema } from '@podpie/core';

/**
 * The shape version of a draft this app writes. Raise it with every change of the stored fields
 * that the schemas would refuse, and add the step from the previous version below, so an owner's
 * unsaved work from an older tab is carried over instead of silently dropped.
 */
export const DRAFT_VERSION = 2;

/** A draft as stored, before the schemas have read it. */
export type StoredDraft = { project: unknown; pies: unknown };

type Step = (draft: StoredDraft) => StoredDraft;

const STYLE_FIELDS = new Set(Object.keys(projectStyleSchema.shape));
const PIE_FIELDS = new Set(Object.keys(pieSchema.shape));

function onlyFields(value: unknown, fields: ReadonlySet<string>): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).filter(([name]) => fields.has(name)));
}

/** Step n turns a draft of version n into version n + 1. */
const STEPS: Readonly<Record<number, Step>> = {
  // Version 1: drafts written before drafts carried a version. Their style and blocks may hold
  // fields the strict schemas have since retired; keep every field this version still knows.
  1: (draft) => ({
    project: onlyFields(draft.project, STYLE_FIELDS),
    pies: Array.isArray(draft.pies)
      ? draft.pies.map((pie) => onlyFields(pie, PIE_FIELDS))
      : draft.pies,
  }),
};

/**
 * A stored draft of `version` brought to DRAFT_VERSION, or null when it comes from a newer app
 * (this one cannot know that shape, so the caller keeps it aside untouched).
 */
export function migrateDraft(version: number, draft: StoredDraft): StoredDraft | null {
  if (!Number.isInteger(version) || version < 1 || version > DRAFT_VERSION) return null;
  let current = draft;
  for (let from = version; from < DRAFT_VERSION; from += 1) {
    const step = STEPS[from];
    if (!step) return null;
    current = step(current);
  }
  return current;
}
