import { describe, expect, it } from 'vitest';
import { itemWidth } from './item-width.ts';

const row = (count: number, columns: number) =>
  Array.from({ length: count }, (_, index) => itemWidth(count, index, columns));

describe('layout helper: 100%, 48% or 32% by count, index and columns', () => {
  it('a single item is 100% wide whatever the columns', () => {
    expect(row(1, 3)).toEqual(['100%']);
    expect(row(1, 1)).toEqual(['100%']);
  });

  it('one column makes every item 100%', () => {
    expect(row(3, 1)).toEqual(['100%', '100%', '100%']);
  });

  it('two columns make items 48%', () => {
    expect(row(4, 2)).toEqual(['48%', '48%', '48%', '48%']);
  });

  it('two columns with an odd count: the lonely last item takes the full row (100%)', () => {
    expect(row(3, 2)).toEqual(['48%', '48%', '100%']);
  });

  it('three columns make items 32%', () => {
    expect(row(6, 3)).toEqual(['32%', '32%', '32%', '32%', '32%', '32%']);
  });

  it('three columns: a lonely last item takes 100%, a last pair 48% each', () => {
    expect(row(4, 3)).toEqual(['32%', '32%', '32%', '100%']);
    expect(row(5, 3)).toEqual(['32%', '32%', '32%', '48%', '48%']);
  });

  it('fewer items than columns share the row: two items in three columns are 48%', () => {
    expect(row(2, 3)).toEqual(['48%', '48%']);
  });

  it('more than three columns are treated as three; zero or fewer as one', () => {
    expect(row(3, 5)).toEqual(['32%', '32%', '32%']);
    expect(row(2, 0)).toEqual(['100%', '100%']);
    expect(itemWidth(0, 0, 3)).toBe('100%');
  });
});
