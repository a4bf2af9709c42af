import { makePie } from '@podpie/core';
import { describe, expect, it } from 'vitest';
import { withLiveDraft } from './live-draft.ts';

const saved = [
  makePie({ id: 1, main_type: 'TEXT-INPUT', title: 'One', sort_order: 1 }),
  makePie({ id: 2, main_type: 'TEXT-INPUT', title: 'Two', sort_order: 5 }),
];

describe('withLiveDraft', () => {
  it('the block being edited is drawn with its unsaved changes in its place', () => {
    const edited = { ...saved[0], title: 'One, retitled' } as (typeof saved)[number];
    expect(withLiveDraft(saved, edited).map((pie) => pie.title)).toEqual(['One, retitled', 'Two']);
  });

  it('a new block is drawn after the last one; no draft leaves the page as saved', () => {
    const fresh = makePie({ id: -9, main_type: 'LINK-INPUT', title: 'New', sort_order: 0 });
    const drawn = withLiveDraft(saved, fresh);
    expect(drawn.at(-1)).toMatchObject({ id: -9, sort_order: 6 });
    expect(withLiveDraft(saved, null)).toBe(saved);
  });
});
