// One pass over an HTML page collecting the metadata signals a link card needs: meta tags (Open
// Graph, Twitter cards, plain names), <title>, <link> relations, JSON-LD blocks and microdata.
import { Parser } from 'htmlparser2';
import { nestingCounter, PAGE_NESTING_LIMIT } from '../shared/nesting-limit.ts';

export interface PageLink {
  rel: string[];
  href: string;
  type: string | null;
  sizes: string | null;
}

/** A microdata item: each property keeps its values in document order. */
export interface MicrodataItem {
  type: string | null;
  props: Map<string, Array<string | MicrodataItem>>;
}

export interface PageSignals {
  /** First value of each meta property/name, keys lower-cased ('og:title', 'description'). */
  meta: Map<string, string>;
  title: string | null;
  links: PageLink[];
  /** Parsed JSON-LD blocks (invalid ones skipped). */
  jsonLd: unknown[];
  /** Top-level microdata items in document order. */
  microdata: MicrodataItem[];
  baseHref: string | null;
}

interface TextCapture {
  depth: number;
  parts: string[];
  finish: (text: string) => void;
}

// Where a microdata property takes its value from an attribute rather than the text.
const VALUE_ATTRIBUTE: Record<string, string> = {
  meta: 'content',
  a: 'href',
  link: 'href',
  area: 'href',
  img: 'src',
  audio: 'src',
  video: 'src',
  source: 'src',
  iframe: 'src',
  embed: 'src',
  object: 'data',
  time: 'datetime',
  data: 'value',
  meter: 'value',
};

// Schema.org data nests a handful of levels; a block nested deeper is noise (or an attack on every
// recursive reader downstream, JSON.stringify included), so it is skipped.
const JSON_LD_DEPTH_LIMIT = 32;

const withinJsonDepth = (root: unknown, limit: number): boolean => {
  const pending: Array<{ value: unknown; depth: number }> = [{ value: root, depth: 0 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value, depth } = next;
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= limit) return false;
    for (const child of Object.values(value)) pending.push({ value: child, depth: depth + 1 });
  }
  return true;
};

/** A JSON block of a page (JSON-LD, embedded app data), or undefined when broken or too deep. */
export const parseJsonBlock = (text: string): unknown => {
  // Some sites wrap the block in HTML comments or CDATA markers.
  const cleaned = text
    .trim()
    .replace(/^<!--|-->$/g, '')
    .replace(/^\/\/\s*<!\[CDATA\[|\/\/\s*\]\]>$/g, '')
    .trim();
  try {
    const parsed: unknown = JSON.parse(cleaned);
    return withinJsonDepth(parsed, JSON_LD_DEPTH_LIMIT) ? parsed : undefined;
  } catch {
    return undefined;
  }
};

export const scanPage = (html: string): PageSignals => {
  const signals: PageSignals = {
    meta: new Map(),
    title: null,
    links: [],
    jsonLd: [],
    microdata: [],
    baseHref: null,
  };
  let depth = 0;
  const captures: TextCapture[] = [];
  // Open itemscope elements: the item and the depth of its element.
  const scopes: Array<{ item: MicrodataItem; depth: number }> = [];
  let svgDepth = 0;
  const nesting = nestingCounter(PAGE_NESTING_LIMIT);

  const addProp = (names: string, value: string | MicrodataItem, scope: MicrodataItem) => {
    for (const name of names.trim().split(/\s+/)) {
      if (!name) continue;
      const values = scope.props.get(name) ?? [];
      values.push(value);
      scope.props.set(name, values);
    }
  };

  const parser = new Parser(
    {
      onopentag(name, attrs) {
        nesting.open();
        depth += 1;
        if (name === 'svg') svgDepth += 1;
        if (name === 'meta') {
          const key = (attrs.property ?? attrs.name ?? '').trim().toLowerCase();
          const content = attrs.content;
          if (key && content !== undefined && !signals.meta.has(key)) {
            signals.meta.set(key, content);
          }
        } else if (name === 'link' && attrs.href) {
          signals.links.push({
            rel: (attrs.rel ?? '').toLowerCase().split(/\s+/).filter(Boolean),
            href: attrs.href,
            type: attrs.type?.toLowerCase() ?? null,
            sizes: attrs.sizes ?? null,
          });
        } else if (name === 'base' && attrs.href && signals.baseHref === null) {
          signals.baseHref = attrs.href;
        } else if (name === 'title' && signals.title === null && svgDepth === 0) {
          captures.push({
            depth,
            parts: [],
            finish: (text) => {
              signals.title = text;
            },
          });
        } else if (name === 'script' && attrs.type?.toLowerCase().includes('ld+json')) {
          captures.push({
            depth,
            parts: [],
            finish: (text) => {
              const parsed = parseJsonBlock(text);
              if (parsed !== undefined) signals.jsonLd.push(parsed);
            },
          });
        }

        const parentScope = scopes[scopes.length - 1]?.item;
        const itemprop = attrs.itemprop;
        if (attrs.itemscope !== undefined) {
          const item: MicrodataItem = { type: attrs.itemtype ?? null, props: new Map() };
          if (itemprop && parentScope) addProp(itemprop, item, parentScope);
          else if (!parentScope) signals.microdata.push(item);
          scopes.push({ item, depth });
        } else if (itemprop && parentScope) {
          const attribute = VALUE_ATTRIBUTE[name];
          const fromAttribute =
            attrs.content ?? (attribute === undefined ? undefined : attrs[attribute]);
          if (fromAttribute !== undefined) addProp(itemprop, fromAttribute, parentScope);
          else {
            captures.push({
              depth,
              parts: [],
              finish: (text) => addProp(itemprop, text.trim(), parentScope),
            });
          }
        }
      },
      ontext(text) {
        for (const capture of captures) capture.parts.push(text);
      },
      onclosetag(name) {
        nesting.close();
        if (name === 'svg') svgDepth = Math.max(0, svgDepth - 1);
        while (captures.length > 0 && (captures[captures.length - 1]?.depth ?? -1) >= depth) {
          const capture = captures.pop();
          capture?.finish(capture.parts.join(''));
        }
        while (scopes.length > 0 && (scopes[scopes.length - 1]?.depth ?? -1) >= depth) {
          scopes.pop();
        }
        depth -= 1;
      },
    },
    { decodeEntities: true, recognizeSelfClosing: true },
  );
  parser.end(html);
  return signals;
};
