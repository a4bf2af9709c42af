import { describe, expect, it } from 'vitest';
import { DRAFT_KEY, draftKeys } from './storage-keys.ts';

describe('local storage keys', () => {
  it('a project keeps {projectId}_builder, {projectId}_pies and their timestamps', () => {
    expect(draftKeys(42)).toEqual({
      builder: '42_builder',
      pies: '42_pies',
      builderUpdatedAt: '42_builder_updated_at',
      piesUpdatedAt: '42_pies_updated_at',
    });
  });

  it('signed-out work has keys of its own, which no project id can take', () => {
    expect(draftKeys(DRAFT_KEY).builder).toBe('draft_builder');
    expect(Number.isInteger(Number(DRAFT_KEY))).toBe(false);
  });
});
