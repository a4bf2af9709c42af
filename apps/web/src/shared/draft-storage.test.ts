// @vitest-environment jsdom
import { makePie, projectStyleSchema } from '@podpie/core';
import { afterEach, describe, expect, it } from 'vitest';
import { DRAFT_VERSION } from './draft-migrations.ts';
import { clearDraft, keptDraftKey, readDraft, writeDraft } from './draft-storage.ts';

const AT = '2026-11-20T10:00:00.000Z';
const style = projectStyleSchema.parse({ solid_color: '#1f2933' });
const title = makePie({ id: -1, main_type: 'HEADER-TITLE', title: 'The Morning Show' });

/** Puts a draft in storage the way some app version wrote it, keys and all. */
function storeRaw(prefix: string, project: unknown, pies: unknown, version?: string) {
  const store = window.localStorage;
  store.setItem(`${prefix}_builder`, JSON.stringify(project));
  store.setItem(`${prefix}_pies`, JSON.stringify(pies));
  if (version !== undefined) store.setItem(`${prefix}_draft_version`, version);
  store.setItem(`${prefix}_builder_updated_at`, AT);
  store.setItem(`${prefix}_pies_updated_at`, AT);
}

afterEach(() => window.localStorage.clear());

describe('drafts in the browser', () => {
  it('come back as written, stamped with the current version', () => {
    writeDraft(7, { project: style, pies: [title], updatedAt: AT });
    expect(window.localStorage.getItem('7_draft_version')).toBe(String(DRAFT_VERSION));
    expect(readDraft(7)).toEqual({ project: style, pies: [title], updatedAt: AT });
    clearDraft(7);
    expect(readDraft(7)).toBeNull();
    expect(window.localStorage.length).toBe(0);
  });

  it('carry an unversioned draft with retired fields over instead of dropping it', () => {
    // Written before drafts had a version, by an app whose style and blocks had a field since
    // retired: the strict schemas alone would refuse it and the owner's work would be lost.
    storeRaw('draft', { ...style, theme_name: 'Sunrise' }, [
      { ...title, legacy_badge_size: 'large' },
    ]);
    const draft = readDraft('draft');
    expect(draft?.project).toEqual(style);
    expect(draft?.pies).toEqual([title]);
    expect(draft?.updatedAt).toBe(AT);
  });

  it('keep a draft of a newer version aside and never write over it', () => {
    const future = { project: { ...style, shape: 'v9' }, pies: [{ id: 1, kind: 'new' }] };
    storeRaw('7', future.project, future.pies, String(DRAFT_VERSION + 1));
    expect(readDraft(7)).toBeNull();

    writeDraft(7, { project: style, pies: [title], updatedAt: AT });
    const kept = JSON.parse(
      window.localStorage.getItem(keptDraftKey(7, DRAFT_VERSION + 1)) ?? '{}',
    );
    expect(JSON.parse(kept.project)).toEqual(future.project);
    expect(JSON.parse(kept.pies)).toEqual(future.pies);
    expect(kept.version).toBe(String(DRAFT_VERSION + 1));
    // This tab's own work is stored normally beside it.
    expect(readDraft(7)?.pies).toEqual([title]);
  });

  it('keep a draft no step can mend aside rather than losing it', () => {
    storeRaw('7', style, [{ ...title, main_type: 'NO-SUCH-BLOCK' }], String(DRAFT_VERSION));
    expect(readDraft(7)).toBeNull();
    const kept = JSON.parse(window.localStorage.getItem(keptDraftKey(7, DRAFT_VERSION)) ?? '{}');
    expect(JSON.parse(kept.pies)[0].main_type).toBe('NO-SUCH-BLOCK');
  });
});
