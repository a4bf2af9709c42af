// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { nextActiveOption } from './listbox-keys.ts';

describe('nextActiveOption', () => {
  it('highlights the first result on the first arrow down and the last on arrow up', () => {
    expect(nextActiveOption(-1, 'ArrowDown', 3)).toBe(0);
    expect(nextActiveOption(-1, 'ArrowUp', 3)).toBe(2);
  });

  it('moves one result at a time and wraps around the ends', () => {
    expect(nextActiveOption(0, 'ArrowDown', 3)).toBe(1);
    expect(nextActiveOption(2, 'ArrowDown', 3)).toBe(0);
    expect(nextActiveOption(0, 'ArrowUp', 3)).toBe(2);
  });

  it('highlights nothing when there are no results', () => {
    expect(nextActiveOption(2, 'ArrowDown', 0)).toBe(-1);
  });

  it('keeps the highlight inside a list that got shorter', () => {
    expect(nextActiveOption(4, 'a', 2)).toBe(1);
  });
});
