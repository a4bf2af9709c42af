import { defaultProjectStyle, makePie, type Pie } from '@podpie/core';
import { describe, expect, it } from 'vitest';
import {
  type EditorAction,
  type EditorState,
  editorReducer,
  initialEditorState,
} from './editor-reducer.ts';

const T0 = Date.parse('2025-03-01T10:00:00.000Z');
const text = (id: number, title: string, sort_order: number): Pie =>
  makePie({ id, main_type: 'TEXT-INPUT', title, sort_order });

function start(pies: Pie[] = []) {
  return initialEditorState({ project: defaultProjectStyle(), pies }, '2025-03-01T09:00:00.000Z');
}

const run = (state: EditorState, ...actions: EditorAction[]) =>
  actions.reduce(editorReducer, state);
const titles = (state: EditorState) =>
  [...state.history.present.pies]
    .sort((a, b) => a.sort_order - b.sort_order)
    .map((pie) => pie.title);

describe('editing a page in the editor', () => {
  it('adds a new block with a title at the end and marks the work as edited', () => {
    const state = run(start([text(1, 'Welcome', 1)]), {
      type: 'save-pie',
      pie: text(-123456, 'About the show', 0),
      at: T0,
    });
    expect(titles(state)).toEqual(['Welcome', 'About the show']);
    expect(state.history.present.pies[1]?.sort_order).toBe(2);
    expect(state.editing).toBe(true);
    expect(state.updatedAt).toBe('2025-03-01T10:00:00.000Z');
    expect(state.lastSave).toBe('added');
  });

  it('discards an empty new block without touching the page or the history', () => {
    const before = start([text(1, 'Welcome', 1)]);
    const state = run(before, { type: 'save-pie', pie: text(-222222, '', 0), at: T0 });
    expect(state.history).toBe(before.history);
    expect(state.editing).toBe(false);
    expect(state.lastSave).toBe('discarded');
  });

  it('removes an existing block whose content was emptied', () => {
    const state = run(start([text(1, 'Welcome', 1), text(2, 'Bye', 2)]), {
      type: 'save-pie',
      pie: { ...text(2, '', 2), title: null },
      at: T0,
    });
    expect(titles(state)).toEqual(['Welcome']);
    expect(state.lastSave).toBe('removed');
  });

  it('moves a block by dragging it onto another', () => {
    const state = run(start([text(1, 'A', 1), text(2, 'B', 2), text(3, 'C', 3)]), {
      type: 'move-pie',
      activeId: 3,
      overId: 1,
      at: T0,
    });
    expect(titles(state)).toEqual(['C', 'A', 'B']);
  });

  it('undoes and redoes block changes and style changes alike', () => {
    const state = run(
      start([text(1, 'A', 1)]),
      { type: 'save-pie', pie: text(-333333, 'B', 0), at: T0 },
      {
        type: 'patch-project',
        patch: { button_color: '#ff0000' },
        key: 'button_color',
        at: T0 + 5_000,
      },
      { type: 'remove-pie', id: 1, at: T0 + 10_000 },
    );
    expect(titles(state)).toEqual(['B']);
    const undone = run(state, { type: 'undo', at: T0 + 20_000 }, { type: 'undo', at: T0 + 21_000 });
    expect(titles(undone)).toEqual(['A', 'B']);
    expect(undone.history.present.project.button_color).toBe(defaultProjectStyle().button_color);
    const redone = run(undone, { type: 'redo', at: T0 + 22_000 });
    expect(redone.history.present.project.button_color).toBe('#ff0000');
    expect(redone.updatedAt).toBe(new Date(T0 + 22_000).toISOString());
  });

  it('starts a fresh history once the page is published', () => {
    const edited = run(start(), { type: 'save-pie', pie: text(-444444, 'New', 0), at: T0 });
    const published = run(edited, {
      type: 'published',
      doc: { project: defaultProjectStyle(), pies: [text(77, 'New', 1)] },
      updatedAt: '2025-03-01T10:00:01.000Z',
    });
    expect(published.editing).toBe(false);
    expect(published.history.past).toEqual([]);
    expect(published.history.present.pies[0]?.id).toBe(77);
  });
});
