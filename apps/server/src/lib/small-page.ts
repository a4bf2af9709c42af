import { type Language, translate } from '@podpie/core';
import { HTML_LANG } from '@podpie/page';

/** The policy of the small pages below: their inline stylesheet and nothing else. */
export const SMALL_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'self'; base-uri 'none'; frame-ancestors 'self'";

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

const STYLE =
  'body{margin:0;min-height:100vh;display:grid;place-items:center;background:#424242;color:#fff;' +
  'font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;text-align:center}' +
  'main{max-width:22rem;padding:2rem 1.5rem}h1{font-size:1.4rem;margin:0 0 .5rem}' +
  '.code{font-size:4rem;font-weight:700;margin:0;opacity:.85}p{margin:0 0 1.5rem}' +
  'a{display:inline-block;padding:.7rem 1.4rem;border-radius:999px;background:#D5DBE4;color:#000;' +
  'text-decoration:none;font-weight:600}a:focus-visible{outline:3px solid #fff;outline-offset:3px}';

export type SmallPage = { lang: Language; title: string; body: string };

/** A page of a few lines (a 404, a form's outcome) in the app's colours, with no script. */
export function smallPage({ lang, title, body }: SmallPage): string {
  return (
    `<!DOCTYPE html><html lang="${HTML_LANG[lang]}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width,initial-scale=1">' +
    `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>` +
    `<style>${STYLE}</style></head><body><main>${body}</main></body></html>`
  );
}

/** The answer for an unknown, deleted or never-published page. */
export function notFoundPage(lang: Language): string {
  const subTitle = translate(lang, 'common:notFound.subTitle');
  return smallPage({
    lang,
    title: `${translate(lang, 'common:notFound.title')} · ${subTitle}`,
    body:
      `<p class="code" aria-hidden="true">404</p><h1>${escapeHtml(subTitle)}</h1>` +
      `<p><a href="/">${escapeHtml(translate(lang, 'common:notFound.backHome'))}</a></p>`,
  });
}
