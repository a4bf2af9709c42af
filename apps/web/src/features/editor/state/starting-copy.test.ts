import { defaultProjectStyle, makePie } from '@podpie/core';
import { describe, expect, it } from 'vitest';
import type { Draft } from '../../../shared/draft-storage.ts';
import { startingCopy, startingDraft } from './starting-copy.ts';

const NOW = new Date('2025-05-01T12:00:00.000Z');
const server = {
  project: defaultProjectStyle(),
  pies: [makePie({ id: 7, main_type: 'TEXT-INPUT', title: 'From the server', sort_order: 1 })],
  updatedAt: '2025-05-01T10:00:00.000Z',
};
const localAt = (updatedAt: string): Draft => ({
  project: { ...defaultProjectStyle(), button_color: '#112233' },
  pies: [makePie({ id: -123456, main_type: 'TEXT-INPUT', title: 'Local work', sort_order: 1 })],
  updatedAt,
});

describe('which copy the editor opens', () => {
  it('opens the local copy when it is newer, offering to publish it', () => {
    const start = startingCopy(server, localAt('2025-05-01T11:00:00.000Z'), NOW);
    expect(start.source).toBe('local');
    expect(start.doc.pies[0]?.title).toBe('Local work');
    expect(start.editing).toBe(true);
  });

  it('opens the local copy when it is exactly as new, with nothing to publish', () => {
    const start = startingCopy(server, localAt(server.updatedAt), NOW);
    expect(start.source).toBe('local');
    expect(start.editing).toBe(false);
  });

  it('opens the server copy when the local one is older', () => {
    const start = startingCopy(server, localAt('2025-05-01T09:59:59.000Z'), NOW);
    expect(start.source).toBe('server');
    expect(start.doc.pies[0]?.title).toBe('From the server');
    expect(start.editing).toBe(false);
  });

  it('opens the server copy when there is no local one', () => {
    expect(startingCopy(server, null, NOW).source).toBe('server');
  });

  it('starts a new page with the default messengers, socials and podcasts', () => {
    const start = startingDraft(null, NOW, () => 0.5);
    const types = new Set(start.doc.pies.map((pie) => pie.main_type));
    expect(types).toEqual(new Set(['MESSENGERS', 'SOCIAL-NETWORKS', 'PODCAST-NETWORK']));
    expect(start.doc.pies.every((pie) => pie.id < 0)).toBe(true);
  });

  it('continues a signed-out draft where it was left', () => {
    const draft = localAt('2025-04-30T08:00:00.000Z');
    const start = startingDraft(draft, NOW, Math.random);
    expect(start.doc.pies).toEqual(draft.pies);
    expect(start.updatedAt).toBe(draft.updatedAt);
  });
});
