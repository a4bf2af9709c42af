import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import {
  isDraftWrite,
  isNewerDraft,
  readDraft,
  writeDraft,
} from '../../../shared/draft-storage.ts';
import {
  type EditorAction,
  type EditorDoc,
  type EditorState,
  editorReducer,
} from './editor-reducer.ts';
import { canRedo, canUndo } from './history.ts';

/** Distributes Omit over the action union, so each action keeps its own fields. */
type WithoutTime<A> = A extends { at: number } ? Omit<A, 'at'> : A;
export type EditorCommand = WithoutTime<EditorAction>;

export type EditorStore = {
  state: EditorState;
  doc: EditorDoc;
  /** Applies a change stamped with the current time. */
  apply: (command: EditorCommand) => void;
  undo: () => void;
  redo: () => void;
  canUndo: boolean;
  canRedo: boolean;
};

type Options = {
  /** Where the draft is kept: the project id, or 'draft' for work without a project yet. */
  draftKey: number | 'draft';
  initial: EditorState;
  now?: () => number;
  /** Told when another tab's newer draft of this page replaced what this tab showed. */
  onOtherTab?: () => void;
};

/**
 * The editor's state with undo/redo. Every change (editing flag set) is written to the browser
 * draft at once, so a reload or a closed tab never loses work.
 */
export function useEditorStore({
  draftKey,
  initial,
  now = Date.now,
  onOtherTab,
}: Options): EditorStore {
  const [state, dispatch] = useReducer(editorReducer, initial);
  const clock = useRef(now);
  clock.current = now;
  const held = useRef(state.updatedAt);
  held.current = state.updatedAt;
  const otherTab = useRef(onOtherTab);
  otherTab.current = onOtherTab;

  // Two tabs on one page share one stored draft. Each adopts the other's newer draft as it is
  // written, so neither tab's next change is made on a stale copy and overwrites the other's.
  useEffect(() => {
    const adopt = (event: StorageEvent) => {
      if (!isDraftWrite(draftKey, event.key)) return;
      const stored = readDraft(draftKey);
      if (!stored || !isNewerDraft(stored, held.current)) return;
      const { updatedAt, ...doc } = stored;
      dispatch({ type: 'adopt', doc, updatedAt, at: clock.current() });
      otherTab.current?.();
    };
    window.addEventListener('storage', adopt);
    return () => window.removeEventListener('storage', adopt);
  }, [draftKey]);

  const apply = useCallback((command: EditorCommand) => {
    dispatch({ ...command, at: clock.current() });
  }, []);

  useEffect(() => {
    if (!state.editing) return;
    writeDraft(draftKey, { ...state.history.present, updatedAt: state.updatedAt });
  }, [draftKey, state.editing, state.history.present, state.updatedAt]);

  const undo = useCallback(() => dispatch({ type: 'undo', at: clock.current() }), []);
  const redo = useCallback(() => dispatch({ type: 'redo', at: clock.current() }), []);

  return useMemo(
    () => ({
      state,
      doc: state.history.present,
      apply,
      undo,
      redo,
      canUndo: canUndo(state.history),
      canRedo: canRedo(state.history),
    }),
    [state, apply, undo, redo],
  );
}
