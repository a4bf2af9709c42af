import { describe, expect, it } from 'vitest';
import { isColourSet } from './colour-set.ts';

describe('colours shorter than 5 characters count as unset', () => {
  it.each(['', '#', '#fff', 'red', '   #ab  '])('%j is unset', (colour) => {
    expect(isColourSet(colour)).toBe(false);
  });
  it('null and undefined are unset', () => {
    expect(isColourSet(null)).toBe(false);
    expect(isColourSet(undefined)).toBe(false);
  });
  it.each(['#ffffff', 'black', '#D5DBE4', 'ffffff'])('%j is set', (colour) => {
    expect(isColourSet(colour)).toBe(true);
  });
});
