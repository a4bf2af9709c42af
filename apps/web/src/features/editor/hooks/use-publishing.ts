import { type ContrastProblem, contrastProblems } from '@podpie/core';
import { useRef, useState } from 'react';
import { clearDraft, writeDraft } from '../../../shared/draft-storage.ts';
import { notify } from '../../notifications/index.ts';
import {
  type AddressChoice,
  type AddressRefusal,
  addressBody,
  refusalOf,
  showName,
} from '../address/address-choice.ts';
import type { EditorApi } from '../api/editor-api.ts';
import type { MergeChoices } from '../state/merge-page.ts';
import { publishNew } from '../state/publish.ts';
import type { EditorStore } from '../state/use-editor-store.ts';
import { type PublishConflict, usePublishSync } from './use-publish-sync.ts';
import type { ServerCopy } from './use-server-copy.ts';

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
 * Publishing: the contrast check first, the sign-up when signed out, the address at the first
 * publish creating the project, later ones syncing it (use-publish-sync.ts, with its conflicts).
 */
export function usePublishing({
  api,
  store,
  signedIn,
  copy,
  onCreated,
}: PublishingOptions): Publishing {
  const { server, setServer } = copy;
  const { doc } = store;
  const [busy, setBusy] = useState(false);
  const [unreadable, setUnreadable] = useState<readonly ContrastProblem[] | null>(null);
  const [registering, setRegistering] = useState(false);
  const [choosingAddress, setChoosingAddress] = useState(false);
  const [addressRefusal, setAddressRefusal] = useState<AddressRefusal | null>(null);
  const createdId = useRef<number | null>(null);
  const sync = usePublishSync({ api, store, copy, setBusy });

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
    await sync.publishCurrent(projectId);
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
    else void sync.publishCurrent(server.projectId);
  };

  return {
    busy,
    unreadable,
    registering,
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
    conflict: sync.conflict,
    dismissConflict: sync.dismissConflict,
    loadNewer: sync.loadNewer,
    overwrite: sync.overwrite,
    publishMerged: sync.publishMerged,
  };
}
