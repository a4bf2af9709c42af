import type { Pie } from './schema.ts';
import { bySortOrder } from './sort-order.ts';

/**
 * Reordering (SPEC.md §4): the block at sourceIndex (in sort order) is dragged to
 * destinationIndex and the blocks' existing sort_order values are handed out again in the new
 * order, so blocks outside the dragged list keep their places. An index out of range changes
 * nothing.
 */
export function reorderPies(
  pies: readonly Pie[],
  sourceIndex: number,
  destinationIndex: number,
): Pie[] {
  const ordered = bySortOrder(pies);
  const dragged = ordered[sourceIndex];
  const validDestination =
    Number.isInteger(destinationIndex) &&
    destinationIndex >= 0 &&
    destinationIndex < ordered.length;
  if (dragged === undefined || !validDestination) return ordered;
  const slots = ordered.map((pie) => pie.sort_order);
  const moved = ordered.filter((_, index) => index !== sourceIndex);
  moved.splice(destinationIndex, 0, dragged);
  return moved.map((pie, index) => ({ ...pie, sort_order: slots[index] ?? pie.sort_order }));
}

/** Reordering by ids, as a drag-and-drop library reports it (the dragged one and the one under). */
export function movePie(pies: readonly Pie[], activeId: number, overId: number): Pie[] {
  const ordered = bySortOrder(pies);
  return reorderPies(
    ordered,
    ordered.findIndex((pie) => pie.id === activeId),
    ordered.findIndex((pie) => pie.id === overId),
  );
}
