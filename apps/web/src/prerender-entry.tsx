// Built for Node after the browser build (apps/web/prerender.ts): draws the screens a visitor
// sees before signing in (/signin, /signup, /quickstart, the 404 page) to HTML in each language,
// with antd's styles, so a phone paints them from the first answer instead of after the app.
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { APP_ROUTES, LANGUAGES, type Language, PRERENDERED_SCREENS } from '@podpie/core';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
} from 'react-router';
import { lazySource } from './app/lazy-route.ts';
import { createQueryClient, Providers } from './app/providers.tsx';
import { routes } from './app/router.tsx';
import { tabTitleKey } from './app/tab-title.tsx';
import { loadDictionaries } from './shared/dictionaries.ts';
import { createI18n, htmlLang } from './shared/language.ts';

type PrerenderedScreen = { markup: string; styles: string; title: string };

/** The first screen of `path` in `language`, as the app draws it for a signed-out visitor. */
async function prerenderScreen(path: string, language: Language): Promise<PrerenderedScreen> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} answered a redirect when prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const i18n = createI18n(language, await loadDictionaries(language));
  const cache = createCache();
  const markup = renderToString(
    <StrictMode>
      <StyleProvider cache={cache}>
        <Providers i18n={i18n} queryClient={createQueryClient()}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Providers>
      </StyleProvider>
    </StrictMode>,
  );
  // As TabTitle names the tab once the app runs.
  const title = `${i18n.t(tabTitleKey(path))} · ${i18n.t('common:appName')}`;
  return { markup, styles: extractStyle(cache), title };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The modulepreload links of a route's scripts, for the head of its first HTML. */
function preloadLinks(scripts: readonly string[]): string {
  return scripts.map((src) => `<link rel="modulepreload" crossorigin href="${src}">`).join('');
}

/** index.html with the screen drawn into #root and antd's styles in the head. */
function documentOf(
  template: string,
  screen: PrerenderedScreen,
  language: Language,
  scripts: readonly string[],
): string {
  return template
    .replace(/<html lang="[^"]*">/, `<html lang="${htmlLang(language)}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(screen.title)}</title>`)
    .replace('</head>', `${preloadLinks(scripts)}${screen.styles}</head>`)
    .replace('<div id="root"></div>', `<div id="root" data-prerendered>${screen.markup}</div>`);
}

/**
 * Every prerendered screen in every interface language, from the built index.html.
 * @public (called by apps/web/prerender.ts on the built bundle)
 */
export async function prerenderDocuments(template: string, scripts: Record<string, string[]>) {
  const documents: { language: Language; name: string; html: string }[] = [];
  for (const language of LANGUAGES) {
    for (const [name, path] of Object.entries(PRERENDERED_SCREENS)) {
      const screen = await prerenderScreen(path, language);
      const pattern = name === 'not-found' ? NOT_FOUND_PATTERN : path;
      documents.push({
        language,
        name,
        html: documentOf(template, screen, language, scripts[pattern] ?? []),
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
