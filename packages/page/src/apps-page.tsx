import { type ListenVisitor, logoFor, type Pie } from '@podpie/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { listenApps, showFeed } from './blocks/listen-apps.ts';
import type { PageProject } from './context.ts';
import { feedUrls } from './feeds.ts';
import { HTML_LANG, isPageLang, type PageLang } from './format.ts';
import { BrandLogo } from './icons/brand-logo.tsx';
import { pageMeta } from './meta.ts';
import { pageStyle } from './page-style.ts';
import { faviconDataUrl } from './render.tsx';
import { statusAt } from './rules.ts';
import { PAGE_CSS } from './style.ts';
import { pageText } from './text.ts';

export interface RenderAppsPageOptions {
  project: PageProject;
  pies: readonly Pie[];
  now: Date;
  lang?: PageLang;
  /** Orders the apps as on the page: the visitor's own platform's first. */
  visitor?: ListenVisitor;
}

const RSS_LOGO = logoFor('rss');

/**
 * The page behind "More apps" (/<slug>/apps): every app the show is in, as a named button with
 * its brand mark, in the same order as the page's strip, then the feed for any other app. In the
 * page's colours and stylesheet, with no script; search engines are asked to skip it, as the page
 * itself says everything it does. Null when the page lists no app and no feed.
 */
export function renderAppsPageHtml(options: RenderAppsPageOptions): string | null {
  const lang = options.lang && isPageLang(options.lang) ? options.lang : 'en';
  const t = pageText(lang);
  const shown = options.pies.filter((pie) => statusAt(pie, options.now) === 'visible');
  const apps = listenApps(shown, options.visitor?.device ?? 'other');
  const feed = showFeed(shown, feedUrls(shown)[0]);
  if (apps.length === 0 && !feed) return null;
  const { title } = pageMeta(options.project, options.pies);
  const slug = options.project.slug?.trim();
  const markup = renderToStaticMarkup(
    <html lang={HTML_LANG[lang]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${t('allApps')} · ${title}`}</title>
        <link rel="icon" href={faviconDataUrl(title, options.project)} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant stylesheet */}
        <style dangerouslySetInnerHTML={{ __html: PAGE_CSS }} />
      </head>
      <body>
        <div className="pp" style={pageStyle(options.project)}>
          <main className="pp-col">
            <header className="pp-head">
              <h1 className="pp-title">{title}</h1>
            </header>
            <section className="pp-listen" aria-label={t('allApps')}>
              <h2 className="pp-listen-title">{t('allApps')}</h2>
              <ul className="pp-apps">
                {apps.map(({ pie, href, label, logo }) => (
                  <li key={pie.id}>
                    <a className="pp-btn pp-app" href={href}>
                      {logo ? <BrandLogo logo={logo} /> : null}
                      <span className="pp-btn-label">{label}</span>
                    </a>
                  </li>
                ))}
                {feed ? (
                  <li>
                    <a className="pp-btn pp-app" href={feed}>
                      {RSS_LOGO ? <BrandLogo logo={RSS_LOGO} /> : null}
                      <span className="pp-btn-label">{RSS_LOGO?.label ?? 'RSS'}</span>
                    </a>
                  </li>
                ) : null}
              </ul>
              {feed ? (
                <label className="pp-copy">
                  {t('copyFeed')}
                  <input readOnly value={feed} />
                </label>
              ) : null}
            </section>
            {slug ? (
              <a className="pp-btn" href={`/${encodeURIComponent(slug)}`}>
                <span className="pp-btn-label">{t('backToPage')}</span>
              </a>
            ) : null}
            <footer className="pp-foot">
              <a href="/">{t('madeWith')}</a>
            </footer>
          </main>
        </div>
      </body>
    </html>,
  );
  return `<!DOCTYPE html>${markup}`;
}
