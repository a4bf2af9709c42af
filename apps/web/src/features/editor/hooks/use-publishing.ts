import { type ContrastProblem, contrastProblems } from '@podpie/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { projectsChanged } from '../../../api/query-keys.ts';
import { clearDraft, writeDraft } from '../../../shared/draft-storage.ts';
import { notifier, notify } from '../../notifications/index.ts';
import {
  type AddressChoice,
  type AddressRefusal,
  addressBody,
  refusalOf,
  showName,
} from '../address/address-choice.ts';
import { type EditorApi, SyncConflict } from '../api/editor-api.ts';
import type { EditorDoc } from '../state/editor-reducer.ts';
import { type MergeChoices, mergePage, type PageMerge } from '../state/merge-page.ts';
import { laterOf, type Published, publishExisting, publishNew, styleOf } from '../state/publish.ts';
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

type PublishingOptions = {
  api: EditorApi;
  store: EditorStore;
  signedIn: boolean;
  copy: ServerCopy;
  /** Opens a project once the draft has been created on the server. */
  onCreated: (projectId: number) => void;
};

/** Where a publish stands, and what the owner can do about it. */
export type Publishing = {
  busy: boolean;
  /** Colours a visitor could not read, found before publishing. */
  unreadable: readonly ContrastProblem[] | null;
  /** Signed out: the sign-up that turns the draft into the first project is open. */
  registering: boolean;
  /** The server holds a newer copy than the one this editor started from, and it cannot merge alone. */
  conflict: PublishConflict | null;
  /** The first publish asks for the page's address first. */
  choosingAddress: boolean;
  /** The address the server refused at publish, and why. */
  addressRefusal: AddressRefusal | null;
  /** The show's name the address is proposed from. */
  showName: string;
  publish: () => void;
  /** Publishes at the chosen address (or the random one kept). */
  chooseAddress: (choice: AddressChoice) => void;
  stopChoosingAddress: () => void;
  publishAnyway: () => void;
  dismissContrast: () => void;
  stopRegistering: () => void;
  dismissConflict: () => void;
  loadNewer: () => void;
  overwrite: () => void;
  /** Publishes the merge with the owner's choice for each part both sides changed. */
  publishMerged: (choices: MergeChoices) => void;
};

/**
 * Publishing and its conflicts: the contrast check first, the sign-up when signed out, the first
 * publish creating the project, later ones syncing it. A newer server copy is merged with this
 * editor's work block by block; only what both changed differently is put to the owner.
 */
export function usePublishing({
  api,
  store,
  signedIn,
  copy,
  onCreated,
}: PublishingOptions): Publishing {
  const queryClient = useQueryClient();
  const { server, setServer } = copy;
  const { doc } = store;
  const [busy, setBusy] = useState(false);
  const [unreadable, setUnreadable] = useState<readonly ContrastProblem[] | null>(null);
  const [registering, setRegistering] = useState(false);
  const [conflict, setConflict] = useState<PublishConflict | null>(null);
  const [choosingAddress, setChoosingAddress] = useState(false);
  const [addressRefusal, setAddressRefusal] = useState<AddressRefusal | null>(null);
  const createdId = useRef<number | null>(null);

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

  const createProject = async (choice: AddressChoice) => {
    setBusy(true);
    try {
      const published = await publishNew(
        api,
        doc,
        createdId.current,
        (id) => {
          createdId.current = id;
        },
        addressBody(choice),
      );
      setChoosingAddress(false);
      clearDraft('draft');
      writeDraft(published.projectId, { ...published.doc, updatedAt: published.serverUpdatedAt });
      notify({
        type: 'success',
        message: { key: 'messages:success' },
        description: { key: 'messages:projectCreated.description' },
      });
      onCreated(published.projectId);
    } catch (error) {
      // Taken in the meantime: nothing was stored, and the owner picks another address.
      const refusal = refusalOf(error, choice);
      if (refusal) {
        setAddressRefusal(refusal);
        return;
      }
      setChoosingAddress(false);
      notify({
        type: 'error',
        message: { key: 'messages:error' },
        description: { key: 'messages:projectCreateFailed.description' },
      });
    } finally {
      setBusy(false);
    }
  };

  /** The address first, on its own: a refused one leaves the page as it was, unpublished. */
  const chooseThenPublish = async (projectId: number, choice: AddressChoice) => {
    setBusy(true);
    try {
      const view = await api.updateProject(projectId, addressBody(choice));
      setServer((current) => ({ ...current, addressChosen: true, shortLink: view.short_link }));
    } catch (error) {
      setBusy(false);
      const refusal = refusalOf(error, choice);
      if (refusal) setAddressRefusal(refusal);
      else notify({ type: 'error', message: { key: 'messages:projectUpdateFailed' } });
      return;
    }
    setChoosingAddress(false);
    await publishProject(projectId, {
      doc,
      stamp: server.piesUpdatedAt,
      base: server.base,
      merged: 0,
    });
  };

  const publishNow = () => {
    if (!signedIn) {
      // The sign-up turns the stored draft into the first project, so it must be stored now.
      writeDraft('draft', { ...doc, updatedAt: store.state.updatedAt });
      setRegistering(true);
    } else if (!server.addressChosen) {
      setAddressRefusal(null);
      setChoosingAddress(true);
    } else if (server.projectId === null) void createProject({ keepRandom: true });
    else {
      void publishProject(server.projectId, {
        doc,
        stamp: server.piesUpdatedAt,
        base: server.base,
        merged: 0,
      });
    }
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
    busy,
    unreadable,
    registering,
    conflict,
    choosingAddress,
    addressRefusal,
    showName: showName(doc.pies),
    publish: () => {
      const problems = contrastProblems(doc.project, doc.pies);
      if (problems.length > 0) setUnreadable(problems);
      else publishNow();
    },
    publishAnyway: () => {
      setUnreadable(null);
      publishNow();
    },
    chooseAddress: (choice) => {
      if (server.projectId === null) void createProject(choice);
      else void chooseThenPublish(server.projectId, choice);
    },
    stopChoosingAddress: () => setChoosingAddress(false),
    dismissContrast: () => setUnreadable(null),
    stopRegistering: () => setRegistering(false),
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
