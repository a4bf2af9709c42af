import type { MainType, Pie } from '@podpie/core';
import { type ComponentType, Suspense } from 'react';
import { type ModalRequest, useEditor } from '../editor-context.tsx';
import type { BlockModalProps } from './block-modal-props.ts';
import { lazyModal } from './lazy-modal.ts';
import { ModalLoading } from './modal-loading.tsx';

// Each modal is a chunk of its own, fetched when first opened: the date and colour pickers, the
// upload field and the QR code are not needed to draw the editor.
const HeaderTitleModal = lazyModal(
  () => import('./header-title-modal.tsx'),
  (m) => m.HeaderTitleModal,
);
const TextInputModal = lazyModal(
  () => import('./text-input-modal.tsx'),
  (m) => m.TextInputModal,
);
const LinkInputModal = lazyModal(
  () => import('./link-input-modal.tsx'),
  (m) => m.LinkInputModal,
);
const CardInputModal = lazyModal(
  () => import('./card-input-modal.tsx'),
  (m) => m.CardInputModal,
);
const PodcastFeedModal = lazyModal(
  () => import('./podcast-feed-modal.tsx'),
  (m) => m.PodcastFeedModal,
);
const CountDownModal = lazyModal(
  () => import('./count-down-modal.tsx'),
  (m) => m.CountDownModal,
);
const PlatformBadgeModal = lazyModal(
  () => import('./platform-badge-modal.tsx'),
  (m) => m.PlatformBadgeModal,
);
const TipUsBadgeModal = lazyModal(
  () => import('./tip-us-badge-modal.tsx'),
  (m) => m.TipUsBadgeModal,
);
const MailingListModal = lazyModal(
  () => import('./mailing-list-modal.tsx'),
  (m) => m.MailingListModal,
);
const AuthorCardModal = lazyModal(
  () => import('./author-card-modal.tsx'),
  (m) => m.AuthorCardModal,
);
const AuthorsModal = lazyModal(
  () => import('./authors-modal.tsx'),
  (m) => m.AuthorsModal,
);
const ColorSettingsModal = lazyModal(
  () => import('./color-settings-modal.tsx'),
  (m) => m.ColorSettingsModal,
);
const NetworkModal = lazyModal(
  () => import('./network-modal.tsx'),
  (m) => m.NetworkModal,
);
const SortNetworkModal = lazyModal(
  () => import('./sort-network-modal.tsx'),
  (m) => m.SortNetworkModal,
);
const QrDialog = lazyModal(
  () => import('./qr-dialog.tsx'),
  (m) => m.QrDialog,
);

/** The modal of every block edited one at a time; the icon groups have their own below. */
const BLOCK_MODALS: Partial<Record<MainType, ComponentType<BlockModalProps>>> = {
  'HEADER-TITLE': HeaderTitleModal,
  'TEXT-INPUT': TextInputModal,
  'LINK-INPUT': LinkInputModal,
  'CARD-INPUT': CardInputModal,
  'PODCAST-FEED': PodcastFeedModal,
  'COUNT-DOWN': CountDownModal,
  'PLATFORM-BADGE': PlatformBadgeModal,
  'TIP-US-BADGE': TipUsBadgeModal,
  'MAILING-LIST': MailingListModal,
  AUTHORS: AuthorCardModal,
};

/** The open modal, wired to the editor's store; a spinner stands in while its code loads. */
export function ModalHost({ request }: { request: ModalRequest | null }) {
  if (!request) return null;
  return (
    <Suspense fallback={<ModalLoading />}>
      <OpenModal request={request} />
    </Suspense>
  );
}

function OpenModal({ request }: { request: ModalRequest }) {
  const { store, closeModal, openModal, announceDeleted } = useEditor();

  const blockProps = (pie: Pie, isNew: boolean, afterwards: () => void): BlockModalProps => ({
    pie,
    isNew,
    onSave: (edited) => {
      store.apply({ type: 'save-pie', pie: edited });
      afterwards();
    },
    onDelete: () => {
      store.apply({ type: 'remove-pie', id: pie.id });
      afterwards();
      announceDeleted();
    },
    onClose: afterwards,
  });

  switch (request.kind) {
    case 'block': {
      const Modal = BLOCK_MODALS[request.pie.main_type];
      if (!Modal) return null;
      // Keyed by block so switching blocks starts a fresh draft.
      return <Modal key={request.pie.id} {...blockProps(request.pie, request.isNew, closeModal)} />;
    }
    case 'author':
      return (
        <AuthorCardModal
          key={request.pie.id}
          {...blockProps(
            request.pie,
            request.isNew,
            request.fromList ? () => openModal({ kind: 'authors' }) : closeModal,
          )}
        />
      );
    case 'authors':
      return <AuthorsModal onClose={closeModal} />;
    case 'color-settings':
      return <ColorSettingsModal section={request.section} onClose={closeModal} />;
    case 'network':
      return <NetworkModal key={request.group} group={request.group} onClose={closeModal} />;
    case 'sort-network':
      return <SortNetworkModal key={request.group} group={request.group} onClose={closeModal} />;
    case 'qr':
      return <QrDialog onClose={closeModal} />;
  }
}
