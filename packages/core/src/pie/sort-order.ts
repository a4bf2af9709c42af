import { FIRST_SORT_ORDER } from '../constants.ts';
import type { Pie } from './schema.ts';

/** The sort_order a block added now takes: highest + 1, or 1 on an empty page. */
export function nextSortOrder(pies: readonly Pick<Pie, 'sort_order'>[]): number {
  let highest = FIRST_SORT_ORDER - 1;
  for (const pie of pies) highest = Math.max(highest, pie.sort_order);
  return highest + 1;
}

/** Blocks in the order the page shows them; ties keep their current order. */
export function bySortOrder<T extends Pick<Pie, 'sort_order'>>(pies: readonly T[]): T[] {
  return [...pies].sort((a, b) => a.sort_order - b.sort_order);
}
