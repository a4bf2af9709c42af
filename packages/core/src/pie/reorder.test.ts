import { describe, expect, it } from 'vitest';
import { movePie, reorderPies } from './reorder.ts';
import { makePie } from './schema.ts';

const page = [
  makePie({ id: 10, main_type: 'TEXT-INPUT', sort_order: 2 }),
  makePie({ id: 11, main_type: 'TEXT-INPUT', sort_order: 4 }),
  makePie({ id: 12, main_type: 'TEXT-INPUT', sort_order: 7 }),
];
const order = (pies: { id: number; sort_order: number }[]) =>
  pies.map((pie) => [pie.id, pie.sort_order]);

describe('reordering: drag source to destination, sort_orders reassigned in order', () => {
  it('dragging the first block to the end moves the others up', () => {
    expect(order(reorderPies(page, 0, 2))).toEqual([
      [11, 2],
      [12, 4],
      [10, 7],
    ]);
  });

  it('dragging the last block to the top', () => {
    expect(order(reorderPies(page, 2, 0))).toEqual([
      [12, 2],
      [10, 4],
      [11, 7],
    ]);
  });

  it('swapping neighbours exchanges their sort_orders', () => {
    expect(order(reorderPies(page, 0, 1))).toEqual([
      [11, 2],
      [10, 4],
      [12, 7],
    ]);
  });

  it('works on blocks given out of order', () => {
    expect(order(reorderPies([...page].reverse(), 0, 1))).toEqual([
      [11, 2],
      [10, 4],
      [12, 7],
    ]);
  });

  it('a drop outside the list changes nothing', () => {
    expect(order(reorderPies(page, 0, 3))).toEqual(order(page));
    expect(order(reorderPies(page, -1, 0))).toEqual(order(page));
    expect(order(reorderPies(page, 0.5, 0))).toEqual(order(page));
  });

  it('moves by ids as a drag-and-drop library reports them', () => {
    expect(order(movePie(page, 12, 10)).map(([id]) => id)).toEqual([12, 10, 11]);
    expect(order(movePie(page, 99, 10))).toEqual(order(page));
  });
});
