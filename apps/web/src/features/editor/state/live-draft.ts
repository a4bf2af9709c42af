import { bySortOrder, type Pie } from '@podpie/core';
import { createContext } from 'react';

/**
 * The page as the owner will see it after Done: the block being edited replaces its saved copy,
 * or, when new, is drawn after the last block. A new block with nothing in it is not drawn yet.
 */
export function withLiveDraft(pies: readonly Pie[], draft: Pie | null): readonly Pie[] {
  if (!draft) return pies;
  if (pies.some((pie) => pie.id === draft.id)) {
    return pies.map((pie) => (pie.id === draft.id ? draft : pie));
  }
  const last = bySortOrder(pies).at(-1)?.sort_order ?? 0;
  return [...pies, { ...draft, sort_order: Math.max(draft.sort_order, last + 1) }];
}

/** Where an open block modal reports its unsaved copy so the page beside it can draw it. */
export const LiveDraftContext = createContext<(draft: Pie | null) => void>(() => undefined);
