import { useCallback, useEffect, useState } from 'react';

const UNDO_OFFER_MS = 8000;

/** What was just taken away: a block, or the page's artwork. */
export type UndoneThing = 'block' | 'artwork';

export type UndoOffer = {
  /** What the offer on screen would bring back, or null when there is none. */
  shown: UndoneThing | null;
  /** Something was just removed: offer to undo that. */
  announce: (what?: UndoneThing) => void;
  dismiss: () => void;
};

/** The undo offer after a removal stays long enough to read and reach, then goes. */
export function useUndoOffer(): UndoOffer {
  const [removed, setRemoved] = useState<{ what: UndoneThing; at: number } | null>(null);

  useEffect(() => {
    if (removed === null) return;
    const timer = setTimeout(() => setRemoved(null), UNDO_OFFER_MS);
    return () => clearTimeout(timer);
  }, [removed]);

  const announce = useCallback(
    (what: UndoneThing = 'block') => setRemoved({ what, at: Date.now() }),
    [],
  );
  const dismiss = useCallback(() => setRemoved(null), []);
  return { shown: removed?.what ?? null, announce, dismiss };
}
