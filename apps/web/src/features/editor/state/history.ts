/** How many steps undo can walk back; SPEC asks for at least 50. */
export const HISTORY_LIMIT = 100;
/** Changes to the same thing within this window (dragging a colour, typing) are one undo step. */
export const COALESCE_MS = 800;

export type History<T> = {
  past: T[];
  present: T;
  future: T[];
  /** What the last change touched and when, so a burst of the same change stays one step. */
  lastChange: { key: string; at: number } | null;
};

export function startHistory<T>(present: T): History<T> {
  return { past: [], present, future: [], lastChange: null };
}

export type ChangeMark = { key?: string; at: number };

/** Records `next` as the present; a redo branch is dropped as in every editor. */
export function record<T>(history: History<T>, next: T, mark: ChangeMark): History<T> {
  if (Object.is(next, history.present)) return history;
  const last = history.lastChange;
  const sameBurst =
    mark.key !== undefined &&
    last !== null &&
    last.key === mark.key &&
    mark.at - last.at < COALESCE_MS &&
    history.future.length === 0;
  const lastChange = mark.key === undefined ? null : { key: mark.key, at: mark.at };
  if (sameBurst) return { ...history, present: next, lastChange };
  const past = [...history.past, history.present].slice(-HISTORY_LIMIT);
  return { past, present: next, future: [], lastChange };
}

export function undo<T>(history: History<T>): History<T> {
  const previous = history.past.at(-1);
  if (previous === undefined) return history;
  return {
    past: history.past.slice(0, -1),
    present: previous,
    future: [history.present, ...history.future],
    lastChange: null,
  };
}

export function redo<T>(history: History<T>): History<T> {
  const [next, ...rest] = history.future;
  if (next === undefined) return history;
  return {
    past: [...history.past, history.present].slice(-HISTORY_LIMIT),
    present: next,
    future: rest,
    lastChange: null,
  };
}

/**
 * Moves the history onto `next`, a present changed elsewhere (another tab): every step before
 * and after is rewritten by `carry` to hold that change too, so undo and redo still walk this
 * editor's own steps without dropping the other change.
 */
export function rebase<T>(history: History<T>, next: T, carry: (step: T) => T): History<T> {
  return {
    past: history.past.map(carry),
    present: next,
    future: history.future.map(carry),
    lastChange: null,
  };
}

export const canUndo = <T>(history: History<T>) => history.past.length > 0;
export const canRedo = <T>(history: History<T>) => history.future.length > 0;
