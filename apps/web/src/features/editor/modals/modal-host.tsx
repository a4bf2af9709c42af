import type { MainType, Pie } from '@podpie/core';
import type { ComponentType } from 'react';
import { type ModalRequest, useEditor } from '../editor-context.tsx';
import { AuthorCardModal } from './author-card-modal.tsx';
import { AuthorsModal } from './authors-modal.tsx';
import type { BlockModalProps } from './block-modal-props.ts';
import { CardInputModal } from './card-input-modal.tsx';
import { ColorSettingsModal } from './color-settings-modal.tsx';
import { CountDownModal } from './count-down-modal.tsx';
import { HeaderTitleModal } from './header-title-modal.tsx';
import { LinkInputModal } from './link-input-modal.tsx';
import { MailingListModal } from './mailing-list-modal.tsx';
import { NetworkModal } from './network-modal.tsx';
import { PlatformBadgeModal } from './platform-badge-modal.tsx';
import { PodcastFeedModal } from './podcast-feed-modal.tsx';
import { QrDialog } from './qr-dialog.tsx';
import { SortNetworkModal } from './sort-network-modal.tsx';
import { TextInputModal } from './text-input-modal.tsx';
import { TipUsBadgeModal } from './tip-us-badge-modal.tsx';

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

/** The open modal, wired to the editor's store. */
export function ModalHost({ request }: { request: ModalRequest | null }) {
  const { store, closeModal, openModal, announceDeleted } = useEditor();
  if (!request) return null;

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
      return <ColorSettingsModal onClose={closeModal} />;
    case 'network':
      return <NetworkModal key={request.group} group={request.group} onClose={closeModal} />;
    case 'sort-network':
      return <SortNetworkModal key={request.group} group={request.group} onClose={closeModal} />;
    case 'qr':
      return <QrDialog onClose={closeModal} />;
  }
}
