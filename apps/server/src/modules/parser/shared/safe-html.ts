import { Parser } from 'htmlparser2';
import { withoutInvisible } from './html-text.ts';
import { nestingCounter, PAGE_NESTING_LIMIT } from './nesting-limit.ts';

/** Elements kept as they are (without attributes); everything else keeps only its text. */
const KEPT = new Set(['p', 'br', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'blockquote']);
/** Elements whose content is never shown. */
const DROPPED = new Set(['script', 'style', 'noscript', 'template', 'head', 'iframe', 'object']);
const VOID = new Set(['br']);
/** Show notes longer than this are cut (at a tag boundary, every open element closed). */
export const MAX_NOTES_HTML = 6_000;

const escapeText = (text: string) =>
  text.replace(/[&<>]/g, (char) => (char === '&' ? '&amp;' : char === '<' ? '&lt;' : '&gt;'));
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/** A link a listener may follow: http(s) and mailto only, resolved against the feed. */
function safeLink(href: string | undefined, base: string | null): string | null {
  if (!href) return null;
  try {
    const url = base ? new URL(href.trim(), base) : new URL(href.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' || url.protocol === 'mailto:'
      ? url.href
      : null;
  } catch {
    return null;
  }
}

/**
 * Show notes as HTML a page may print as it is: an allow-list of text elements, links to http,
 * https and mailto only (opened with rel="nofollow ugc noopener"), no attribute otherwise, every
 * text escaped again. Plain-text notes become paragraphs. Null when nothing readable is left.
 */
export function safeNotesHtml(given: string | undefined, base: string | null): string | null {
  const input = given === undefined ? '' : withoutInvisible(given);
  if (!input.trim()) return null;
  const looksHtml = /<[a-z][^>]*>/i.test(input);
  if (!looksHtml) {
    const paragraphs = input
      .slice(0, MAX_NOTES_HTML)
      .split(/\n\s*\n/)
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => `<p>${escapeText(part).replace(/\n/g, '<br>')}</p>`);
    return paragraphs.length > 0 ? paragraphs.join('') : null;
  }
  const out: string[] = [];
  const open: string[] = [];
  let length = 0;
  let hidden = 0;
  let full = false;
  const nesting = nestingCounter(PAGE_NESTING_LIMIT);
  const emit = (text: string) => {
    out.push(text);
    length += text.length;
    if (length > MAX_NOTES_HTML) full = true;
  };
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        nesting.open();
        if (DROPPED.has(name)) hidden += 1;
        if (hidden > 0 || full) return;
        if (name === 'a') {
          const href = safeLink(attributes.href, base);
          if (!href) return;
          open.push('a');
          emit(`<a href="${escapeAttribute(href)}" rel="nofollow ugc noopener">`);
          return;
        }
        if (!KEPT.has(name)) return;
        emit(`<${name}>`);
        if (!VOID.has(name)) open.push(name);
      },
      ontext(text) {
        if (hidden === 0 && !full) emit(escapeText(text));
      },
      onclosetag(name) {
        nesting.close();
        if (DROPPED.has(name)) {
          hidden = Math.max(0, hidden - 1);
          return;
        }
        if (hidden > 0 || VOID.has(name)) return;
        const at = open.lastIndexOf(name);
        if (at === -1) return;
        // Closing an outer element closes what was left open inside it.
        while (open.length > at) out.push(`</${open.pop()}>`);
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  try {
    parser.end(input);
  } catch {
    // Notes nested too deep to read are left out; the plain description still shows.
    return null;
  }
  while (open.length > 0) out.push(`</${open.pop()}>`);
  const html = out.join('').trim();
  return html.replace(/<[^>]+>|\s/g, '') === '' ? null : html;
}
