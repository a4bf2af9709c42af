/**
 * The block order of a three-way merge, as ids in page order. The side that rearranged the
 * blocks both sides still hold gives the order (theirs when both did, since that copy is
 * already published); every block the other side has and that order lacks is placed right
 * after the block it follows on that side. When neither side rearranged anything, the order is
 * the one both started from and each side's new blocks go where that side put them; two runs
 * added at the same place are ordered by their first id so the result does not depend on which
 * side is "mine".
 */
export function mergeOrder(
  base: readonly number[],
  mine: readonly number[],
  theirs: readonly number[],
): number[] {
  const mineMoved = rearranged(base, mine, theirs);
  const theirsMoved = rearranged(base, theirs, mine);
  if (!mineMoved && !theirsMoved) return placeExtras(base, [mine, theirs]);
  if (mineMoved && !theirsMoved) return placeExtras(mine, [theirs]);
  return placeExtras(theirs, [mine]);
}

/** Whether `side` changed the relative order of the blocks that base, side and other all hold. */
function rearranged(
  base: readonly number[],
  side: readonly number[],
  other: readonly number[],
): boolean {
  const inSide = new Set(side);
  const inOther = new Set(other);
  const shared = new Set(base.filter((id) => inSide.has(id) && inOther.has(id)));
  const before = base.filter((id) => shared.has(id));
  const after = side.filter((id) => shared.has(id));
  return before.some((id, index) => after[index] !== id);
}

const START = Symbol('start');
type Anchor = number | typeof START;

/** The skeleton with each side's missing blocks inserted after the block they follow there. */
function placeExtras(skeleton: readonly number[], sides: readonly (readonly number[])[]): number[] {
  const inSkeleton = new Set(skeleton);
  const placed = new Set(skeleton);
  const runs = new Map<Anchor, number[][]>();
  for (const side of sides) {
    let anchor: Anchor = START;
    let run: number[] = [];
    const close = () => {
      if (run.length === 0) return;
      runs.set(anchor, [...(runs.get(anchor) ?? []), run]);
      run = [];
    };
    for (const id of side) {
      if (inSkeleton.has(id)) {
        close();
        anchor = id;
      } else if (!placed.has(id)) {
        placed.add(id);
        run.push(id);
      }
    }
    close();
  }
  const after = (anchor: Anchor) =>
    [...(runs.get(anchor) ?? [])].sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0)).flat();
  return [...after(START), ...skeleton.flatMap((id) => [id, ...after(id)])];
}
