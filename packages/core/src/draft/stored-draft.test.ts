import { describe, expect, it } from 'vitest';
import { makePie } from '../pie/schema.ts';
import { defaultProjectStyle } from '../project/schema.ts';
import { parseStoredDraft } from './stored-draft.ts';

describe('reading a draft from browser storage', () => {
  const draft = {
    project: defaultProjectStyle(),
    pies: [makePie({ id: -100001, main_type: 'TEXT-INPUT', title: 'Hi' })],
    updated_at: '2024-05-01T10:00:00.000Z',
  };

  it('a saved draft reads back as it was', () => {
    expect(parseStoredDraft(JSON.stringify(draft))).toEqual(draft);
  });

  it('nothing, broken JSON or a foreign shape read as no draft', () => {
    expect(parseStoredDraft(null)).toBeNull();
    expect(parseStoredDraft('{oops')).toBeNull();
    expect(parseStoredDraft(JSON.stringify({ ...draft, pies: 'none' }))).toBeNull();
  });
});
