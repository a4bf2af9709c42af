import { defaultProjectStyle, makePie, type Pie } from '@podpie/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EditorDoc } from './editor-reducer.ts';
import { mergePage } from './merge-page.ts';

const text = (id: number, title: string, sortOrder: number) =>
  makePie({ id, main_type: 'TEXT-INPUT', title, sort_order: sortOrder });

/** Blocks in the order given, numbered as the editor numbers them. */
const page = (blocks: Array<[number, string]>, project = defaultProjectStyle()): EditorDoc => ({
  project,
  pies: blocks.map(([id, title], index) => text(id, title, index + 1)),
});

/** What a visitor sees: the blocks in page order with what they hold, not their numbering. */
function seen(doc: EditorDoc) {
  return [...doc.pies]
    .sort((a, b) => a.sort_order - b.sort_order || a.id - b.id)
    .map(({ sort_order: _order, updated_at: _at, ...content }) => content);
}

const titles = (doc: EditorDoc) => seen(doc).map((pie) => pie.title);

describe('three-way page merge', () => {
  const base = page([
    [1, 'Intro'],
    [2, 'Links'],
    [3, 'Outro'],
  ]);

  it('keeps an edit from each side when they touched different blocks', () => {
    const mine = page([
      [1, 'Intro (phone)'],
      [2, 'Links'],
      [3, 'Outro'],
    ]);
    const theirs = page([
      [1, 'Intro'],
      [2, 'Links'],
      [3, 'Outro (laptop)'],
    ]);
    const merged = mergePage(base, mine, theirs);
    expect(titles(merged.doc)).toEqual(['Intro (phone)', 'Links', 'Outro (laptop)']);
    expect(merged.blockConflicts).toEqual([]);
  });

  it('keeps blocks added on both sides where each side put them', () => {
    const mine = page([
      [1, 'Intro'],
      [-5, 'Phone block'],
      [2, 'Links'],
      [3, 'Outro'],
    ]);
    const theirs = page([
      [1, 'Intro'],
      [2, 'Links'],
      [3, 'Outro'],
      [9, 'Laptop block'],
    ]);
    const merged = mergePage(base, mine, theirs);
    expect(titles(merged.doc)).toEqual(['Intro', 'Phone block', 'Links', 'Outro', 'Laptop block']);
  });

  it('drops a block deleted on one side and untouched on the other', () => {
    const mine = page([
      [1, 'Intro'],
      [3, 'Outro'],
    ]);
    const merged = mergePage(base, mine, base);
    expect(titles(merged.doc)).toEqual(['Intro', 'Outro']);
  });

  it('asks about a block both sides changed, and follows the answer', () => {
    const mine = page([
      [1, 'Intro'],
      [2, 'Links (phone)'],
      [3, 'Outro'],
    ]);
    const theirs = page([
      [1, 'Intro'],
      [2, 'Links (laptop)'],
      [3, 'Outro'],
    ]);
    const asked = mergePage(base, mine, theirs);
    expect(asked.blockConflicts.map((conflict) => conflict.id)).toEqual([2]);
    expect(asked.blockConflicts[0]?.mine?.title).toBe('Links (phone)');
    expect(asked.blockConflicts[0]?.theirs?.title).toBe('Links (laptop)');

    const keptMine = mergePage(base, mine, theirs, { blocks: { 2: 'mine' } });
    expect(keptMine.blockConflicts).toEqual([]);
    expect(titles(keptMine.doc)).toEqual(['Intro', 'Links (phone)', 'Outro']);
    const keptTheirs = mergePage(base, mine, theirs, { blocks: { 2: 'theirs' } });
    expect(titles(keptTheirs.doc)).toEqual(['Intro', 'Links (laptop)', 'Outro']);
  });

  it('asks when one side deleted a block the other side edited', () => {
    const mine = page([
      [1, 'Intro'],
      [3, 'Outro'],
    ]);
    const theirs = page([
      [1, 'Intro'],
      [2, 'Links, fixed'],
      [3, 'Outro'],
    ]);
    const asked = mergePage(base, mine, theirs);
    expect(asked.blockConflicts).toEqual([{ id: 2, mine: null, theirs: theirs.pies[1] }]);
    const deleted = mergePage(base, mine, theirs, { blocks: { 2: 'mine' } });
    expect(titles(deleted.doc)).toEqual(['Intro', 'Outro']);
  });

  it('does not ask when both sides made the same change', () => {
    const same = page([
      [1, 'Intro'],
      [2, 'Links, renamed'],
    ]);
    const merged = mergePage(base, same, same);
    expect(merged.blockConflicts).toEqual([]);
    expect(titles(merged.doc)).toEqual(['Intro', 'Links, renamed']);
  });

  it('follows the side that rearranged the blocks and places the other side’s new ones', () => {
    const theirs = page([
      [3, 'Outro'],
      [1, 'Intro'],
      [2, 'Links'],
    ]);
    const mine = page([
      [1, 'Intro'],
      [2, 'Links'],
      [-7, 'After links'],
      [3, 'Outro'],
    ]);
    const merged = mergePage(base, mine, theirs);
    expect(titles(merged.doc)).toEqual(['Outro', 'Intro', 'Links', 'After links']);
  });

  it('merges page settings field by field and asks about a field both sides set', () => {
    const style = defaultProjectStyle();
    const start = page([[1, 'Intro']], style);
    const mine = page([[1, 'Intro']], { ...style, button_color: '#111111', qr_color: '#222222' });
    const theirs = page([[1, 'Intro']], { ...style, text_color: '#333333', qr_color: '#444444' });
    const asked = mergePage(start, mine, theirs);
    expect(asked.styleConflicts).toEqual(['qr_color']);
    expect(asked.doc.project.button_color).toBe('#111111');
    expect(asked.doc.project.text_color).toBe('#333333');
    expect(mergePage(start, mine, theirs, { style: 'mine' }).doc.project.qr_color).toBe('#222222');
    expect(mergePage(start, mine, theirs, { style: 'theirs' }).doc.project.qr_color).toBe(
      '#444444',
    );
  });
});

// ---- properties ----

const BASE_TITLES = ['A', 'B', 'C', 'D', 'E', 'F'];
type Edit = 'keep' | 'edit' | 'delete';

const baseDoc = fc
  .integer({ min: 0, max: BASE_TITLES.length })
  .map((count) => page(BASE_TITLES.slice(0, count).map((title, index) => [index + 1, title])));

/**
 * One device's edits of `base`: each block kept, retitled or deleted, new blocks (ids from
 * `firstNewId` on, so two sides never make the same id) inserted anywhere, and optionally the
 * whole list shuffled. Only blocks in `touchable` are edited or deleted.
 */
function sideOf(
  base: EditorDoc,
  name: string,
  firstNewId: number,
  touchable: (id: number) => boolean,
  mayReorder: boolean,
) {
  return fc
    .record({
      edits: fc.array(fc.constantFrom<Edit>('keep', 'edit', 'delete'), {
        minLength: base.pies.length,
        maxLength: base.pies.length,
      }),
      added: fc.array(fc.nat({ max: BASE_TITLES.length }), { maxLength: 3 }),
      order: mayReorder
        ? fc.option(fc.array(fc.nat(), { minLength: 10, maxLength: 10 }), { nil: undefined })
        : fc.constant(undefined),
      color: fc.option(fc.constantFrom('#101010', '#202020'), { nil: undefined }),
    })
    .map(({ edits, added, order, color }) => {
      const blocks: Array<[number, string]> = [];
      base.pies.forEach((pie, index) => {
        const edit = touchable(pie.id) ? edits[index] : 'keep';
        if (edit === 'keep') blocks.push([pie.id, pie.title ?? '']);
        if (edit === 'edit') blocks.push([pie.id, `${pie.title} by ${name}`]);
      });
      added.forEach((at, index) => {
        blocks.splice(Math.min(at, blocks.length), 0, [firstNewId + index, `${name} new ${index}`]);
      });
      if (order) {
        const keys = new Map(blocks.map(([id], index) => [id, order[index] ?? 0]));
        blocks.sort((a, b) => (keys.get(a[0]) ?? 0) - (keys.get(b[0]) ?? 0));
      }
      const project = color
        ? { ...base.project, [name === 'mine' ? 'qr_color' : 'text_color']: color }
        : base.project;
      return page(blocks, project);
    });
}

describe('three-way page merge, for any edits', () => {
  it('equals one side’s edits when the other side changed nothing', () => {
    fc.assert(
      fc.property(
        baseDoc.chain((base) =>
          fc.tuple(
            fc.constant(base),
            sideOf(base, 'mine', -100, () => true, true),
          ),
        ),
        ([base, edited]) => {
          const mineOnly = mergePage(base, edited, base);
          expect(seen(mineOnly.doc)).toEqual(seen(edited));
          expect(mineOnly.doc.project).toEqual(edited.project);
          expect(mineOnly.blockConflicts).toEqual([]);
          const theirsOnly = mergePage(base, base, edited);
          expect(seen(theirsOnly.doc)).toEqual(seen(edited));
          expect(theirsOnly.doc.project).toEqual(edited.project);
          expect(theirsOnly.blockConflicts).toEqual([]);
        },
      ),
    );
  });

  it('keeps every edit of both sides, in either order, when they touched different blocks', () => {
    const sides = baseDoc.chain((base) =>
      fc.boolean().chain((firstReorders) =>
        fc.tuple(
          fc.constant(base),
          // Odd blocks are one device's to edit, even ones the other's; one of them may reorder.
          sideOf(base, 'mine', -100, (id) => id % 2 === 1, firstReorders),
          sideOf(base, 'theirs', 100, (id) => id % 2 === 0, !firstReorders),
        ),
      ),
    );
    fc.assert(
      fc.property(sides, ([base, mine, theirs]) => {
        const merged = mergePage(base, mine, theirs);
        const swapped = mergePage(base, theirs, mine);
        expect(merged.blockConflicts).toEqual([]);
        expect(merged.styleConflicts).toEqual([]);
        expect(seen(merged.doc)).toEqual(seen(swapped.doc));
        expect(merged.doc.project).toEqual(swapped.doc.project);

        const result = new Map(merged.doc.pies.map((pie) => [pie.id, pie.title]));
        for (const [side, owns] of [
          [mine, (id: number) => id % 2 === 1 || id < 0],
          [theirs, (id: number) => id % 2 === 0 || id >= 100],
        ] as const) {
          const held = new Map(side.pies.map((pie: Pie) => [pie.id, pie.title]));
          for (const id of new Set([...held.keys(), ...base.pies.map((pie) => pie.id)])) {
            if (owns(id)) expect(result.get(id)).toBe(held.get(id));
          }
        }
      }),
    );
  });
});
