// @vitest-environment jsdom
import { defaultProjectStyle, makePie } from '@podpie/core';
import { describe, expect, it, vi } from 'vitest';
import { type SaveDeps, saveStarterPage } from './save-starter-page.ts';

const page = {
  project: defaultProjectStyle(),
  pies: [makePie({ id: -100001, main_type: 'HEADER-TITLE', title: 'Pie Talk' })],
};
const now = new Date('2030-01-02T03:04:05.000Z');

function deps(overrides: Partial<SaveDeps> = {}): SaveDeps {
  return {
    signedIn: false,
    writeDraft: vi.fn(),
    createProject: vi.fn(async () => ({ id: 7 })),
    syncPies: vi.fn(async () => undefined),
    now: () => now,
    ...overrides,
  };
}

describe('saveStarterPage', () => {
  it('keeps a signed-out owner’s page as the local draft and opens the draft editor', async () => {
    const d = deps();
    const outcome = await saveStarterPage(page, d);
    expect(outcome).toEqual({ ok: true, path: '/quickstart-project', projectId: null });
    expect(d.writeDraft).toHaveBeenCalledWith({ ...page, updatedAt: now.toISOString() });
    expect(d.createProject).not.toHaveBeenCalled();
  });

  it('creates a project with the blocks for a signed-in owner and opens it', async () => {
    const d = deps({ signedIn: true });
    const outcome = await saveStarterPage(page, d);
    expect(outcome).toEqual({ ok: true, path: '/projects/7', projectId: 7 });
    expect(d.createProject).toHaveBeenCalledWith(page.project);
    expect(d.syncPies).toHaveBeenCalledWith(7, page.pies);
    expect(d.writeDraft).not.toHaveBeenCalled();
  });

  it('remembers the project created when storing its blocks failed', async () => {
    const outcome = await saveStarterPage(
      page,
      deps({
        signedIn: true,
        syncPies: async () => {
          throw new Error('500');
        },
      }),
    );
    expect(outcome).toMatchObject({ ok: false, projectId: 7 });
  });

  it('stores the blocks into the project of the failed attempt on retry', async () => {
    const d = deps({ signedIn: true });
    const outcome = await saveStarterPage(page, d, 7);
    expect(d.createProject).not.toHaveBeenCalled();
    expect(outcome).toEqual({ ok: true, path: '/projects/7', projectId: 7 });
  });

  it('reports a project that could not be created', async () => {
    const outcome = await saveStarterPage(
      page,
      deps({
        signedIn: true,
        createProject: async () => {
          throw new Error('500');
        },
      }),
    );
    expect(outcome).toMatchObject({ ok: false, projectId: null });
  });
});
