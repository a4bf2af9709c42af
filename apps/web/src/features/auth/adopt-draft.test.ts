import { defaultProjectStyle, makePie, type Pie, type ProjectStyle } from '@podpie/core';
import { describe, expect, it } from 'vitest';
import type { Draft } from '../../shared/draft-storage.ts';
import { type AdoptDeps, adoptDraft } from './adopt-draft.ts';

/** A server that stores a project with its blocks, or nothing, and fails the first call. */
function serverFailingOnce() {
  const projects: Array<{ id: number; pies: Pie[] }> = [];
  let calls = 0;
  return {
    projects,
    createWithPies: async (_project: ProjectStyle, pies: Pie[]) => {
      calls += 1;
      if (calls === 1) throw new Error('block save failed');
      const project = { id: projects.length + 1, pies };
      projects.push(project);
      return { project };
    },
  };
}

describe('sign-up with a draft', () => {
  it('a block save failing once leaves one project after the retry, and the draft until then', async () => {
    const server = serverFailingOnce();
    let draft: Draft | null = {
      project: defaultProjectStyle(),
      pies: [makePie({ id: -1, main_type: 'HEADER-TITLE', title: 'Draft Show' })],
      updatedAt: '2030-01-01T00:00:00.000Z',
    };
    const failures: unknown[] = [];
    const deps: AdoptDeps = {
      readDraft: () => draft,
      clearDraft: () => {
        draft = null;
      },
      createWithPies: server.createWithPies,
      onCreated: () => undefined,
      onFailed: (error) => failures.push(error),
    };

    expect(await adoptDraft(deps)).toBeNull();
    expect(failures).toHaveLength(1);
    expect(draft).not.toBeNull();
    expect(server.projects).toHaveLength(0);

    expect(await adoptDraft(deps)).toBe(1);
    expect(server.projects).toHaveLength(1);
    expect(server.projects[0]?.pies.map((pie) => pie.title)).toEqual(['Draft Show']);
    expect(draft).toBeNull();

    // Nothing left to adopt: a third sign-in never makes another project.
    expect(await adoptDraft(deps)).toBeNull();
    expect(server.projects).toHaveLength(1);
  });
});
