// @vitest-environment jsdom
import { defaultProjectStyle, makePie } from '@podpie/core';
import { afterEach, describe, expect, it } from 'vitest';
import { readStoredBase, writeStoredBase } from './stored-base.ts';

const doc = {
  project: defaultProjectStyle(),
  pies: [makePie({ id: 3, main_type: 'TEXT-INPUT', title: 'Welcome', sort_order: 1 })],
};

afterEach(() => localStorage.clear());

describe('the base a project draft was made on', () => {
  it('is read back as written, per project', () => {
    writeStoredBase(7, { doc, piesUpdatedAt: '2025-06-01T08:00:00.000Z' });
    expect(readStoredBase(7)).toEqual({ doc, piesUpdatedAt: '2025-06-01T08:00:00.000Z' });
    expect(readStoredBase(8)).toBeNull();
  });

  it('is ignored when garbled or written in another shape', () => {
    localStorage.setItem('7_draft_base', '{not json');
    expect(readStoredBase(7)).toBeNull();
    writeStoredBase(7, { doc, piesUpdatedAt: null });
    const stored = JSON.parse(localStorage.getItem('7_draft_base') ?? '{}');
    localStorage.setItem('7_draft_base', JSON.stringify({ ...stored, version: 999 }));
    expect(readStoredBase(7)).toBeNull();
  });
});
