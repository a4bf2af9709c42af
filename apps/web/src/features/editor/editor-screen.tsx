import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { readDraft } from '../../shared/draft-storage.ts';
import { useSession } from '../../shared/session.tsx';
import { notify } from '../notifications/index.ts';
import { type EditorApi, editorApi } from './api/editor-api.ts';
import { loadProject } from './api/project-load.ts';
import { EditorLoading } from './editor-loading.tsx';
import { EditorWorkspace } from './editor-workspace.tsx';
import type { ServerState } from './hooks/use-server-copy.ts';
import { initialEditorState } from './state/editor-reducer.ts';
import { laterOf, styleOf } from './state/publish.ts';
import { startingCopy, startingDraft } from './state/starting-copy.ts';
import { readStoredBase } from './state/stored-base.ts';

function parseProjectId(raw: string | undefined): number | null | 'invalid' {
  if (raw === undefined) return null;
  return /^\d{1,12}$/.test(raw) ? Number(raw) : 'invalid';
}

/** A project as stored, opened over the browser copy when that one is at least as new. */
function ProjectEditor({ api, projectId }: { api: EditorApi; projectId: number }) {
  const navigate = useNavigate();
  const loaded = useQuery({
    queryKey: ['editor-project', projectId],
    queryFn: () => loadProject(api, projectId),
    // The editor keeps its own copy; a cached answer would hide what another tab published.
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });

  useEffect(() => {
    if (!loaded.isError) return;
    notify({
      type: 'error',
      message: { key: 'messages:projectNotFound.title' },
      description: { key: 'messages:projectNotFound.description' },
      redirect: true,
      target: '/dashboard',
    });
  }, [loaded.isError]);

  const start = useMemo(() => {
    if (!loaded.data) return null;
    const { view, pies } = loaded.data;
    const serverUpdatedAt = laterOf(view.updated_at, pies.piesUpdatedAt);
    const base = { project: styleOf(view), pies: pies.pies };
    const copy = startingCopy(
      { ...base, updatedAt: serverUpdatedAt },
      readDraft(projectId),
      new Date(),
    );
    // A browser draft continues from the copy it was made on; publishing it then merges with
    // whatever was published since instead of overwriting it.
    const stored = copy.source === 'local' ? readStoredBase(projectId) : null;
    const server: ServerState = {
      projectId,
      updatedAt: serverUpdatedAt,
      piesUpdatedAt: stored ? stored.piesUpdatedAt : pies.piesUpdatedAt,
      base: stored ? stored.doc : base,
      // Never published (an imported page): its address leads nowhere yet, so Publish is offered.
      shortLink: pies.piesUpdatedAt === null ? null : view.short_link,
      addressChosen: view.address_chosen,
    };
    return { copy, server };
  }, [loaded.data, projectId]);
  // The whole editor is drawn at a priority React can pause: a phone draws it in short slices
  // between which a tap is still answered, instead of one task of half a second or more.
  const ready = useDeferredValue(start);

  if (!ready) return <EditorLoading />;
  return (
    <EditorWorkspace
      api={api}
      signedIn
      initial={initialEditorState(ready.copy.doc, ready.copy.updatedAt, ready.copy.editing)}
      server={ready.server}
      onCreated={(id) => navigate(`/projects/${id}`, { replace: true })}
    />
  );
}

/** Work without a project yet: a new project (signed in) or the quick-start draft (signed out). */
function DraftEditor({ api, signedIn }: { api: EditorApi; signedIn: boolean }) {
  const navigate = useNavigate();
  const start = useMemo(() => startingDraft(readDraft('draft'), new Date(), Math.random), []);
  return (
    <EditorWorkspace
      api={api}
      signedIn={signedIn}
      initial={initialEditorState(start.doc, start.updatedAt, start.editing)}
      server={{
        projectId: null,
        updatedAt: null,
        piesUpdatedAt: null,
        base: null,
        shortLink: null,
        addressChosen: false,
      }}
      onCreated={(id) => navigate(`/projects/${id}`, { replace: true })}
    />
  );
}

/**
 * The page editor of /projects, /projects/:id and /quickstart-project; it reads the route and
 * the session itself. `api` is replaceable for tests.
 */
export function EditorScreen({ api = editorApi }: { api?: EditorApi }) {
  const params = useParams();
  const session = useSession();
  const navigate = useNavigate();
  const projectId = parseProjectId(params.id);
  const signedIn = session.status === 'signed-in';

  useEffect(() => {
    if (projectId !== 'invalid') return;
    notify({
      type: 'error',
      message: { key: 'messages:projectNotFound.title' },
      description: { key: 'messages:projectNotFound.description' },
    });
    navigate('/dashboard', { replace: true });
  }, [projectId, navigate]);

  if (projectId === 'invalid') return null;
  if (projectId === null)
    return <DraftEditor key={`draft-${signedIn}`} api={api} signedIn={signedIn} />;
  return <ProjectEditor key={projectId} api={api} projectId={projectId} />;
}
