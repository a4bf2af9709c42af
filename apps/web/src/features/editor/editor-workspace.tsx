import { isPublishOffered, type Pie, tempId } from '@podpie/core';
import { backdropStyle } from '@podpie/page';
import { ConfigProvider, Grid } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { StaticIconStyles } from '../../shared/antd-theme.tsx';
import { clearDraft } from '../../shared/draft-storage.ts';
import { notify } from '../notifications/index.ts';
import type { EditorApi } from './api/editor-api.ts';
import { EditorContext, type EditorContextValue } from './editor-context.tsx';
import { useBlockModals } from './hooks/use-block-modals.ts';
import { useFeedEpisodes } from './hooks/use-feed-episodes.ts';
import { useOtherTabNotice } from './hooks/use-other-tab-notice.ts';
import { usePreviewClock } from './hooks/use-preview-clock.ts';
import { usePublishing } from './hooks/use-publishing.ts';
import { type ServerState, useServerCopy } from './hooks/use-server-copy.ts';
import { useUndoOffer } from './hooks/use-undo-offer.ts';
import { EditorBody } from './layout/editor-body.tsx';
import { EditorHeader } from './layout/editor-header.tsx';
import { PagePreview } from './layout/page-preview.tsx';
import { PublishArea } from './layout/publish-area.tsx';
import { PublishDialogs } from './layout/publish-dialogs.tsx';
import { UndoOfferNotice } from './layout/undo-offer.tsx';
import { ModalHost } from './modals/modal-host.tsx';
import { artworkPatch } from './state/artwork-patch.ts';
import type { EditorState } from './state/editor-reducer.ts';
import { LiveDraftContext, withLiveDraft } from './state/live-draft.ts';
import { startingDraft } from './state/starting-copy.ts';
import './editor.css';
import { useEditorStore } from './state/use-editor-store.ts';
import { useUndoShortcuts } from './state/use-undo-shortcuts.ts';

type EditorWorkspaceProps = {
  api: EditorApi;
  signedIn: boolean;
  initial: EditorState;
  server: ServerState;
  /** Opens a project once the draft has been created on the server. */
  onCreated: (projectId: number) => void;
};

/** Every editor dialog: a full-screen sheet on phones, docked beside the page on wide screens. */
const SHEET_MODALS = { className: 'editor-sheet' };

/** The editor once its starting copy is known: header, live page, menus, publish area, modals. */
export function EditorWorkspace({
  api,
  signedIn,
  initial,
  server: start,
  onCreated,
}: EditorWorkspaceProps) {
  const copy = useServerCopy(start);
  const { server } = copy;
  const onOtherTab = useOtherTabNotice();
  const store = useEditorStore({
    draftKey: server.projectId ?? 'draft',
    initial,
    now: copy.now,
    onOtherTab,
  });
  const { doc } = store;
  const modals = useBlockModals({ api, signedIn, pies: doc.pies });
  const publishing = usePublishing({ api, store, signedIn, copy, onCreated });
  const undoOffer = useUndoOffer();
  const [livePie, setLivePie] = useState<Pie | null>(null);
  const previewPies = useMemo(() => withLiveDraft(doc.pies, livePie), [doc.pies, livePie]);
  const { episodes, remember } = useFeedEpisodes(api, doc.pies);
  const previewNow = usePreviewClock(doc.pies);
  const wide = Grid.useBreakpoint().xl === true;
  const navigate = useNavigate();

  useUndoShortcuts(
    store,
    modals.request === null &&
      !publishing.registering &&
      !publishing.choosingAddress &&
      publishing.conflict === null,
  );

  // Until its owner chooses the address, a page's random one is not handed out (link, QR code).
  const liveLink = server.addressChosen ? server.shortLink : null;
  const { open: openModal, close: closeModal } = modals;
  const context = useMemo<EditorContextValue>(
    () => ({
      store,
      api,
      signedIn,
      shortLink: liveLink,
      projectId: server.projectId,
      openModal,
      closeModal,
      newTempId: () => tempId(Math.random),
      rememberEpisodes: remember,
      announceDeleted: undoOffer.announce,
    }),
    [
      store,
      api,
      signedIn,
      liveLink,
      server.projectId,
      openModal,
      closeModal,
      remember,
      undoOffer.announce,
    ],
  );

  const movePie = useCallback(
    (activeId: number, overId: number) => store.apply({ type: 'move-pie', activeId, overId }),
    [store],
  );

  // Signed out only: the draft goes and the visitor starts over at step 1 of the quick start,
  // with none of the guide's router state (the editor opened afresh would not show the guide).
  const reset = () => {
    clearDraft('draft');
    const fresh = startingDraft(null, new Date(), Math.random);
    store.apply({ type: 'load', doc: fresh.doc, updatedAt: fresh.updatedAt, editing: false });
    notify({ type: 'success', message: { key: 'editorExtra:resetDone' } });
    navigate('/quickstart', { replace: true, state: null });
  };

  // An address not chosen yet keeps Publish offered: it asks for the address first.
  const offered =
    server.projectId === null ||
    !server.addressChosen ||
    isPublishOffered(store.state.updatedAt, server.updatedAt);
  const docked = modals.request !== null && wide;

  return (
    <EditorContext value={context}>
      <LiveDraftContext value={setLivePie}>
        <ConfigProvider modal={SHEET_MODALS}>
          <StaticIconStyles>
            <div
              className={docked ? 'editor-root editor-docked' : 'editor-root'}
              // The owner's own page background, behind the editor as behind the published page.
              style={backdropStyle(doc.project)}
            >
              <EditorHeader
                signedIn={signedIn}
                canUndo={store.canUndo}
                canRedo={store.canRedo}
                hasShortLink={liveLink !== null}
                hasArtwork={Boolean(doc.project.artwork_cdnUrl ?? doc.project.artwork_originalUrl)}
                onRemoveArtwork={() => {
                  store.apply({ type: 'patch-project', patch: artworkPatch(null) });
                  undoOffer.announce('artwork');
                }}
                onUndo={store.undo}
                onRedo={store.redo}
                onReset={reset}
                onArtwork={(image) =>
                  store.apply({ type: 'patch-project', patch: artworkPatch(image) })
                }
                onSettings={() => openModal({ kind: 'color-settings' })}
                onQr={() => openModal({ kind: 'qr' })}
              />
              <EditorBody
                busy={publishing.busy}
                live={server.shortLink !== null}
                hasHeader={doc.pies.some((pie) => pie.main_type === 'HEADER-TITLE')}
                modals={modals}
              >
                <PagePreview
                  project={doc.project}
                  pies={previewPies}
                  episodes={episodes}
                  now={previewNow}
                  onOpen={modals.openPie}
                  onMove={movePie}
                />
              </EditorBody>
              <PublishArea
                offered={offered}
                publishing={publishing.busy}
                shortLink={liveLink}
                onPublish={publishing.publish}
              />
            </div>
            {undoOffer.shown ? (
              <UndoOfferNotice
                what={undoOffer.shown}
                onUndo={() => {
                  store.undo();
                  undoOffer.dismiss();
                }}
              />
            ) : null}
            <ModalHost request={modals.request} />
            <PublishDialogs
              publishing={publishing}
              projectId={server.projectId}
              api={api}
              onFix={modals.fixContrast}
            />
          </StaticIconStyles>
        </ConfigProvider>
      </LiveDraftContext>
    </EditorContext>
  );
}
