import { describe, expect, it } from 'vitest';
import { canRedo, canUndo, record, redo, startHistory, undo } from './history.ts';

describe('undo and redo history', () => {
  it('walks back and forward through at least 50 changes', () => {
    let history = startHistory(0);
    for (let step = 1; step <= 60; step++) history = record(history, step, { at: step * 10_000 });
    for (let step = 0; step < 60; step++) history = undo(history);
    expect(history.present).toBe(0);
    expect(canUndo(history)).toBe(false);
    for (let step = 0; step < 60; step++) history = redo(history);
    expect(history.present).toBe(60);
    expect(canRedo(history)).toBe(false);
  });

  it('forgets the redo branch once something new is done', () => {
    let history = record(startHistory('a'), 'b', { at: 0 });
    history = undo(history);
    history = record(history, 'c', { at: 5_000 });
    expect(canRedo(history)).toBe(false);
    expect(undo(history).present).toBe('a');
  });

  it('treats a quick burst of the same change as one step', () => {
    let history = startHistory('#000000');
    history = record(history, '#111111', { key: 'button_color', at: 1_000 });
    history = record(history, '#222222', { key: 'button_color', at: 1_200 });
    history = record(history, '#333333', { key: 'button_color', at: 1_400 });
    expect(undo(history).present).toBe('#000000');
  });

  it('keeps separate steps for different changes made close together', () => {
    let history = startHistory('start');
    history = record(history, 'colour', { key: 'button_color', at: 1_000 });
    history = record(history, 'title', { key: 'pie:-5', at: 1_100 });
    expect(undo(history).present).toBe('colour');
  });

  it('does nothing when there is nothing to undo or redo', () => {
    const history = startHistory(1);
    expect(undo(history)).toBe(history);
    expect(redo(history)).toBe(history);
  });
});
