import type { ContrastProblem } from '@podpie/core';
import { Suspense, useMemo } from 'react';
import { useFocusReturn } from '../../../shared/focus-return.ts';
import type { EditorApi } from '../api/editor-api.ts';
import type { Publishing } from '../hooks/use-publishing.ts';
import { lazyModal } from '../modals/lazy-modal.ts';
import { ModalLoading } from '../modals/modal-loading.tsx';

// Shown only after a publish attempt, so they load then, not with the editor.
const RegisterModal = lazyModal(
  () => import('./register-modal.tsx'),
  (m) => m.RegisterModal,
);
const ContrastWarning = lazyModal(
  () => import('./contrast-warning.tsx'),
  (m) => m.ContrastWarning,
);
const AddressModal = lazyModal(
  () => import('../address/address-modal.tsx'),
  (m) => m.AddressModal,
);
const ConflictModal = lazyModal(
  () => import('./conflict-modal.tsx'),
  (m) => m.ConflictModal,
);

type PublishDialogsProps = {
  publishing: Publishing;
  projectId: number | null;
  api: EditorApi;
  /** Opens where an unreadable colour is set. */
  onFix: (problem: ContrastProblem) => void;
};

/**
 * The dialogs a publish can raise: the sign-up, the page's address at the first publish, the
 * contrast warning, the newer-copy conflict.
 */
export function PublishDialogs({ publishing, projectId, api, onFix }: PublishDialogsProps) {
  const { registering, unreadable, conflict } = publishing;
  const calls = useMemo(() => ({ propose: api.proposeAddress, check: api.checkAddress }), [api]);
  // Publish opened them: focus goes back to it when they close.
  useFocusReturn(
    registering || unreadable !== null || conflict !== null || publishing.choosingAddress,
  );
  return (
    <Suspense fallback={<ModalLoading />}>
      {registering ? (
        <RegisterModal
          name={publishing.showName}
          calls={calls}
          onClose={publishing.stopRegistering}
        />
      ) : null}
      {publishing.choosingAddress ? (
        <AddressModal
          name={publishing.showName}
          projectId={projectId}
          calls={calls}
          busy={publishing.busy}
          refusal={publishing.addressRefusal}
          onChoose={publishing.chooseAddress}
          onCancel={publishing.stopChoosingAddress}
        />
      ) : null}
      {unreadable ? (
        <ContrastWarning
          problems={unreadable}
          onFix={(problem) => {
            publishing.dismissContrast();
            onFix(problem);
          }}
          onCancel={publishing.dismissContrast}
          onPublishAnyway={publishing.publishAnyway}
        />
      ) : null}
      {conflict ? (
        <ConflictModal
          // A newer copy again (a third publish meanwhile) asks afresh.
          key={conflict.newer.piesUpdatedAt}
          busy={publishing.busy}
          conflict={conflict}
          onCancel={publishing.dismissConflict}
          onLoadNewer={publishing.loadNewer}
          onOverwrite={publishing.overwrite}
          onPublishMerged={publishing.publishMerged}
        />
      ) : null}
    </Suspense>
  );
}
