import { defaultProjectStyle } from '@podpie/core';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PageProject } from './context.ts';
import { HTML_LANG, isPageLang, type PageLang } from './format.ts';
import { pageStyle } from './page-style.ts';
import { safeHref } from './safe-href.ts';
import { PAGE_CSS } from './style.ts';

export interface NoticeOptions {
  title: string;
  message?: string;
  /** A button back, e.g. to the page after a sign-up without JavaScript. */
  link?: { href: string; label: string };
  lang?: PageLang;
  /** Draws the notice in this page's colours; the product defaults otherwise. */
  project?: PageProject;
  /** 404 and error notices should not be indexed. */
  noindex?: boolean;
}

/**
 * A small page in the same style as a podcast page: the answer to a sign-up posted without
 * JavaScript ("Thanks for subscribing!"), or the 404 of an unknown slug.
 */
export function renderNoticeHtml(options: NoticeOptions): string {
  const lang = options.lang && isPageLang(options.lang) ? options.lang : 'en';
  const href =
    safeHref(options.link?.href) ??
    (options.link?.href.startsWith('/') ? options.link.href : undefined);
  const markup = renderToStaticMarkup(
    <html lang={HTML_LANG[lang]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        {options.noindex ? <meta name="robots" content="noindex" /> : null}
        <title>{options.title}</title>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant stylesheet */}
        <style dangerouslySetInnerHTML={{ __html: PAGE_CSS }} />
      </head>
      <body>
        <div className="pp" style={pageStyle(options.project ?? defaultProjectStyle())}>
          <main className="pp-col pp-notice">
            <h1 className="pp-title">{options.title}</h1>
            {options.message ? <p className="pp-desc">{options.message}</p> : null}
            {href && options.link ? (
              <a className="pp-btn" href={href}>
                <span className="pp-btn-label">{options.link.label}</span>
              </a>
            ) : null}
          </main>
        </div>
      </body>
    </html>,
  );
  return `<!DOCTYPE html>${markup}`;
}
