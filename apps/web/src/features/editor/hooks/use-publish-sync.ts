import { useQueryClient } from '@tanstack/react-query';
import { type Dispatch, type SetStateAction, useState } from 'react';
import { projectsChanged } from '../../../api/query-keys.ts';
import { writeDraft } from '../../../shared/draft-storage.ts';
import { notifier, notify } from '../../notifications/index.ts';
import { type EditorApi, SyncConflict } from '../api/editor-api.ts';
import type { EditorDoc } from '../state/editor-reducer.ts';
import { type MergeChoices, mergePage, type PageMerge } from '../state/merge-page.ts';
import { laterOf, type Published, publishExisting, styleOf } from '../state/publish.ts';
import type { EditorStore } from '../state/use-editor-store.ts';
import type { ServerCopy } from './use-server-copy.ts';

/**
 * A publish the server refused because a newer copy was published elsewhere. `merge` is the
 * three-way merge of this editor's work with it, when the copy both started from is known and
 * the newer one could be read; what both changed differently is left for the owner to choose.
 */
export type PublishConflict = {
  newer: SyncConflict;
  merge: { base: EditorDoc; mine: EditorDoc; theirs: EditorDoc; result: PageMerge } | null;
};

/** One publish: the page to send, the server stamp it was made on and the page of that stamp. */
type Attempt = { doc: EditorDoc; stamp: string | null; base: EditorDoc | null; merged: number };

// Two devices publishing over and over could each keep merging the other's copy; after this
// many automatic merges in one publish the owner is asked instead.
const AUTO_MERGES = 3;

const hasConflicts = (merge: PageMerge) =>
  merge.blockConflicts.length > 0 || merge.styleConflicts.length > 0;

export type PublishSync = {
  conflict: PublishConflict | null;
  /** Publishes this editor's page over the copy it started from. */
  publishCurrent: (projectId: number) => Promise<void>;
  dismissConflict: () => void;
  loadNewer: () => void;
  overwrite: () => void;
  /** Publishes the merge with the owner's choice for each part both sides changed. */
  publishMerged: (choices: MergeChoices) => void;
};

/**
 * Publishing a project that exists: the sync, and a newer server copy merged with this editor's
 * work block by block; only what both changed differently is put to the owner.
 */
export function usePublishSync(options: {
  api: EditorApi;
  store: EditorStore;
  copy: ServerCopy;
  setBusy: Dispatch<SetStateAction<boolean>>;
}): PublishSync {
  const { api, store, copy, setBusy } = options;
  const queryClient = useQueryClient();
  const { server, setServer } = copy;
  const { doc } = store;
  const [conflict, setConflict] = useState<PublishConflict | null>(null);

  const finishPublish = (published: Published) => {
    setServer({
      projectId: published.projectId,
      updatedAt: published.serverUpdatedAt,
      piesUpdatedAt: published.piesUpdatedAt,
      base: published.doc,
      shortLink: published.shortLink,
      // Publishing is asked for the address first, so once published it has been chosen.
      addressChosen: true,
    });
    store.apply({ type: 'published', doc: published.doc, updatedAt: published.serverUpdatedAt });
    writeDraft(published.projectId, { ...published.doc, updatedAt: published.serverUpdatedAt });
    void projectsChanged(queryClient, published.projectId);
  };

  /** The newer copy's page: its blocks came with the 409, its settings are read now. */
  const theirCopy = async (projectId: number, newer: SyncConflict): Promise<EditorDoc> => {
    const view = await api.getProject(projectId);
    return { project: styleOf(view), pies: newer.pies };
  };

  const publishProject = async (projectId: number, attempt: Attempt): Promise<void> => {
    setBusy(true);
    notify({
      type: 'info',
      message: { key: 'messages:projectUpdating.title' },
      description: { key: 'messages:projectUpdating.description' },
      autoReset: false,
    });
    try {
      finishPublish(await publishExisting(api, projectId, attempt.doc, attempt.stamp));
      setConflict(null);
      notify({
        type: 'success',
        message: { key: 'messages:projectUpdated' },
        ...(attempt.merged > 0 ? { description: { key: 'editorExtra:merge.merged' } } : {}),
      });
    } catch (error) {
      if (error instanceof SyncConflict) {
        // The conflict dialog says it all; the red failure toast on top of it would contradict it.
        notifier.reset();
        await mergeWithNewer(projectId, attempt, error);
      } else {
        notify({ type: 'error', message: { key: 'messages:projectUpdateFailed' } });
      }
    } finally {
      setBusy(false);
    }
  };

  const mergeWithNewer = async (projectId: number, attempt: Attempt, newer: SyncConflict) => {
    const theirs =
      attempt.base === null ? null : await theirCopy(projectId, newer).catch(() => null);
    if (attempt.base === null || theirs === null) {
      // Nothing to merge against: the owner loads the newer copy or overwrites it.
      setConflict({ newer, merge: null });
      return;
    }
    const result = mergePage(attempt.base, attempt.doc, theirs);
    if (!hasConflicts(result) && attempt.merged < AUTO_MERGES) {
      await publishProject(projectId, {
        doc: result.doc,
        stamp: newer.piesUpdatedAt,
        base: theirs,
        merged: attempt.merged + 1,
      });
      return;
    }
    setConflict({ newer, merge: { base: attempt.base, mine: attempt.doc, theirs, result } });
  };

  const loadNewer = async (newer: SyncConflict) => {
    if (server.projectId === null) return;
    try {
      const view = await api.getProject(server.projectId);
      const updatedAt = laterOf(view.updated_at, newer.piesUpdatedAt) ?? new Date().toISOString();
      const next = { project: styleOf(view), pies: newer.pies };
      setServer((current) => ({
        ...current,
        updatedAt,
        piesUpdatedAt: newer.piesUpdatedAt,
        base: next,
      }));
      store.apply({ type: 'load', doc: next, updatedAt, editing: false });
      writeDraft(server.projectId, { ...next, updatedAt });
      setConflict(null);
    } catch {
      notify({ type: 'error', message: { key: 'messages:projectNotFound.title' } });
    }
  };

  return {
    conflict,
    publishCurrent: (projectId) =>
      publishProject(projectId, { doc, stamp: server.piesUpdatedAt, base: server.base, merged: 0 }),
    dismissConflict: () => setConflict(null),
    loadNewer: () => {
      if (conflict) void loadNewer(conflict.newer);
    },
    overwrite: () => {
      if (conflict && server.projectId !== null) {
        const stamp = conflict.newer.piesUpdatedAt;
        void publishProject(server.projectId, { doc, stamp, base: null, merged: 0 });
      }
    },
    publishMerged: (choices) => {
      const merge = conflict?.merge;
      if (!merge || server.projectId === null) return;
      const chosen = mergePage(merge.base, merge.mine, merge.theirs, choices);
      void publishProject(server.projectId, {
        doc: chosen.doc,
        stamp: conflict.newer.piesUpdatedAt,
        base: merge.theirs,
        merged: 1,
      });
    },
  };
}
