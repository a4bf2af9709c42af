import {
  DRAFT_KEY,
  draftKeys,
  type Pie,
  type ProjectStyle,
  pieSchema,
  projectStyleSchema,
} from '@podpie/core';
import { DRAFT_VERSION, migrateDraft } from './draft-migrations.ts';

/** The owner's unpublished work as kept in the browser. */
export type Draft = { project: ProjectStyle; pies: Pie[]; updatedAt: string };

/**
 * SPEC.md §4 keys: {projectId}_builder, {projectId}_pies and their timestamps, plus the shape
 * version of what they hold (absent: written before drafts carried one, version 1).
 */
function keysFor(key: number | 'draft') {
  const prefix = key === 'draft' ? DRAFT_KEY : key;
  const keys = draftKeys(prefix);
  return {
    project: keys.builder,
    pies: keys.pies,
    version: `${prefix}_draft_version`,
    projectUpdatedAt: keys.builderUpdatedAt,
    piesUpdatedAt: keys.piesUpdatedAt,
  };
}

/** Where a draft this app cannot read is kept, whole and as stored, by the version it had. */
export function keptDraftKey(key: number | 'draft', version: number | 'unknown'): string {
  return `${key === 'draft' ? DRAFT_KEY : key}_kept_draft_v${version}`;
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

/** The stored draft's version: 1 when absent (written before versions), 'unknown' when garbled. */
function storedVersion(store: Storage, key: number | 'draft'): number | 'unknown' {
  const raw = store.getItem(keysFor(key).version);
  if (raw === null) return 1;
  const version = Number(raw);
  return Number.isInteger(version) ? version : 'unknown';
}

/**
 * Copies the stored draft, as it is, to keptDraftKey before anything replaces it: a newer app's
 * draft, or one no migration step could bring to a shape the schemas accept. The owner's work
 * then survives this tab, and a later app that knows the shape can still read it.
 */
function keepAside(store: Storage, key: number | 'draft', version: number | 'unknown'): boolean {
  const keys = keysFor(key);
  const raw = Object.fromEntries(
    Object.entries(keys).map(([name, storageKey]) => [name, store.getItem(storageKey)]),
  );
  if (raw.project === null && raw.pies === null) return true;
  try {
    store.setItem(keptDraftKey(key, version), JSON.stringify(raw));
    return true;
  } catch {
    // Quota exceeded: the caller then leaves the draft where it is.
    return false;
  }
}

/**
 * When this browser's draft of a project was last changed (its later part), without reading the
 * draft itself; null when there is none. The dashboard compares it with the published copy.
 */
export function draftChangedAt(key: number): string | null {
  const store = storage();
  if (!store) return null;
  const keys = keysFor(key);
  const projectAt = readTimestamp(store, keys.projectUpdatedAt);
  const piesAt = readTimestamp(store, keys.piesUpdatedAt);
  if (projectAt === null || piesAt === null) return null;
  return new Date(Math.max(projectAt, piesAt)).toISOString();
}

/**
 * The draft stored for a project (or for signed-out work under 'draft'), brought to this app's
 * shape by the migration steps, or null when there is none. A draft this app cannot read (a
 * newer version, or fields no step can mend) is kept aside and null is answered.
 */
export function readDraft(key: number | 'draft'): Draft | null {
  const store = storage();
  if (!store) return null;
  const keys = keysFor(key);
  const projectAt = readTimestamp(store, keys.projectUpdatedAt);
  const piesAt = readTimestamp(store, keys.piesUpdatedAt);
  if (projectAt === null || piesAt === null) return null;
  const version = storedVersion(store, key);
  const migrated =
    version === 'unknown'
      ? null
      : migrateDraft(version, {
          project: readJson(store, keys.project),
          pies: readJson(store, keys.pies),
        });
  const project = storedProject.safeParse(migrated?.project);
  const pies = storedPies.safeParse(migrated?.pies);
  if (!project.success || !pies.success) {
    keepAside(store, key, version);
    return null;
  }
  const updatedAt = new Date(Math.max(projectAt, piesAt)).toISOString();
  return { project: project.data, pies: pies.data, updatedAt };
}

/**
 * Stores the draft; a full or unavailable storage leaves the previous draft in place. A draft of
 * a newer version is kept aside first, never written over.
 */
export function writeDraft(key: number | 'draft', draft: Draft): void {
  const store = storage();
  if (!store) return;
  const keys = keysFor(key);
  const version = storedVersion(store, key);
  if ((version === 'unknown' || version > DRAFT_VERSION) && !keepAside(store, key, version)) return;
  try {
    store.setItem(keys.version, String(DRAFT_VERSION));
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
