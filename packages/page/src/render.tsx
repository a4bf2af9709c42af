import type { Episode, EpisodeTarget, FontPair, ListenVisitor, Pie } from '@podpie/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { AnalyticsTags, type PageAnalytics } from './analytics.tsx';
import { cssColour } from './colour.ts';
import type { PageProject } from './context.ts';
import { pageDiscovery } from './discovery.ts';
import { fontFaceCss, fontFilesOf, fontFileUrl } from './fonts.ts';
import { HTML_LANG, isPageLang, type PageLang } from './format.ts';
import type { IconResolver } from './icons/icon-shape.ts';
import { pageMeta } from './meta.ts';
import { Page } from './page.tsx';
import { BEACON_SCRIPT, COPY_LINK_SCRIPT, PAGE_SCRIPT } from './page-script.ts';
import { statusAt } from './rules.ts';
import { safeHref, safeImageSrc } from './safe-href.ts';
import { pageSections } from './sections.ts';
import { PAGE_CSS } from './style.ts';
import { isVideoPlayer } from './video-embed.ts';

export interface RenderPageOptions {
  project: PageProject;
  pies: readonly Pie[];
  episodes?: Readonly<Record<string, readonly Episode[]>>;
  now: Date;
  lang?: PageLang;
  /** The page's public address, e.g. https://podpie.io/myshow (canonical link and og:url). */
  canonicalUrl: string;
  /** Override what pageMeta() reads from the HEADER-TITLE block. */
  title?: string;
  description?: string;
  imageUrl?: string;
  /** A picture drawn for link previews (artwork and title); the artwork itself when left out. */
  shareImageUrl?: string;
  /** Google Analytics and Facebook pixel ids; snippets are drawn only for valid ids. */
  analytics?: PageAnalytics;
  /** Trusted markup appended to <head> as is (never owner input). */
  extraHead?: string;
  /** Wider icon set, e.g. allIcons from '@podpie/page/all-icons'. */
  icons?: IconResolver;
  /** Page analytics: where the beacon posts views and clicks, for which project. */
  beacon?: { url: string; projectId: number; token: string };
  /** The visitor's device and browser, which order a 'Listen' section (see listenVisitorOf). */
  visitor?: ListenVisitor;
  /** An episode's page: its 'Listen' section leads to this episode (see PageProps). */
  episode?: EpisodeTarget;
}

const xmlEscape = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A round favicon with the title's first letter in the page's button colours; no request. */
export function faviconDataUrl(title: string, project: PageProject): string {
  const letter = xmlEscape((Array.from(title.trim())[0] ?? 'P').toUpperCase());
  const background = cssColour(project.button_color, '#D5DBE4');
  const text = cssColour(project.button_text_color, '#000000');
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'><circle cx='32' cy='32' r='32' fill='${background}'/>` +
    `<text x='32' y='43' font-family='system-ui,sans-serif' font-size='32' font-weight='700' text-anchor='middle' fill='${text}'>${letter}</text></svg>`;
  // Only the characters a data: URL cannot carry as they are get encoded: it stays readable and short.
  return `data:image/svg+xml,${svg.replace(/[%#<>"]/g, encodeURIComponent)}`;
}

/** The font pair a page is drawn in; the device's own for a page without tokens. */
export function pageFont(project: PageProject): FontPair {
  return project.design?.font ?? 'system';
}

/** True when the page shows a running countdown or a sign-up form, the script's only jobs. */
export function pageNeedsScript(pies: readonly Pie[], now: Date): boolean {
  return pageSections(pies, (pie) => statusAt(pie, now), 'public').some(
    (section) =>
      section.mainType === 'COUNT-DOWN' ||
      section.mainType === 'MAILING-LIST' ||
      section.pies.some(isVideoPlayer),
  );
}

/** True when the page draws the in-app browser's "Copy link" (in-app-bar.tsx) and its script. */
export function pageCopiesLink(visitor: ListenVisitor | undefined, pageUrl: string | undefined) {
  return visitor?.inAppBrowser === true && pageUrl !== undefined;
}

function Document(options: RenderPageOptions & { lang: PageLang }) {
  const meta = pageMeta(options.project, options.pies);
  const title = options.title ?? meta.title;
  const description = options.description ?? meta.description;
  const image = safeImageSrc(options.imageUrl ?? meta.imageUrl);
  const canonical = safeHref(options.canonicalUrl);
  const shareImage = safeImageSrc(options.shareImageUrl) ?? image;
  const font = pageFont(options.project);
  const discovery = pageDiscovery(
    options.pies,
    { title, description, imageUrl: image },
    canonical,
    options.now,
  );
  return (
    <html lang={HTML_LANG[options.lang]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <title>{title}</title>
        {description ? <meta name="description" content={description} /> : null}
        {canonical ? <link rel="canonical" href={canonical} /> : null}
        <link rel="icon" href={faviconDataUrl(title, options.project)} />
        {image ? <link rel="apple-touch-icon" href={image} /> : null}
        {discovery.feedUrl ? (
          <link rel="alternate" type="application/rss+xml" title={title} href={discovery.feedUrl} />
        ) : null}
        <meta property="og:type" content="website" />
        <meta property="og:title" content={title} />
        {description ? <meta property="og:description" content={description} /> : null}
        {canonical ? <meta property="og:url" content={canonical} /> : null}
        {shareImage ? <meta property="og:image" content={shareImage} /> : null}
        <meta
          name="twitter:card"
          content={shareImage && shareImage !== image ? 'summary_large_image' : 'summary'}
        />
        <meta name="twitter:title" content={title} />
        {description ? <meta name="twitter:description" content={description} /> : null}
        {shareImage ? <meta name="twitter:image" content={shareImage} /> : null}
        {fontFilesOf(font).map((file) => (
          // The page's two font files start loading with the HTML, not after the CSS is read.
          <link
            key={fontFileUrl(file)}
            rel="preload"
            href={fontFileUrl(file)}
            as="font"
            type="font/woff2"
            crossOrigin="anonymous"
          />
        ))}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own stylesheet and font faces */}
        <style dangerouslySetInnerHTML={{ __html: PAGE_CSS + fontFaceCss(font) }} />
        <script
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped by pageDiscovery
          dangerouslySetInnerHTML={{ __html: discovery.jsonLd }}
        />
        <AnalyticsTags analytics={options.analytics} />
      </head>
      <body>
        <Page
          project={options.project}
          pies={options.pies}
          episodes={options.episodes}
          now={options.now}
          lang={options.lang}
          icons={options.icons}
          track={options.beacon !== undefined}
          visitor={options.visitor}
          pageUrl={canonical}
          episode={options.episode}
        />
        {pageNeedsScript(options.pies, options.now) ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed constant allowed by hash
          <script dangerouslySetInnerHTML={{ __html: PAGE_SCRIPT }} />
        ) : null}
        {pageCopiesLink(options.visitor, canonical) ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed constant allowed by hash
          <script dangerouslySetInnerHTML={{ __html: COPY_LINK_SCRIPT }} />
        ) : null}
        {options.beacon ? (
          <script
            data-url={options.beacon.url}
            data-p={options.beacon.projectId}
            data-k={options.beacon.token}
            data-e={options.episode?.key}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed constant allowed by hash
            dangerouslySetInnerHTML={{ __html: BEACON_SCRIPT }}
          />
        ) : null}
      </body>
    </html>
  );
}

/**
 * The complete public page as HTML: doctype, head (title, description, Open Graph and Twitter
 * tags, canonical, favicon, inline CSS, analytics when set) and the page with its tiny script.
 */
export function renderPageHtml(options: RenderPageOptions): string {
  const lang = options.lang && isPageLang(options.lang) ? options.lang : 'en';
  const markup = renderToStaticMarkup(<Document {...options} lang={lang} />);
  const html = markup.startsWith('<!DOCTYPE') ? markup : `<!DOCTYPE html>${markup}`;
  if (!options.extraHead) return html;
  // Everything React wrote is escaped, so the first </head> is the real one.
  const end = html.indexOf('</head>');
  return `${html.slice(0, end)}${options.extraHead}${html.slice(end)}`;
}
