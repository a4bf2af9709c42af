import { describe, expect, it } from 'vitest';
import {
  forgetKeyboardSteps,
  oneStepCoordinates,
  stepNotYetOver,
  stepTarget,
} from './keyboard-steps.ts';

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

describe('oneStepCoordinates', () => {
  // Four 100 px rows; the block at 13 is picked up. dnd-kit has not yet drawn the first move
  // when the second press arrives, so `over` and the block's rectangle are still the old ones.
  const row = (index: number) => ({
    top: index * 100,
    left: 0,
    width: 300,
    height: 100,
    bottom: index * 100 + 100,
    right: 300,
  });
  const rects = new Map([11, 12, 13, 14].map((id, index) => [id, row(index)]));
  const press = () => {
    const event = { code: 'ArrowUp', preventDefault: () => undefined } as KeyboardEvent;
    const args = {
      active: 13,
      currentCoordinates: { x: 0, y: 200 },
      context: {
        active: { id: 13, data: { current: { sortable: { items: [11, 12, 13, 14] } } } },
        over: { id: 13 },
        droppableRects: rects,
        collisionRect: row(2),
      },
    } as unknown as Parameters<typeof oneStepCoordinates>[1];
    return oneStepCoordinates(event, args);
  };

  it('moves one more place for each press, even before the last move is drawn', () => {
    forgetKeyboardSteps();
    expect(press()).toEqual({ x: 0, y: 100 });
    expect(press()).toEqual({ x: 0, y: 0 });
    expect(press()).toBeUndefined();
    forgetKeyboardSteps();
    expect(press()).toEqual({ x: 0, y: 100 });
  });

  it('says a drop must wait until dnd-kit reports the block over the place it was sent to', () => {
    forgetKeyboardSteps();
    expect(stepNotYetOver(13, 13)).toBe(false);
    press();
    press();
    expect(stepNotYetOver(13, 13)).toBe(true);
    expect(stepNotYetOver(13, 12)).toBe(true);
    expect(stepNotYetOver(13, 11)).toBe(false);
    expect(stepNotYetOver(14, 13)).toBe(false);
  });
});
