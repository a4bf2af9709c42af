import { Parser } from 'htmlparser2';
import { nestingCounter, PAGE_NESTING_LIMIT } from './nesting-limit.ts';

// Elements whose content is never visible text.
const HIDDEN = new Set(['script', 'style', 'noscript', 'template', 'head', 'iframe', 'object']);
// Elements that start a new line of text when they open or close.
const BLOCKS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'tr',
  'ul',
]);

// Zero-width and formatting characters (U+200B-U+200D, U+2060 word joiner, U+FEFF) and control
// characters other than newline and tab: invisible in a feed reader, noise in our page.
const INVISIBLE = /(?![\n\r\t])[\p{Cc}\u200B-\u200D\u2060\uFEFF]/gu;

/** `text` without the invisible characters above (show notes kept as HTML drop them too). */
export function withoutInvisible(text: string): string {
  return text.replace(INVISIBLE, '');
}
// Direction marks, embeddings and isolates (U+200E, U+200F, U+202A-U+202E, U+2066-U+2069) at
// either end of a text: Apple's pages open every title with one. Inside a text they order
// right-to-left words and stay.
const EDGE_DIRECTION_MARKS =
  /^[\s\u200E\u200F\u202A-\u202E\u2066-\u2069]+|[\s\u200E\u200F\u202A-\u202E\u2066-\u2069]+$/g;

export interface TextOptions {
  /** Collapse every run of whitespace, newlines included, into one space (titles). */
  singleLine?: boolean;
  /** Cut at a word boundary and end with an ellipsis. */
  maxLength?: number;
}

const truncate = (text: string, maxLength: number): string => {
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  const lastSpace = cut.search(/\s\S*$/);
  return `${(lastSpace > maxLength * 0.5 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
};

const tidy = (text: string, options: TextOptions): string => {
  const cleaned = text.replace(INVISIBLE, '').replace(/\r\n?/g, '\n');
  const result = options.singleLine
    ? cleaned.replace(/\s+/g, ' ').trim()
    : cleaned
        .split('\n')
        .map((line) => line.replace(/[^\S\n]+/g, ' ').trim())
        .join('\n')
        .replace(/\n{3,}/g, '\n\n')
        .trim();
  const trimmed = result.replace(EDGE_DIRECTION_MARKS, '');
  return options.maxLength ? truncate(trimmed, options.maxLength) : trimmed;
};

/**
 * HTML (or text that may hold markup and entities) -> safe plain text: tags dropped, entities
 * decoded, scripts and styles removed, paragraphs kept as line breaks. The result is text, never
 * markup, so whoever renders it escapes it like any other string.
 */
export const htmlToText = (html: string, options: TextOptions = {}): string => {
  if (!/[<&]/.test(html)) return tidy(html, options);
  const parts: string[] = [];
  let hiddenDepth = 0;
  // Escaped markup in a feed field is markup again here, so it gets the same nesting limit.
  const nesting = nestingCounter(PAGE_NESTING_LIMIT);
  const parser = new Parser(
    {
      onopentag(name) {
        nesting.open();
        if (HIDDEN.has(name)) hiddenDepth += 1;
        else if (BLOCKS.has(name) || name === 'br') parts.push('\n');
      },
      onclosetag(name) {
        nesting.close();
        if (HIDDEN.has(name)) hiddenDepth = Math.max(0, hiddenDepth - 1);
        else if (BLOCKS.has(name)) parts.push('\n');
      },
      ontext(text) {
        if (hiddenDepth === 0) parts.push(text);
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return tidy(parts.join(''), options);
};

/** Text for a one-line field (a title, a name): markup and entities resolved, spaces collapsed. */
export const lineText = (value: string | null | undefined, maxLength?: number): string | null => {
  if (!value) return null;
  const text = htmlToText(
    value,
    maxLength ? { singleLine: true, maxLength } : { singleLine: true },
  );
  return text === '' ? null : text;
};
