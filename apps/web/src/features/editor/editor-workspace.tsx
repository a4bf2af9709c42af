import {
  type AddBlockEntry,
  type ContrastProblem,
  contrastProblems,
  isPublishOffered,
  mailingRefusal,
  newMailingPie,
  type Pie,
  tempId,
} from '@podpie/core';
import { pageBackground } from '@podpie/page';
import { useQueryClient } from '@tanstack/react-query';
import { Button, ConfigProvider, Grid, Space, Spin } from 'antd';
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { projectsChanged } from '../../api/query-keys.ts';
import { notifier, notify } from '../notifications/index.ts';
import { type EditorApi, SyncConflict } from './api/editor-api.ts';
import { clearDraft, writeDraft } from './draft-storage.ts';
import {
  EditorContext,
  type EditorContextValue,
  type ModalRequest,
  type NetworkGroup,
} from './editor-context.tsx';
import { useFeedEpisodes } from './hooks/use-feed-episodes.ts';
import { usePreviewClock } from './hooks/use-preview-clock.ts';
import { AddBlockMenu } from './layout/add-block-menu.tsx';
import { cameFromQuickstart } from './layout/came-from-quickstart.ts';
import { EditorHeader } from './layout/editor-header.tsx';
import { PagePreview } from './layout/page-preview.tsx';
import { PublishArea } from './layout/publish-area.tsx';
import { lazyModal } from './modals/lazy-modal.ts';
import { ModalHost } from './modals/modal-host.tsx';
import { ModalLoading } from './modals/modal-loading.tsx';
import { newBlockFor, newHeaderTitlePie } from './new-blocks.ts';
import type { EditorState } from './state/editor-reducer.ts';
import { LiveDraftContext, withLiveDraft } from './state/live-draft.ts';
import { laterOf, publishExisting, publishNew, styleOf } from './state/publish.ts';
import { startingDraft } from './state/starting-copy.ts';
import './editor.css';
import { useEditorStore } from './state/use-editor-store.ts';
import { useUndoShortcuts } from './state/use-undo-shortcuts.ts';

// Shown only after a publish attempt, so they load then, not with the editor.
const RegisterModal = lazyModal(
  () => import('./layout/register-modal.tsx'),
  (m) => m.RegisterModal,
);
const ContrastWarning = lazyModal(
  () => import('./layout/contrast-warning.tsx'),
  (m) => m.ContrastWarning,
);
const ConflictModal = lazyModal(
  () => import('./layout/conflict-modal.tsx'),
  (m) => m.ConflictModal,
);
// Only the owner arriving from the quick start sees the guide.
const QuickstartGuide = lazyModal(
  () => import('./layout/quickstart-guide.tsx'),
  (m) => m.QuickstartGuide,
);

/** What the editor knows about the server copy. */
export type ServerState = {
  projectId: number | null;
  /** Later of the project's updated_at and pies_updated_at; null before the first publish. */
  updatedAt: string | null;
  /** Sent with a sync so a newer copy elsewhere answers 409 instead of being overwritten. */
  piesUpdatedAt: string | null;
  shortLink: string | null;
};

type EditorWorkspaceProps = {
  api: EditorApi;
  signedIn: boolean;
  initial: EditorState;
  server: ServerState;
  /** Opens a project once the draft has been created on the server. */
  onCreated: (projectId: number) => void;
};

const GROUP_BUTTONS: ReadonlyArray<{ group: NetworkGroup | 'AUTHORS'; label: string }> = [
  { group: 'PODCAST-NETWORK', label: 'editor:body.addPodcasts' },
  { group: 'AUTHORS', label: 'editor:body.addAuthors' },
  { group: 'MESSENGERS', label: 'editor:body.addMessengers' },
  { group: 'SOCIAL-NETWORKS', label: 'editor:body.addSocials' },
];

const UNDO_OFFER_MS = 8000;
/** Every editor dialog: a full-screen sheet on phones, docked beside the page on wide screens. */
const SHEET_MODALS = { className: 'editor-sheet' };

const isNetworkGroup = (type: Pie['main_type']): type is NetworkGroup =>
  type === 'MESSENGERS' || type === 'SOCIAL-NETWORKS' || type === 'PODCAST-NETWORK';

/** The editor once its starting copy is known: header, live page, menus, publish area, modals. */
export function EditorWorkspace({
  api,
  signedIn,
  initial,
  server: start,
  onCreated,
}: EditorWorkspaceProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [server, setServer] = useState(start);
  const serverRef = useRef(server);
  serverRef.current = server;
  const draftKey = server.projectId ?? 'draft';

  // A change is never stamped before the server copy it was made on, whatever this clock says.
  const now = useCallback(() => {
    const floor = serverRef.current.updatedAt ? Date.parse(serverRef.current.updatedAt) : 0;
    return Math.max(Date.now(), Number.isNaN(floor) ? 0 : floor + 1);
  }, []);
  const toldOfOtherTab = useRef(false);
  const onOtherTab = useCallback(() => {
    if (toldOfOtherTab.current) return;
    toldOfOtherTab.current = true;
    notify({ type: 'info', message: { key: 'editor:trust.otherTab' } });
  }, []);
  const store = useEditorStore({ draftKey, initial, now, onOtherTab });
  const { doc } = store;

  const [modal, setModal] = useState<ModalRequest | null>(null);
  const [registering, setRegistering] = useState(false);
  const [conflict, setConflict] = useState<SyncConflict | null>(null);
  const [publishing, setPublishing] = useState(false);
  const location = useLocation();
  const [guided, setGuided] = useState(() => cameFromQuickstart(location.state));
  const [livePie, setLivePie] = useState<Pie | null>(null);
  const [deletedAt, setDeletedAt] = useState<number | null>(null);
  const wide = Grid.useBreakpoint().xl === true;
  const previewPies = useMemo(() => withLiveDraft(doc.pies, livePie), [doc.pies, livePie]);
  const [unreadable, setUnreadable] = useState<readonly ContrastProblem[] | null>(null);
  const createdId = useRef<number | null>(null);
  const { episodes, remember } = useFeedEpisodes(api, doc.pies);
  const previewNow = usePreviewClock(doc.pies);

  useUndoShortcuts(store, modal === null && !registering && conflict === null);

  // The undo offer after a delete stays long enough to read and reach, then goes.
  useEffect(() => {
    if (deletedAt === null) return;
    const timer = setTimeout(() => setDeletedAt(null), UNDO_OFFER_MS);
    return () => clearTimeout(timer);
  }, [deletedAt]);

  const context = useMemo<EditorContextValue>(
    () => ({
      store,
      api,
      signedIn,
      shortLink: server.shortLink,
      openModal: setModal,
      closeModal: () => setModal(null),
      newTempId: () => tempId(Math.random),
      rememberEpisodes: remember,
      announceDeleted: () => setDeletedAt(Date.now()),
    }),
    [store, api, signedIn, server.shortLink, remember],
  );

  const openPie = useCallback((pie: Pie) => {
    if (isNetworkGroup(pie.main_type)) setModal({ kind: 'network', group: pie.main_type });
    else if (pie.main_type === 'AUTHORS') setModal({ kind: 'author', pie, isNew: false });
    else setModal({ kind: 'block', pie, isNew: false });
  }, []);
  const movePie = useCallback(
    (activeId: number, overId: number) => store.apply({ type: 'move-pie', activeId, overId }),
    [store],
  );

  const addBlock = async (entry: AddBlockEntry) => {
    if (entry.type !== 'MAILING-LIST') {
      setModal({ kind: 'block', pie: newBlockFor(entry, tempId(Math.random)), isNew: true });
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
    setModal({ kind: 'block', pie: newMailingPie(Math.random, integrations, lists), isNew: true });
  };

  const finishPublish = (published: Awaited<ReturnType<typeof publishExisting>>) => {
    setServer({
      projectId: published.projectId,
      updatedAt: published.serverUpdatedAt,
      piesUpdatedAt: published.piesUpdatedAt,
      shortLink: published.shortLink,
    });
    store.apply({ type: 'published', doc: published.doc, updatedAt: published.serverUpdatedAt });
    writeDraft(published.projectId, { ...published.doc, updatedAt: published.serverUpdatedAt });
    void projectsChanged(queryClient, published.projectId);
  };

  const publishProject = async (projectId: number, base: string | null) => {
    setPublishing(true);
    notify({
      type: 'info',
      message: { key: 'messages:projectUpdating.title' },
      description: { key: 'messages:projectUpdating.description' },
      autoReset: false,
    });
    try {
      finishPublish(await publishExisting(api, projectId, doc, base));
      setConflict(null);
      notify({ type: 'success', message: { key: 'messages:projectUpdated' } });
    } catch (error) {
      if (error instanceof SyncConflict) {
        // The conflict dialog says it all; the red failure toast on top of it would contradict it.
        notifier.reset();
        setConflict(error);
      } else {
        notify({ type: 'error', message: { key: 'messages:projectUpdateFailed' } });
      }
    } finally {
      setPublishing(false);
    }
  };

  const createProject = async () => {
    setPublishing(true);
    try {
      const published = await publishNew(api, doc, createdId.current, (id) => {
        createdId.current = id;
      });
      clearDraft('draft');
      writeDraft(published.projectId, { ...published.doc, updatedAt: published.serverUpdatedAt });
      notify({
        type: 'success',
        message: { key: 'messages:success' },
        description: { key: 'messages:projectCreated.description' },
      });
      onCreated(published.projectId);
    } catch {
      notify({
        type: 'error',
        message: { key: 'messages:error' },
        description: { key: 'messages:projectCreateFailed.description' },
      });
    } finally {
      setPublishing(false);
    }
  };

  const publish = () => {
    const problems = contrastProblems(doc.project, doc.pies);
    if (problems.length > 0) setUnreadable(problems);
    else publishNow();
  };

  const fixContrast = (problem: ContrastProblem) => {
    setUnreadable(null);
    const pie = doc.pies.find((candidate) => candidate.id === problem.pieId);
    if (pie) openPie(pie);
    else setModal({ kind: 'color-settings' });
  };

  const publishNow = () => {
    if (!signedIn) {
      // The sign-up turns the stored draft into the first project, so it must be stored now.
      writeDraft('draft', { ...doc, updatedAt: store.state.updatedAt });
      setRegistering(true);
    } else if (server.projectId === null) void createProject();
    else void publishProject(server.projectId, server.piesUpdatedAt);
  };

  const loadNewer = async (newer: SyncConflict) => {
    if (server.projectId === null) return;
    try {
      const view = await api.getProject(server.projectId);
      const updatedAt = laterOf(view.updated_at, newer.piesUpdatedAt) ?? new Date().toISOString();
      const next = { project: styleOf(view), pies: newer.pies };
      setServer((current) => ({ ...current, updatedAt, piesUpdatedAt: newer.piesUpdatedAt }));
      store.apply({ type: 'load', doc: next, updatedAt, editing: false });
      writeDraft(server.projectId, { ...next, updatedAt });
      setConflict(null);
    } catch {
      notify({ type: 'error', message: { key: 'messages:projectNotFound.title' } });
    }
  };

  const reset = () => {
    clearDraft('draft');
    const fresh = startingDraft(null, new Date(), Math.random);
    store.apply({ type: 'load', doc: fresh.doc, updatedAt: fresh.updatedAt, editing: false });
    notify({ type: 'success', message: { key: 'editorExtra:resetDone' } });
  };

  const offered =
    server.projectId === null || isPublishOffered(store.state.updatedAt, server.updatedAt);
  const hasHeader = doc.pies.some((pie) => pie.main_type === 'HEADER-TITLE');

  return (
    <EditorContext value={context}>
      <LiveDraftContext value={setLivePie}>
        <ConfigProvider modal={SHEET_MODALS}>
          <div
            className={modal !== null && wide ? 'editor-root editor-docked' : 'editor-root'}
            style={{
              minHeight: '100vh',
              display: 'flex',
              flexDirection: 'column',
              background: pageBackground(doc.project),
            }}
          >
            <EditorHeader
              signedIn={signedIn}
              canUndo={store.canUndo}
              canRedo={store.canRedo}
              hasShortLink={server.shortLink !== null}
              hasArtwork={Boolean(doc.project.artwork_cdnUrl ?? doc.project.artwork_originalUrl)}
              onRemoveArtwork={() =>
                store.apply({
                  type: 'patch-project',
                  patch: {
                    artwork_uuid: null,
                    artwork_cdnUrl: null,
                    artwork_originalUrl: null,
                    artwork_mime_type: null,
                  },
                })
              }
              onUndo={store.undo}
              onRedo={store.redo}
              onReset={reset}
              onArtwork={(image) =>
                store.apply({
                  type: 'patch-project',
                  patch: {
                    artwork_uuid: image.uuid,
                    artwork_cdnUrl: image.cdnUrl,
                    artwork_originalUrl: image.originalUrl,
                    artwork_mime_type: image.mimeType,
                  },
                })
              }
              onSettings={() => setModal({ kind: 'color-settings' })}
              onQr={() => setModal({ kind: 'qr' })}
            />
            {/* Not a <main>: the page drawn inside has its own. */}
            <div style={{ flex: 1, position: 'relative' }} aria-busy={publishing}>
              {publishing ? (
                <div
                  style={{
                    position: 'absolute',
                    inset: 0,
                    zIndex: 15,
                    display: 'grid',
                    placeItems: 'center',
                    background: 'rgba(255, 255, 255, 0.35)',
                  }}
                >
                  <Spin size="large" />
                </div>
              ) : null}
              <div className="editor-column">
                {guided ? (
                  <Suspense fallback={<Spin style={{ display: 'block', margin: '16px auto' }} />}>
                    <QuickstartGuide
                      live={server.projectId !== null}
                      onTheme={() => setModal({ kind: 'color-settings' })}
                      onDirectories={() => setModal({ kind: 'network', group: 'PODCAST-NETWORK' })}
                      onDismiss={() => setGuided(false)}
                    />
                  </Suspense>
                ) : null}
                {hasHeader ? null : (
                  <div style={{ padding: '24px 16px 0' }}>
                    <Button
                      block
                      size="large"
                      onClick={() =>
                        setModal({
                          kind: 'block',
                          pie: newHeaderTitlePie(tempId(Math.random)),
                          isNew: true,
                        })
                      }
                    >
                      {t('editorExtra:addTitle')}
                    </Button>
                  </div>
                )}
                <PagePreview
                  project={doc.project}
                  pies={previewPies}
                  episodes={episodes}
                  now={previewNow}
                  onOpen={openPie}
                  onMove={movePie}
                />
                <div style={{ display: 'grid', gap: 12, padding: '0 16px' }}>
                  <AddBlockMenu onPick={(entry) => void addBlock(entry)} />
                  <Space wrap style={{ justifyContent: 'center' }}>
                    {GROUP_BUTTONS.map(({ group, label }) => (
                      <Button
                        key={group}
                        onClick={() =>
                          setModal(
                            group === 'AUTHORS' ? { kind: 'authors' } : { kind: 'network', group },
                          )
                        }
                      >
                        {t(label)}
                      </Button>
                    ))}
                  </Space>
                </div>
              </div>
            </div>
            <PublishArea
              offered={offered}
              publishing={publishing}
              shortLink={server.shortLink}
              onPublish={publish}
            />
          </div>
          {deletedAt !== null ? (
            <div className="editor-undo-offer" role="status">
              <span>{t('editor:trust.blockDeleted')}</span>
              <Button
                size="small"
                type="link"
                onClick={() => {
                  store.undo();
                  setDeletedAt(null);
                }}
              >
                {t('editor:trust.undoDelete')}
              </Button>
            </div>
          ) : null}
          <ModalHost request={modal} />
          <Suspense fallback={<ModalLoading />}>
            {registering ? <RegisterModal onClose={() => setRegistering(false)} /> : null}
            {unreadable ? (
              <ContrastWarning
                problems={unreadable}
                onFix={fixContrast}
                onCancel={() => setUnreadable(null)}
                onPublishAnyway={() => {
                  setUnreadable(null);
                  publishNow();
                }}
              />
            ) : null}
            {conflict ? (
              <ConflictModal
                busy={publishing}
                onCancel={() => setConflict(null)}
                onLoadNewer={() => void loadNewer(conflict)}
                onOverwrite={() =>
                  server.projectId !== null &&
                  void publishProject(server.projectId, conflict.piesUpdatedAt)
                }
              />
            ) : null}
          </Suspense>
        </ConfigProvider>
      </LiveDraftContext>
    </EditorContext>
  );
}
