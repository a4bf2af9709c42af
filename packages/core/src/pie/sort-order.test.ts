import { describe, expect, it } from 'vitest';
import { bySortOrder, nextSortOrder } from './sort-order.ts';

describe('new block sort_order = highest + 1, starting at 1', () => {
  it('the first block on an empty page gets 1', () => {
    expect(nextSortOrder([])).toBe(1);
  });
  it('a later block goes after the highest, even with gaps', () => {
    expect(nextSortOrder([{ sort_order: 2 }, { sort_order: 9 }, { sort_order: 4 }])).toBe(10);
  });
  it('blocks at sort_order 0 still put the next one at 1', () => {
    expect(nextSortOrder([{ sort_order: 0 }])).toBe(1);
  });
  it('sorts blocks by sort_order without touching the input', () => {
    const pies = [{ sort_order: 3 }, { sort_order: 1 }];
    expect(bySortOrder(pies)).toEqual([{ sort_order: 1 }, { sort_order: 3 }]);
    expect(pies[0]?.sort_order).toBe(3);
  });
});
