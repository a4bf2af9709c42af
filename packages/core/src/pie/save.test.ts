import { describe, expect, it } from 'vitest';
import { removePie, savePie } from './save.ts';
import { makePie, type PieInput } from './schema.ts';

const pie = (id: number, fields: Partial<PieInput> = {}) =>
  makePie({ id, main_type: 'TEXT-INPUT', ...fields });

describe('block save', () => {
  const page = [pie(1, { title: 'One', sort_order: 1 }), pie(2, { title: 'Two', sort_order: 5 })];

  it('a new block with a title is added at sort_order highest + 1', () => {
    const { pies, outcome } = savePie(page, pie(-100123, { title: 'New' }));
    expect(outcome).toBe('added');
    expect(pies.map((p) => [p.id, p.sort_order])).toEqual([
      [1, 1],
      [2, 5],
      [-100123, 6],
    ]);
  });

  it('the first block of an empty page gets sort_order 1', () => {
    const { pies } = savePie([], pie(-100123, { title: 'First' }));
    expect(pies[0]?.sort_order).toBe(1);
  });

  it('a new block needs a title', () => {
    const { pies, outcome } = savePie(page, pie(-100123, { link_value: 'https://a.fm' }));
    expect(outcome).toBe('discarded');
    expect(pies).toEqual(page);
  });

  it('an all-empty new block is discarded', () => {
    const { pies, outcome } = savePie(page, pie(-100123, { title: '  ' }));
    expect(outcome).toBe('discarded');
    expect(pies).toHaveLength(2);
  });

  it('an existing block that becomes empty is removed', () => {
    const { pies, outcome } = savePie(page, pie(2));
    expect(outcome).toBe('removed');
    expect(pies.map((p) => p.id)).toEqual([1]);
  });

  it('an existing block with content is updated in place, keeping its position', () => {
    const edited = { ...page[0], ...pie(1, { title: 'Renamed', sort_order: 1 }) };
    const { pies, outcome } = savePie(page, edited);
    expect(outcome).toBe('updated');
    expect(pies.map((p) => p.title)).toEqual(['Renamed', 'Two']);
  });

  it('an existing block without a title but with a link is kept', () => {
    const { outcome } = savePie(page, pie(1, { link_value: 'https://a.fm', sort_order: 1 }));
    expect(outcome).toBe('updated');
  });

  it('Delete removes the block', () => {
    expect(removePie(page, 1).map((p) => p.id)).toEqual([2]);
  });
});
