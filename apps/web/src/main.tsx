import type { QueryClient } from '@tanstack/react-query';
import { type ReactNode, StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import './zod-policy.ts';
import './app/app.css';
import { api } from './api/instance.ts';
import { DASHBOARD_ADDRESS, EDITOR_ADDRESS } from './app/early-asks.ts';
import { checkStoredSignInNow, createQueryClient, Providers } from './app/providers.tsx';
import { type AppRouter, createAppRouter } from './app/router.tsx';
import { takeOver } from './app/take-over.ts';
import { loadDictionaries } from './shared/dictionaries.ts';
import {
  createI18n,
  htmlLang,
  initialLanguage,
  rememberLanguageCookie,
} from './shared/language.ts';
import { nextTask } from './shared/next-task.ts';

const language = initialLanguage();
document.documentElement.lang = htmlLang(language);
rememberLanguageCookie();
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

checkStoredSignInNow();
void start(root);

/**
 * The app's start, in tasks of a few milliseconds with the browser's turn between them: with the
 * evaluation of its modules, building the router and the first render were one task of 30-40 ms
 * at full speed under Lighthouse's tracing (four times that on its phone), the longest of every
 * signed-in screen's load.
 */
async function start(root: HTMLElement) {
  await nextTask();
  const router = createAppRouter();
  const queryClient = createQueryClient();
  askForFirstScreenData(queryClient);
  await nextTask();
  // A prerendered screen (the server sent /signin, /signup, /quickstart or the 404 page drawn)
  // stays until the app can draw the same screen in one commit, which replaces it in place: no
  // spinner in between, nothing moves. English resolves at once; a Chinese reader waits for one
  // dictionary rather than seeing English.
  const prerendered = root.hasAttribute('data-prerendered');
  const [dictionaries] = await Promise.all([
    loadDictionaries(language),
    prerendered ? routerReady(router) : null,
  ]);
  await nextTask();
  const app = (
    <StrictMode>
      <Providers i18n={createI18n(language, dictionaries)} queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
  const reactRoot = createRoot(root);
  // The first render yields to the browser every few milliseconds instead of holding the main
  // thread for the whole tree (the dashboard's: one task of ~1.3 s on a phone; the quick start's
  // 0.7 s): what is on screen meanwhile (the build-time frame, or the prerendered screen, which
  // works) stays until React commits the app's screen in one go.
  if (!prerendered) startTransition(() => reactRoot.render(app));
  else {
    takeOver(root, (committed) =>
      startTransition(() => reactRoot.render(<Committed onCommit={committed}>{app}</Committed>)),
    );
  }
}

/** The dashboard's and the editor's data, asked for before their code has arrived. */
function askForFirstScreenData(queryClient: QueryClient) {
  if (!api.hasCredentials()) return;
  if (DASHBOARD_ADDRESS.test(window.location.pathname)) {
    void import('./app/first-screen-data.ts').then((module) =>
      module.prefetchDashboard(queryClient),
    );
  }
  const editedProject = EDITOR_ADDRESS.exec(window.location.pathname)?.[1];
  if (editedProject) {
    void import('./features/editor/api/project-load.ts').then((module) =>
      module.loadProjectEarly(Number(editedProject)),
    );
  }
}

/** Resolves once the router has loaded the first route's code (its lazy chunks). */
function routerReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/** Tells the take-over once the app's first screen is in the document. */
function Committed(props: { onCommit: () => void; children: ReactNode }) {
  const { onCommit } = props;
  useLayoutEffect(onCommit, [onCommit]);
  return props.children;
}
