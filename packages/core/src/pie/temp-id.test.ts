import { describe, expect, it } from 'vitest';
import { tempId } from './temp-id.ts';

describe('temporary ids: the negative of a random integer from 100000 to 999999', () => {
  it('the lowest random number gives -100000 and the highest -999999', () => {
    expect(tempId(() => 0)).toBe(-100000);
    expect(tempId(() => 0.9999999999)).toBe(-999999);
  });

  it('a random source that misbehaves still stays in range', () => {
    expect(tempId(() => 1)).toBe(-999999);
    expect(tempId(() => -0.5)).toBe(-100000);
  });

  it('every id drawn is an unsaved id within range', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    for (let i = 0; i < 200; i += 1) {
      const id = tempId(random);
      expect(Number.isInteger(id)).toBe(true);
      expect(-id).toBeGreaterThanOrEqual(100000);
      expect(-id).toBeLessThanOrEqual(999999);
    }
  });
});
