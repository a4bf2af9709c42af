import type { KeyboardCoordinateGetter, UniqueIdentifier } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';

const EARLIER = new Set(['ArrowUp', 'ArrowLeft']);
const LATER = new Set(['ArrowDown', 'ArrowRight']);

/** The item one place before or after `current` in list order for an arrow key, else null. */
export function stepTarget(
  items: readonly UniqueIdentifier[],
  current: UniqueIdentifier,
  key: string,
): UniqueIdentifier | null {
  const index = items.indexOf(current);
  if (index === -1) return null;
  const step = EARLIER.has(key) ? -1 : LATER.has(key) ? 1 : 0;
  if (step === 0) return null;
  return items[index + step] ?? null;
}

function sortableItems(data: unknown): readonly UniqueIdentifier[] | null {
  if (typeof data !== 'object' || data === null || !('sortable' in data)) return null;
  const { sortable } = data;
  if (typeof sortable !== 'object' || sortable === null || !('items' in sortable)) return null;
  return Array.isArray(sortable.items) ? sortable.items : null;
}

// Where the last arrow press sent the block being dragged. dnd-kit learns the new `over` only
// after React draws the move, so a second press that comes sooner would start from the old
// place and the block would move one place for two presses.
let stepped: { active: UniqueIdentifier; at: UniqueIdentifier } | null = null;

/** Forgets the previous drag's steps; every sortable context calls it when a drag starts. */
export function forgetKeyboardSteps(): void {
  stepped = null;
}

/**
 * True while dnd-kit has yet to report the place the last arrow press sent `active` to as `over`.
 * It learns `over` in an effect whose update React draws at normal priority, after any key already
 * queued, so a drop key that comes sooner would drop the block one place short.
 */
export function stepNotYetOver(
  active: UniqueIdentifier | undefined,
  over: UniqueIdentifier | undefined,
): boolean {
  return stepped !== null && stepped.active === active && stepped.at !== over;
}

/**
 * One arrow press moves the picked-up block exactly one place in page order, whatever the sizes
 * of its neighbours (pixel steps skipped short blocks and stalled on tall ones, and a half-width
 * badge row made Up and Left differ).
 */
export const oneStepCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const { active, over, droppableRects, collisionRect } = args.context;
  const items = sortableItems(active?.data.current);
  if (!active || !items || !collisionRect) return sortableKeyboardCoordinates(event, args);
  const from = stepped?.active === active.id ? stepped.at : (over?.id ?? active.id);
  const target = stepTarget(items, from, event.code);
  if (target === null) {
    if (EARLIER.has(event.code) || LATER.has(event.code)) event.preventDefault();
    return undefined;
  }
  const rect = droppableRects.get(target);
  if (!rect) return undefined;
  event.preventDefault();
  stepped = { active: active.id, at: target };
  return {
    x:
      args.currentCoordinates.x +
      rect.left +
      rect.width / 2 -
      (collisionRect.left + collisionRect.width / 2),
    y:
      args.currentCoordinates.y +
      rect.top +
      rect.height / 2 -
      (collisionRect.top + collisionRect.height / 2),
  };
};
