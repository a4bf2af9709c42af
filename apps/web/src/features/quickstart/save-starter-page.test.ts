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
    createProjectWithPies: vi.fn(async () => ({ id: 7 })),
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
    expect(d.createProjectWithPies).not.toHaveBeenCalled();
  });

  it('creates a project with the blocks for a signed-in owner and opens it', async () => {
    const d = deps({ signedIn: true });
    const outcome = await saveStarterPage(page, d);
    expect(outcome).toEqual({ ok: true, path: '/projects/7', projectId: 7 });
    expect(d.createProjectWithPies).toHaveBeenCalledWith(page.project, page.pies);
    expect(d.syncPies).not.toHaveBeenCalled();
    expect(d.writeDraft).not.toHaveBeenCalled();
  });

  it('stores the blocks into a project that already exists', async () => {
    const d = deps({ signedIn: true });
    const outcome = await saveStarterPage(page, d, 7);
    expect(d.createProjectWithPies).not.toHaveBeenCalled();
    expect(d.syncPies).toHaveBeenCalledWith(7, page.pies);
    expect(outcome).toEqual({ ok: true, path: '/projects/7', projectId: 7 });
  });

  it('reports a project that could not be created', async () => {
    const outcome = await saveStarterPage(
      page,
      deps({
        signedIn: true,
        createProjectWithPies: async () => {
          throw new Error('500');
        },
      }),
    );
    expect(outcome).toMatchObject({ ok: false, projectId: null });
  });
});
