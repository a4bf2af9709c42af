import { describe, expect, it } from 'vitest';
import { publishState } from './publish-state.ts';

const published = {
  updated_at: '2030-01-02T10:00:00.000Z',
  pies_updated_at: '2030-01-02T09:00:00.000Z',
};

describe('the state a project card shows', () => {
  it('a page never published (an imported one too) is a draft, whatever this browser holds', () => {
    const imported = { updated_at: '2030-01-02T10:00:00.000Z', pies_updated_at: null };
    expect(publishState(imported, null)).toBe('draft');
    expect(publishState(imported, '2030-01-03T00:00:00.000Z')).toBe('draft');
  });

  it('a published page is published until this browser holds newer edits', () => {
    expect(publishState(published, null)).toBe('published');
    expect(publishState(published, '2030-01-02T09:30:00.000Z')).toBe('published');
    expect(publishState(published, '2030-01-02T10:00:01.000Z')).toBe('changes');
  });
});
