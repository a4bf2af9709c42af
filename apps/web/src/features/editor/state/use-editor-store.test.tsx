// @vitest-environment jsdom
import { defaultProjectStyle, makePie } from '@podpie/core';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { readDraft, writeDraft } from '../../../shared/draft-storage.ts';
import { initialEditorState } from './editor-reducer.ts';
import { useEditorStore } from './use-editor-store.ts';

const SERVER_TIME = '2025-06-01T08:00:00.000Z';
const welcome = makePie({ id: 11, main_type: 'TEXT-INPUT', title: 'Welcome', sort_order: 1 });

function openEditor(clock: { ms: number }) {
  return renderHook(() =>
    useEditorStore({
      draftKey: 42,
      initial: initialEditorState({ project: defaultProjectStyle(), pies: [welcome] }, SERVER_TIME),
      now: () => clock.ms,
    }),
  );
}

afterEach(() => localStorage.clear());

describe('the editor keeps every change as a browser draft', () => {
  it('writes nothing until the owner changes something', () => {
    openEditor({ ms: Date.parse('2025-06-01T09:00:00.000Z') });
    expect(readDraft(42)).toBeNull();
  });

  it('stores a change under the project keys with the time it was made', () => {
    const clock = { ms: Date.parse('2025-06-01T09:00:00.000Z') };
    const { result } = openEditor(clock);
    act(() =>
      result.current.apply({
        type: 'save-pie',
        pie: makePie({
          id: -555555,
          main_type: 'LINK-INPUT',
          title: 'Shop',
          link_value: 'https://a.fm',
        }),
      }),
    );
    expect(result.current.state.editing).toBe(true);
    expect(localStorage.getItem('42_builder')).not.toBeNull();
    expect(localStorage.getItem('42_pies_updated_at')).toBe('2025-06-01T09:00:00.000Z');
    const draft = readDraft(42);
    expect(draft?.pies.map((pie) => pie.title)).toEqual(['Welcome', 'Shop']);
    expect(draft?.updatedAt).toBe('2025-06-01T09:00:00.000Z');
  });

  it('stores the undone state too, so a reload after undo keeps the undo', () => {
    const clock = { ms: Date.parse('2025-06-01T09:00:00.000Z') };
    const { result } = openEditor(clock);
    act(() => result.current.apply({ type: 'remove-pie', id: 11 }));
    expect(readDraft(42)?.pies).toEqual([]);
    clock.ms += 10_000;
    act(() => result.current.undo());
    expect(readDraft(42)?.pies.map((pie) => pie.title)).toEqual(['Welcome']);
    expect(readDraft(42)?.updatedAt).toBe('2025-06-01T09:00:10.000Z');
    expect(result.current.canRedo).toBe(true);
    act(() => result.current.redo());
    expect(readDraft(42)?.pies).toEqual([]);
  });
});

describe('two tabs on one page', () => {
  const titles = (pies: readonly { title: string | null }[]) => pies.map((pie) => pie.title);

  /** Another tab's write of the shared draft, as the browser reports it to this tab. */
  function otherTabWrites(pies: ReturnType<typeof makePie>[], at: string) {
    writeDraft(42, { project: defaultProjectStyle(), pies, updatedAt: at });
    window.dispatchEvent(new StorageEvent('storage', { key: '42_pies_updated_at' }));
  }

  it('keeps this tab’s undo after the other tab’s change arrives, and keeps that change', () => {
    const clock = { ms: Date.parse('2025-06-01T09:00:00.000Z') };
    const { result } = openEditor(clock);
    const shop = makePie({ id: -555555, main_type: 'TEXT-INPUT', title: 'Shop', sort_order: 2 });
    act(() => result.current.apply({ type: 'save-pie', pie: shop }));

    const renamed = { ...welcome, title: 'Welcome, from the other tab' };
    act(() => otherTabWrites([renamed, shop], '2025-06-01T09:00:05.000Z'));
    expect(titles(result.current.doc.pies)).toEqual(['Welcome, from the other tab', 'Shop']);
    expect(result.current.canUndo).toBe(true);

    clock.ms = Date.parse('2025-06-01T09:00:10.000Z');
    act(() => result.current.undo());
    expect(titles(result.current.doc.pies)).toEqual(['Welcome, from the other tab']);
    // The undo is written for the other tab, which then carries it the same way.
    expect(titles(readDraft(42)?.pies ?? [])).toEqual(['Welcome, from the other tab']);
    act(() => result.current.redo());
    expect(titles(result.current.doc.pies)).toEqual(['Welcome, from the other tab', 'Shop']);
  });

  it('ignores a stored draft older than what this tab holds', () => {
    const clock = { ms: Date.parse('2025-06-01T09:00:00.000Z') };
    const { result } = openEditor(clock);
    act(() => result.current.apply({ type: 'remove-pie', id: 11 }));
    act(() => otherTabWrites([welcome], '2025-06-01T08:30:00.000Z'));
    expect(result.current.doc.pies).toEqual([]);
  });
});
