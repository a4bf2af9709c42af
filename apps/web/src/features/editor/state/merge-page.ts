import { bySortOrder, type Pie, type ProjectStyle } from '@podpie/core';
import type { EditorDoc } from './editor-reducer.ts';
import { mergeOrder } from './merge-order.ts';

export type MergeChoice = 'mine' | 'theirs';

/** A block both sides changed differently; null is a side that deleted it. */
export type BlockConflict = { id: number; mine: Pie | null; theirs: Pie | null };

/** The owner's answer for each conflict; an unanswered one takes theirs (the published copy). */
export type MergeChoices = { blocks?: Readonly<Record<number, MergeChoice>>; style?: MergeChoice };

export type PageMerge = {
  doc: EditorDoc;
  blockConflicts: BlockConflict[];
  /** Page settings both sides set to different values. */
  styleConflicts: (keyof ProjectStyle)[];
};

// Where a block sits and when the server stored it say nothing about what the owner edited.
const PLACEMENT = new Set<string>(['sort_order', 'updated_at']);

function sameContent(a: Pie, b: Pie): boolean {
  const left: Record<string, unknown> = a;
  const right: Record<string, unknown> = b;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  for (const key of keys) {
    if (!PLACEMENT.has(key) && !Object.is(left[key], right[key])) return false;
  }
  return true;
}

type BlockOutcome = { pie: Pie | null; conflict: boolean };

/** One block, base vs mine vs theirs; undefined is a side that does not hold it. */
function mergeBlock(base: Pie | undefined, mine: Pie | undefined, theirs: Pie | undefined) {
  const changedBy = (side: Pie | undefined) =>
    base === undefined ? side !== undefined : side === undefined || !sameContent(base, side);
  const mineChanged = changedBy(mine);
  const theirsChanged = changedBy(theirs);
  if (!mineChanged) return { pie: theirs ?? null, conflict: false } satisfies BlockOutcome;
  if (!theirsChanged) return { pie: mine ?? null, conflict: false } satisfies BlockOutcome;
  const agree =
    mine === undefined || theirs === undefined ? mine === theirs : sameContent(mine, theirs);
  return { pie: theirs ?? null, conflict: !agree } satisfies BlockOutcome;
}

function byId(pies: readonly Pie[]): Map<number, Pie> {
  return new Map(pies.map((pie) => [pie.id, pie]));
}

const pageOrder = (pies: readonly Pie[]) =>
  [...pies].sort((a, b) => a.sort_order - b.sort_order || a.id - b.id).map((pie) => pie.id);

/**
 * Keeps the blocks' own sort_order values when they already give the merged order, else numbers
 * them from 1 as a page's first block is.
 */
function numbered(ordered: readonly Pie[]): Pie[] {
  const inOrder = ordered.every((pie, index) => {
    const previous = ordered[index - 1];
    return (
      previous === undefined ||
      previous.sort_order < pie.sort_order ||
      (previous.sort_order === pie.sort_order && previous.id < pie.id)
    );
  });
  if (inOrder) return [...ordered];
  return ordered.map((pie, index) => ({ ...pie, sort_order: index + 1 }));
}

function mergePies(
  base: readonly Pie[],
  mine: readonly Pie[],
  theirs: readonly Pie[],
  choices: MergeChoices['blocks'] = {},
) {
  const [baseById, mineById, theirsById] = [byId(base), byId(mine), byId(theirs)];
  const conflicts: BlockConflict[] = [];
  const kept = new Map<number, Pie>();
  const order = mergeOrder(pageOrder(base), pageOrder(mine), pageOrder(theirs));
  for (const id of order) {
    const own = mineById.get(id);
    const other = theirsById.get(id);
    const outcome = mergeBlock(baseById.get(id), own, other);
    let pie = outcome.pie;
    if (outcome.conflict) {
      const choice = choices[id];
      if (choice === undefined) conflicts.push({ id, mine: own ?? null, theirs: other ?? null });
      pie = choice === 'mine' ? (own ?? null) : (other ?? null);
    }
    if (pie) kept.set(id, pie);
  }
  const pies = numbered(order.flatMap((id) => kept.get(id) ?? []));
  return { pies: bySortOrder(pies), conflicts };
}

function mergeStyle(
  base: ProjectStyle,
  mine: ProjectStyle,
  theirs: ProjectStyle,
  choice: MergeChoice | undefined,
) {
  const merged: Record<string, unknown> = { ...theirs };
  const conflicts: (keyof ProjectStyle)[] = [];
  for (const field of Object.keys(theirs) as (keyof ProjectStyle)[]) {
    const [was, own, other] = [base[field], mine[field], theirs[field]];
    if (Object.is(own, was) || Object.is(own, other)) continue;
    if (Object.is(other, was) || choice === 'mine') merged[field] = own;
    else if (choice === undefined) conflicts.push(field);
  }
  return { project: merged as ProjectStyle, conflicts };
}

/**
 * Three-way merge of the page (issue 29, "two devices, no lost edit"): each block and each page
 * setting changed on one side only takes that side's copy, a block added on either side is
 * kept, one deleted on one side and untouched on the other goes. What both sides changed
 * differently is a conflict; it takes the owner's choice, or theirs until one is given.
 */
export function mergePage(
  base: EditorDoc,
  mine: EditorDoc,
  theirs: EditorDoc,
  choices: MergeChoices = {},
): PageMerge {
  const pies = mergePies(base.pies, mine.pies, theirs.pies, choices.blocks);
  const style = mergeStyle(base.project, mine.project, theirs.project, choices.style);
  return {
    doc: { project: style.project, pies: pies.pies },
    blockConflicts: pies.conflicts,
    styleConflicts: style.conflicts,
  };
}
