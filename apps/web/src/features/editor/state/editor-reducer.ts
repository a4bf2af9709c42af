import {
  movePie,
  type Pie,
  type ProjectStyle,
  removePie,
  type SaveOutcome,
  savePie,
} from '@podpie/core';
import { type History, rebase, record, redo, startHistory, undo } from './history.ts';
import { mergePage } from './merge-page.ts';

/** What the owner edits: the page's style and its blocks. */
export type EditorDoc = { project: ProjectStyle; pies: Pie[] };

export type EditorState = {
  history: History<EditorDoc>;
  /** Set by any change; cleared when the work is published or replaced by the server copy. */
  editing: boolean;
  /** When the draft last changed (ISO); compared with the server's to decide what wins. */
  updatedAt: string;
  /** What the last block save did, so the modal can tell the owner a block was discarded. */
  lastSave: SaveOutcome | null;
};

/** `at` is the wall-clock time of the change in ms, passed in so the reducer stays pure. */
export type EditorAction =
  | { type: 'load'; doc: EditorDoc; updatedAt: string; editing: boolean; at?: number }
  | { type: 'adopt'; doc: EditorDoc; updatedAt: string; at?: number }
  | { type: 'save-pie'; pie: Pie; at: number }
  | { type: 'remove-pie'; id: number; at: number }
  | { type: 'move-pie'; activeId: number; overId: number; at: number }
  | { type: 'replace-pies'; pies: Pie[]; at: number }
  | { type: 'patch-project'; patch: Partial<ProjectStyle>; key?: string; at: number }
  | { type: 'undo'; at: number }
  | { type: 'redo'; at: number }
  | { type: 'published'; doc: EditorDoc; updatedAt: string; at?: number };

export function initialEditorState(doc: EditorDoc, updatedAt: string, editing = false) {
  return {
    history: startHistory(doc),
    editing,
    updatedAt,
    lastSave: null,
  } satisfies EditorState;
}

function changed(
  state: EditorState,
  next: EditorDoc,
  at: number,
  key?: string,
  lastSave: SaveOutcome | null = null,
): EditorState {
  const history = record(state.history, next, key === undefined ? { at } : { key, at });
  if (history === state.history) return { ...state, lastSave };
  return { history, editing: true, updatedAt: new Date(at).toISOString(), lastSave };
}

function travelled(state: EditorState, history: History<EditorDoc>, at: number): EditorState {
  if (history === state.history) return state;
  return { history, editing: true, updatedAt: new Date(at).toISOString(), lastSave: null };
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  const doc = state.history.present;
  switch (action.type) {
    case 'load':
      return initialEditorState(action.doc, action.updatedAt, action.editing);
    case 'adopt':
      // Another tab's draft: shown as it is, with this tab's undo steps carried onto it. Each
      // step keeps what this tab changed since, and takes the other tab's change wherever
      // both touched the same block.
      return {
        history: rebase(state.history, action.doc, (step) => mergePage(doc, step, action.doc).doc),
        editing: false,
        updatedAt: action.updatedAt,
        lastSave: null,
      };
    case 'published':
      // Saved blocks came back with real ids; undoing past this point would resurrect the
      // temporary ones as duplicates, so the history starts again here.
      return initialEditorState(action.doc, action.updatedAt, false);
    case 'save-pie': {
      const result = savePie(doc.pies, action.pie);
      if (result.outcome === 'discarded') return { ...state, lastSave: 'discarded' };
      return changed(state, { ...doc, pies: result.pies }, action.at, undefined, result.outcome);
    }
    case 'remove-pie':
      if (!doc.pies.some((pie) => pie.id === action.id)) return state;
      return changed(state, { ...doc, pies: removePie(doc.pies, action.id) }, action.at);
    case 'move-pie': {
      if (action.activeId === action.overId) return state;
      return changed(
        state,
        { ...doc, pies: movePie(doc.pies, action.activeId, action.overId) },
        action.at,
      );
    }
    case 'replace-pies':
      return changed(state, { ...doc, pies: action.pies }, action.at);
    case 'patch-project':
      return changed(
        state,
        { ...doc, project: { ...doc.project, ...action.patch } },
        action.at,
        action.key === undefined ? undefined : `project:${action.key}`,
      );
    case 'undo':
      return travelled(state, undo(state.history), action.at);
    case 'redo':
      return travelled(state, redo(state.history), action.at);
  }
}
