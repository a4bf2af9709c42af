import {
  type AddBlockEntry,
  type ContrastProblem,
  mailingRefusal,
  newMailingPie,
  type Pie,
  tempId,
} from '@podpie/core';
import { useCallback, useState } from 'react';
import { focusedOpener, useFocusReturn } from '../../../shared/focus-return.ts';
import { notify } from '../../notifications/index.ts';
import type { EditorApi } from '../api/editor-api.ts';
import type { ModalRequest, NetworkGroup } from '../editor-context.tsx';
import { newBlockFor, newHeaderTitlePie } from '../new-blocks.ts';

type BlockModalsOptions = {
  api: EditorApi;
  signedIn: boolean;
  pies: readonly Pie[];
};

/** Which modal is open, and the ways the page, its menus and its warnings open one. */
export type BlockModals = {
  request: ModalRequest | null;
  open: (request: ModalRequest) => void;
  close: () => void;
  /** The modal that edits a block drawn on the page. */
  openPie: (pie: Pie) => void;
  /** A new block of an Add Block entry; a mailing block first needs a connected list. */
  addBlock: (entry: AddBlockEntry) => Promise<void>;
  addHeaderTitle: () => void;
  /** Where a colour a visitor could not read is set: its block, or the page's colours. */
  fixContrast: (problem: ContrastProblem) => void;
};

const isNetworkGroup = (type: Pie['main_type']): type is NetworkGroup =>
  type === 'MESSENGERS' || type === 'SOCIAL-NETWORKS' || type === 'PODCAST-NETWORK';

/** The editor's open modal and what opens one. */
export function useBlockModals({ api, signedIn, pies }: BlockModalsOptions): BlockModals {
  const [request, setRequestNow] = useState<ModalRequest | null>(null);
  const { remember } = useFocusReturn(request !== null);
  // Every way in notes what the owner acted on, so closing the modal brings focus back there.
  const setRequest = useCallback(
    (next: ModalRequest, from?: HTMLElement | null) => {
      remember(from);
      setRequestNow(next);
    },
    [remember],
  );

  const openPie = useCallback(
    (pie: Pie) => {
      if (isNetworkGroup(pie.main_type)) setRequest({ kind: 'network', group: pie.main_type });
      else if (pie.main_type === 'AUTHORS') setRequest({ kind: 'author', pie, isNew: false });
      else setRequest({ kind: 'block', pie, isNew: false });
    },
    [setRequest],
  );

  const addBlock = async (entry: AddBlockEntry) => {
    // Before the mailing lists are fetched, while focus is still where the owner left it.
    const from = focusedOpener();
    if (entry.type !== 'MAILING-LIST') {
      setRequest(
        { kind: 'block', pie: newBlockFor(entry, tempId(Math.random)), isNew: true },
        from,
      );
      return;
    }
    const integrations = signedIn ? await api.mailingIntegrations().catch(() => []) : [];
    const refusal = mailingRefusal({ signedIn, integrations });
    if (refusal) {
      notify({
        type: 'error',
        message: { key: signedIn ? 'messages:mailingNoIntegrations' : 'messages:mailingSignedOut' },
      });
      return;
    }
    const first = integrations[0];
    const lists = first ? await api.mailingLists(first.id).catch(() => []) : [];
    setRequest(
      { kind: 'block', pie: newMailingPie(Math.random, integrations, lists), isNew: true },
      from,
    );
  };

  const close = useCallback(() => setRequestNow(null), []);

  /** Opens the very panel whose colour is at fault, on the part of it that holds the colour. */
  const fixContrast = ({ fix }: ContrastProblem) => {
    const pie = fix.panel === 'block' ? pies.find((candidate) => candidate.id === fix.pieId) : null;
    if (pie) openPie(pie);
    else if (fix.panel === 'network') setRequest({ kind: 'network', group: fix.group });
    else setRequest({ kind: 'color-settings', section: 'button' });
  };

  return {
    request,
    open: setRequest,
    close,
    openPie,
    addBlock,
    addHeaderTitle: () =>
      setRequest({ kind: 'block', pie: newHeaderTitlePie(tempId(Math.random)), isNew: true }),
    fixContrast,
  };
}
