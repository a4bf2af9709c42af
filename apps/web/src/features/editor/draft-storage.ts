import {
  DRAFT_KEY,
  draftKeys,
  type Pie,
  type ProjectStyle,
  pieSchema,
  projectStyleSchema,
} from '@podpie/core';

/** The owner's unpublished work as kept in the browser. */
export type Draft = { project: ProjectStyle; pies: Pie[]; updatedAt: string };

/** SPEC.md §4 keys: {projectId}_builder, {projectId}_pies and their timestamps. */
function keysFor(key: number | 'draft') {
  const keys = draftKeys(key === 'draft' ? DRAFT_KEY : key);
  return {
    project: keys.builder,
    pies: keys.pies,
    projectUpdatedAt: keys.builderUpdatedAt,
    piesUpdatedAt: keys.piesUpdatedAt,
  };
}

const storedProject = projectStyleSchema;
const storedPies = pieSchema.array();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Some privacy modes throw on access; the editor then simply keeps no draft.
    return null;
  }
}

function readJson(store: Storage, key: string): unknown {
  const raw = store.getItem(key);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

function readTimestamp(store: Storage, key: string): number | null {
  const raw = store.getItem(key);
  if (raw === null) return null;
  const time = Date.parse(raw);
  return Number.isNaN(time) ? null : time;
}

/**
 * The draft stored for a project (or for signed-out work under 'draft'), or null when there is
 * none or what is stored no longer matches the schemas (an older app version, a hand edit).
 */
export function readDraft(key: number | 'draft'): Draft | null {
  const store = storage();
  if (!store) return null;
  const keys = keysFor(key);
  const project = storedProject.safeParse(readJson(store, keys.project));
  const pies = storedPies.safeParse(readJson(store, keys.pies));
  const projectAt = readTimestamp(store, keys.projectUpdatedAt);
  const piesAt = readTimestamp(store, keys.piesUpdatedAt);
  if (!project.success || !pies.success || projectAt === null || piesAt === null) return null;
  const updatedAt = new Date(Math.max(projectAt, piesAt)).toISOString();
  return { project: project.data, pies: pies.data, updatedAt };
}

/** Stores the draft; a full or unavailable storage leaves the previous draft in place. */
export function writeDraft(key: number | 'draft', draft: Draft): void {
  const store = storage();
  if (!store) return;
  const keys = keysFor(key);
  try {
    store.setItem(keys.project, JSON.stringify(draft.project));
    store.setItem(keys.pies, JSON.stringify(draft.pies));
    store.setItem(keys.projectUpdatedAt, draft.updatedAt);
    store.setItem(keys.piesUpdatedAt, draft.updatedAt);
  } catch {
    // Quota exceeded: the in-memory editor state still holds the work.
  }
}

export function clearDraft(key: number | 'draft'): void {
  const store = storage();
  if (!store) return;
  const keys = keysFor(key);
  for (const name of Object.values(keys)) store.removeItem(name);
}

/**
 * Whether a storage change is another tab finishing a draft write for this key: its timestamp
 * is written last, so the whole draft is in place when it changes.
 */
export function isDraftWrite(key: number | 'draft', storageKey: string | null): boolean {
  return storageKey === keysFor(key).piesUpdatedAt;
}

/** Whether a stored draft is newer than the copy this tab holds. */
export function isNewerDraft(stored: Draft, heldUpdatedAt: string): boolean {
  const held = Date.parse(heldUpdatedAt);
  return Date.parse(stored.updatedAt) > (Number.isNaN(held) ? 0 : held);
}
