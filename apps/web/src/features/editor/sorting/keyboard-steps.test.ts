import { describe, expect, it } from 'vitest';
import { stepTarget } from './keyboard-steps.ts';

describe('stepTarget', () => {
  const items = [11, 12, 13, 14];

  it('one arrow press is one place, up/left earlier and down/right later', () => {
    expect(stepTarget(items, 13, 'ArrowUp')).toBe(12);
    expect(stepTarget(items, 13, 'ArrowLeft')).toBe(12);
    expect(stepTarget(items, 12, 'ArrowDown')).toBe(13);
    expect(stepTarget(items, 12, 'ArrowRight')).toBe(13);
  });

  it('stops at either end and ignores other keys', () => {
    expect(stepTarget(items, 11, 'ArrowUp')).toBeNull();
    expect(stepTarget(items, 14, 'ArrowDown')).toBeNull();
    expect(stepTarget(items, 12, 'KeyA')).toBeNull();
    expect(stepTarget(items, 99, 'ArrowUp')).toBeNull();
  });
});
