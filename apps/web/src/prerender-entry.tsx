// Built for Node after the browser build (apps/web/prerender.ts): draws the screens a visitor
// sees before signing in (/signin, /signup, /quickstart, the 404 page) to HTML in each language,
// with antd's styles, so a phone paints them from the first answer instead of after the app.
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import hash from '@emotion/hash';
import {
  APP_ROUTES,
  LANGUAGES,
  type Language,
  PRERENDERED_FRAMES,
  PRERENDERED_SCREENS,
} from '@podpie/core';
import { ALL_FONT_FACES_CSS, PAGE_CSS } from '@podpie/page';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  type RouteObject,
  StaticRouterProvider,
} from 'react-router';
import { AppLayout } from './app/app-layout.tsx';
import { loaderText } from './app/app-loader.ts';
import { FRAME_CHECKED, FRAME_UNVERIFIED } from './app/early-asks.ts';
import { earlyAsksText } from './app/early-asks-script.ts';
import { lazySource } from './app/lazy-route.ts';
import { createQueryClient, Providers } from './app/providers.tsx';
import { routes } from './app/router.tsx';
import { tabTitleKey } from './app/tab-title.tsx';
import { DashboardScreen } from './features/dashboard/dashboard-screen.tsx';
import { EditorLoading } from './features/editor/editor-loading.tsx';
import { FRAME_STYLE_ROUTES } from './prerender-card-styles.tsx';
import { AntdThemeOutlet, CSS_VAR_KEY } from './shared/antd-theme.tsx';
import { BUILD_FRAME_ID } from './shared/build-frame.ts';
import { loadDictionaries } from './shared/dictionaries.ts';
import { FRAME_AFTER_CHECK_CLASS, FRAME_VERIFY_CLASS } from './shared/frame-marks.ts';
import { createI18n, htmlLang } from './shared/language.ts';

type PrerenderedScreen = { markup: string; styles: string; title: string };

/**
 * A signed-in screen's frame as the app draws it before its data arrives (placeholder cards), with
 * the sidebar and the phone's header both drawn: CSS shows the one that fits (FRAME_STYLE).
 */
const FRAME_ROUTES: Record<keyof typeof PRERENDERED_FRAMES, RouteObject[]> = {
  '/dashboard': [
    {
      element: <AntdThemeOutlet />,
      children: [
        {
          element: <AppLayout drawnAtBuild />,
          children: [{ path: '/dashboard', element: <DashboardScreen drawnAtBuild /> }],
        },
      ],
    },
  ],
  // The editor's header and the spinner where the page will be, as it draws while the project
  // loads; the frame's script puts the stored page there when it has it (early-asks.ts).
  '/projects/:id': [
    {
      element: <AntdThemeOutlet />,
      children: [{ path: '/projects/:id', element: <EditorLoading /> }],
    },
  ],
};

// antd's md breakpoint, where AppLayout trades the sidebar for the phone's header and drawer.
// The frame lies over #root rather than above it: the app's spinner, drawn into #root while the
// session is checked, would otherwise sit below the frame and jump to the top when the frame goes,
// which the browser counts as a layout shift of the whole screen (CLS 0.66 at 1280 px).
const FRAME_STYLE =
  `<style>#${BUILD_FRAME_ID} { position: absolute; inset: 0 0 auto; z-index: 1 }` +
  `@media (max-width: 767px) { #${BUILD_FRAME_ID} .app-sider { display: none } }` +
  `@media (min-width: 768px) { #${BUILD_FRAME_ID} .mobile-header { display: none } }` +
  // The dashboard's placeholders and its reminder to verify wait for the frame's sign-in check.
  `html:not([${FRAME_CHECKED}]) #${BUILD_FRAME_ID} .${FRAME_AFTER_CHECK_CLASS} { display: none }` +
  `html:not([${FRAME_UNVERIFIED}]) #${BUILD_FRAME_ID} .${FRAME_VERIFY_CLASS} { display: none }</style>`;

const PAGE_STYLESHEET = `${PAGE_CSS}${ALL_FONT_FACES_CSS}`;
if (PAGE_STYLESHEET.includes('</')) throw new Error("the page's styles would end their element");
/** The page's own stylesheet in the editor's frame, for the page its script draws there. */
const FRAME_PAGE_STYLES: Record<keyof typeof PRERENDERED_FRAMES, string> = {
  '/dashboard': '',
  '/projects/:id': `<style>${PAGE_STYLESHEET}</style>`,
};

/** The first screen of `path` in `language`, as the app draws it for a signed-out visitor. */
async function prerenderScreen(
  path: string,
  language: Language,
  screenRoutes: RouteObject[] = routes,
  styleRoutes: RouteObject[] = [],
): Promise<PrerenderedScreen> {
  const i18n = createI18n(language, await loadDictionaries(language));
  const cache = createCache();
  const draw = async (drawnRoutes: RouteObject[]) => {
    const handler = createStaticHandler(drawnRoutes);
    const context = await handler.query(new Request(`http://localhost${path}`));
    if (context instanceof Response)
      throw new Error(`${path} answered a redirect when prerendered`);
    const router = createStaticRouter(handler.dataRoutes, context);
    return renderToString(
      <StrictMode>
        <StyleProvider cache={cache}>
          <Providers i18n={i18n} queryClient={createQueryClient()}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </Providers>
        </StyleProvider>
      </StrictMode>,
    );
  };
  const markup = await draw(screenRoutes);
  // Drawn into the same style cache, their markup dropped (prerender-card-styles.tsx).
  if (styleRoutes.length > 0) await draw(styleRoutes);
  // As TabTitle names the tab once the app runs.
  const title = `${i18n.t(tabTitleKey(path))} · ${i18n.t('common:appName')}`;
  return {
    markup,
    styles: stylesAsFromAFile(themeVariablesAsTheAppNamesThem(extractStyle(cache))),
    title,
  };
}

/**
 * The theme's CSS variables, under the name the app gives them when it runs. antd's extractStyle
 * names that block by the theme's token, the running app by its variables' class, so the app
 * found no block of its name and wrote all of them again (a style recalculation of the screen).
 */
function themeVariablesAsTheAppNamesThem(styles: string): string {
  const block = new RegExp(
    `(data-token-hash="${CSS_VAR_KEY}" data-css-hash=")[^"]+(">\\.${CSS_VAR_KEY}\\{)`,
  );
  return styles.replace(block, `$1${hash(`css-var-${CSS_VAR_KEY}`)}$2`);
}

// The element holding antd's list of the styles the build drew (path: hash), read by the app's
// style engine as it starts.
const STYLE_MAP_ELEMENT = '<style data-ant-cssinjs-cache-path="data-ant-cssinjs-cache-path">';

/**
 * The list of drawn styles kept, under an element antd does not look for. Finding its own element,
 * antd takes the styles for inline ones it must check: for every component as it first mounts, it
 * looked the style element up, read its whole text (the grid's is 87 KB), then scanned the head's
 * seventy style elements to compare that text with itself (on the dashboard, a tenth of the first
 * card's commit). Without it, antd takes them for a stylesheet's, present for good, and writes
 * nothing for them: they are, as nothing removes them from the head.
 */
function stylesAsFromAFile(styles: string): string {
  if (!styles.includes(STYLE_MAP_ELEMENT)) throw new Error("antd's style list is not where it was");
  return styles.replace(STYLE_MAP_ELEMENT, '<style data-antd-style-list>');
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const ENTRY_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The app's loader (app-loader.ts), for dist/assets.
 * @public (written out by apps/web/prerender.ts)
 */
export const APP_LOADER = loaderText;

/**
 * A prerendered screen is whole without the app, so its head names no module script: the app's
 * loader (app-loader.ts) asks for the app's whole graph once the screen has been painted. The cost
 * is the app's scripts starting that much later.
 */
function appAfterFirstPaint(
  template: string,
  scripts: readonly string[],
  loaderElement: (names: string) => string,
): string {
  const entry = template.match(ENTRY_SCRIPT)?.[1];
  if (!entry) throw new Error('index.html has no module script for the app');
  const graph = [entry, ...[...template.matchAll(ENTRY_PRELOAD)].map((match) => match[1])];
  const names = escapeHtml([...graph, ...scripts].join(' '));
  return template.replace(ENTRY_PRELOAD, '').replace(ENTRY_SCRIPT, () => loaderElement(names));
}

/**
 * Holds the first paint until the element `id` (the drawn screen, or the frame) has been read
 * whole. Chromium otherwise paints what it has parsed when the parser yields (for the loader's
 * async script, say): /signin's card, centred, was painted with its first field alone and moved
 * up as the rest arrived, a layout shift of 0.12 on a phone.
 */
const paintOnceRead = (id: string) => `<link rel="expect" href="#${id}" blocking="render">`;

/** index.html with the screen drawn into #root and antd's styles in the head. */
function documentOf(
  template: string,
  screen: PrerenderedScreen,
  language: Language,
  loader: string,
  scripts: readonly string[],
): string {
  return appAfterFirstPaint(
    template,
    scripts,
    (names) => `<script async src="${loader}" data-scripts="${names}"></script>`,
  )
    .replace(/<html lang="[^"]*">/, `<html lang="${htmlLang(language)}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(screen.title)}</title>`)
    .replace('</head>', `${screen.styles}${paintOnceRead('root')}</head>`)
    .replace('<div id="root"></div>', `<div id="root" data-prerendered>${screen.markup}</div>`);
}

/**
 * A frame's one script, inline: its early asks, then the app's loader. The loader's own file would
 * be one more script for the route (the editor's would weigh 300.8 KB against a goal of 300).
 */
const FRAME_SCRIPT_TEXT = `${earlyAsksText}${loaderText}`;
if (FRAME_SCRIPT_TEXT.includes('</')) throw new Error('a frame script would end its element');

/**
 * index.html with a signed-in screen's frame ahead of #root, which the app removes (build-frame.ts).
 * The app is asked for after the frame's first paint, as on the prerendered screens: scripts that
 * arrived before it made the dashboard's largest paint (the reminder to verify, drawn from the
 * HTML at 0.3 s) wait for 445 KB of them in Lighthouse's phone (4.5 s).
 */
function frameDocumentOf(
  template: string,
  screen: PrerenderedScreen,
  language: Language,
  scripts: readonly string[],
  styles: readonly string[],
  pageStyles: string,
): string {
  const stylesheets = styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`);
  let names = '';
  const withoutApp = appAfterFirstPaint(template, scripts, (graph) => {
    names = graph;
    return '';
  });
  return (
    withoutApp
      .replace(/<html lang="[^"]*">/, `<html lang="${htmlLang(language)}">`)
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(screen.title)}</title>`)
      // antd's styles ahead of the app's stylesheet, where antd puts them when the app runs: the app's
      // own rules (the phone's white header) win over antd's of the same weight.
      .replace('<link rel="stylesheet"', `${screen.styles}<link rel="stylesheet"`)
      .replace(
        '</head>',
        `${stylesheets.join('')}${FRAME_STYLE}${pageStyles}${paintOnceRead(BUILD_FRAME_ID)}</head>`,
      )
      // Marked, so the server finds it and allows exactly it (apps/server/src/lib/prerendered.ts);
      // first in the head after the charset: the screen's calls leave while the rest is read.
      .replace(
        /<meta charset="[^"]*"\s*\/?>/,
        (charset) =>
          `${charset}<script data-early-asks data-scripts="${names}">${FRAME_SCRIPT_TEXT}</script>`,
      )
      .replace(
        '<div id="root"></div>',
        `<div id="${BUILD_FRAME_ID}" inert>${screen.markup}</div><div id="root"></div>`,
      )
  );
}

/**
 * Every prerendered screen in every interface language, from the built index.html.
 * @public (called by apps/web/prerender.ts on the built bundle)
 */
export async function prerenderDocuments(
  template: string,
  scripts: Record<string, string[]>,
  styles: Record<string, string[]>,
  loader: string,
) {
  const documents: { language: Language; name: string; html: string }[] = [];
  for (const language of LANGUAGES) {
    for (const [name, path] of Object.entries(PRERENDERED_SCREENS)) {
      const screen = await prerenderScreen(path, language);
      const pattern = name === 'not-found' ? NOT_FOUND_PATTERN : path;
      documents.push({
        language,
        name,
        html: documentOf(template, screen, language, loader, scripts[pattern] ?? []),
      });
    }
    for (const [pattern, name] of Object.entries(PRERENDERED_FRAMES)) {
      const path = pattern as keyof typeof PRERENDERED_FRAMES;
      const screen = await prerenderScreen(
        path,
        language,
        FRAME_ROUTES[path],
        FRAME_STYLE_ROUTES[path],
      );
      documents.push({
        language,
        name,
        html: frameDocumentOf(
          template,
          screen,
          language,
          scripts[path] ?? [],
          styles[path] ?? [],
          FRAME_PAGE_STYLES[path],
        ),
      });
    }
  }
  return documents;
}

/** The address of the 404 page, for routeSources: one the app has no screen at. */
export const NOT_FOUND_PATTERN = '*';

/**
 * The modules each route pattern loads lazily (its layouts' and its screen's), by the names the
 * build's manifest gives them; `*` is the 404 page.
 * @public (called by apps/web/prerender.ts on the built bundle)
 */
export function routeSources(): Record<string, string[]> {
  const patterns = [...APP_ROUTES, NOT_FOUND_PATTERN];
  return Object.fromEntries(
    patterns.map((pattern) => {
      const path =
        pattern === NOT_FOUND_PATTERN
          ? PRERENDERED_SCREENS['not-found']
          : pattern.replace(/:\w+/g, '1');
      const matched = matchRoutes(routes, path) ?? [];
      const sources = matched.map(({ route }) => lazySource(route));
      return [pattern, sources.filter((source): source is string => source !== null)];
    }),
  );
}
