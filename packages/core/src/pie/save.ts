import { hasContent } from './has-content.ts';
import type { Pie } from './schema.ts';
import { nextSortOrder } from './sort-order.ts';

export type SaveOutcome = 'added' | 'updated' | 'removed' | 'discarded';

export interface SaveResult {
  pies: Pie[];
  outcome: SaveOutcome;
}

/**
 * Block save (SPEC.md §4), when Done is pressed in a block's modal. A new block is added only
 * when it has a title, at sort_order highest + 1 (1 on an empty page); a new block without one is
 * discarded. An existing block that has lost all content is removed; otherwise it is updated in
 * place.
 */
export function savePie(pies: readonly Pie[], edited: Pie): SaveResult {
  const index = pies.findIndex((pie) => pie.id === edited.id);
  if (index === -1) {
    if (!edited.title?.trim()) return { pies: [...pies], outcome: 'discarded' };
    return {
      pies: [...pies, { ...edited, sort_order: nextSortOrder(pies) }],
      outcome: 'added',
    };
  }
  if (!hasContent(edited)) return { pies: removePie(pies, edited.id), outcome: 'removed' };
  const next = [...pies];
  next[index] = edited;
  return { pies: next, outcome: 'updated' };
}

/** The Delete button of a block's modal. */
export function removePie(pies: readonly Pie[], id: number): Pie[] {
  return pies.filter((pie) => pie.id !== id);
}
