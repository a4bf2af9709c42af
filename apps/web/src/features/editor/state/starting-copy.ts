import {
  chooseCopy,
  defaultProjectStyle,
  isPublishOffered,
  type Pie,
  type ProjectStyle,
  piesFromDefaults,
  type Random,
} from '@podpie/core';
import type { Draft } from '../../../shared/draft-storage.ts';
import type { EditorDoc } from './editor-reducer.ts';

export type ServerCopy = { project: ProjectStyle; pies: Pie[]; updatedAt: string | null };

export type StartingCopy = {
  doc: EditorDoc;
  updatedAt: string;
  /** True when the local copy holds work the server has not seen. */
  editing: boolean;
  source: 'local' | 'server';
};

/**
 * SPEC.md §4: on load the local copy wins when it is at least as new as the server's; otherwise
 * the server copy replaces it. Publishing is offered when the local copy is newer.
 */
export function startingCopy(server: ServerCopy, local: Draft | null, now: Date): StartingCopy {
  if (local && chooseCopy(local.updatedAt, server.updatedAt) === 'local') {
    return {
      doc: { project: local.project, pies: local.pies },
      updatedAt: local.updatedAt,
      editing: isPublishOffered(local.updatedAt, server.updatedAt),
      source: 'local',
    };
  }
  return {
    doc: { project: server.project, pies: server.pies },
    updatedAt: server.updatedAt ?? now.toISOString(),
    editing: false,
    source: 'server',
  };
}

/**
 * Work that has no project yet: the browser draft when there is one, else a fresh page with the
 * default messenger, social and podcast entries ready to be filled in.
 */
export function startingDraft(local: Draft | null, now: Date, random: Random): StartingCopy {
  if (local) {
    return {
      doc: { project: local.project, pies: local.pies },
      updatedAt: local.updatedAt,
      editing: true,
      source: 'local',
    };
  }
  return {
    doc: { project: defaultProjectStyle(), pies: piesFromDefaults(random) },
    updatedAt: now.toISOString(),
    editing: false,
    source: 'server',
  };
}
