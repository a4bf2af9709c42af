// One pass over a page of links (Linktree, Beacons, LinkStack, LittleLink, Carrd or a page of its
// owner's making) collecting what a draft needs: the embedded data such pages carry (Next.js's
// __NEXT_DATA__, JSON-LD), and the markup to fall back on (title, meta, avatar image, <a> links in
// order, the body's background colour). Pure over a string, so it runs in a parse worker.
import type { BioPage } from '@podpie/core';
import { Parser } from 'htmlparser2';
import { parseJsonBlock } from '../link/scan-page.ts';
import { nestingCounter, PAGE_NESTING_LIMIT } from '../shared/nesting-limit.ts';
import { fullHex, readEmbeddedData } from './embedded-data.ts';

/** A page with more links than this is not someone's page of links; the rest are left out. */
export const MAX_PAGE_LINKS = 300;
const MAX_TEXT = 1_000;

type Link = BioPage['links'][number];

interface Markup {
  title: string | null;
  heading: string | null;
  meta: Map<string, string>;
  avatar: string | null;
  links: Link[];
  bodyStyle: string | null;
  styles: string[];
  nextData: unknown;
  jsonLd: unknown[];
  baseHref: string | null;
}

/** Builders' own links ("Made with Carrd", "Join Linktree") are not the owner's. */
const BUILDER_HOSTS =
  /(^|\.)(linktr\.ee|linktree\.com|beacons\.ai|beacons\.page|carrd\.co|linkstack\.org|littlelink\.io)$/;

const squeeze = (text: string): string => text.replace(/\s+/g, ' ').trim().slice(0, MAX_TEXT);

const absolute = (href: string | null | undefined, base: string): string | null => {
  if (!href) return null;
  try {
    const url = new URL(href.trim(), base);
    return ['http:', 'https:', 'mailto:'].includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
};

/** An image that looks like the owner's picture by its class, id or alt text. */
const isAvatarImage = (attrs: Record<string, string>): boolean =>
  /avatar|profile|portrait|headshot/i.test(
    `${attrs.class ?? ''} ${attrs.id ?? ''} ${attrs.alt ?? ''}`,
  );

function scanMarkup(html: string): Markup {
  const markup: Markup = {
    title: null,
    heading: null,
    meta: new Map(),
    avatar: null,
    links: [],
    bodyStyle: null,
    styles: [],
    nextData: undefined,
    jsonLd: [],
    baseHref: null,
  };
  const nesting = nestingCounter(PAGE_NESTING_LIMIT);
  // What the text inside the element being read becomes, with the depth it closes at.
  let capture: {
    depth: number;
    parts: string[];
    finish: (text: string) => void;
    anchor?: true;
  } | null = null;
  let depth = 0;
  let svgDepth = 0;
  // A page's footer holds the builder's and the site's links, not the owner's.
  let footerDepth = 0;

  const parser = new Parser(
    {
      onopentag(name, attrs) {
        nesting.open();
        depth += 1;
        if (name === 'svg') svgDepth += 1;
        if (name === 'footer') footerDepth += 1;
        if (capture) {
          // An icon link's words are often its picture's alt text.
          if (capture.anchor && name === 'img' && attrs.alt) capture.parts.push(` ${attrs.alt} `);
          return;
        }
        if (name === 'meta') {
          const key = (attrs.property ?? attrs.name ?? '').trim().toLowerCase();
          if (key && attrs.content !== undefined && !markup.meta.has(key)) {
            markup.meta.set(key, attrs.content);
          }
        } else if (name === 'base' && attrs.href && markup.baseHref === null) {
          markup.baseHref = attrs.href;
        } else if (name === 'body' && attrs.style) {
          markup.bodyStyle = attrs.style;
        } else if (name === 'img' && markup.avatar === null && attrs.src && isAvatarImage(attrs)) {
          markup.avatar = attrs.src;
        } else if (
          name === 'a' &&
          attrs.href &&
          footerDepth === 0 &&
          markup.links.length < MAX_PAGE_LINKS
        ) {
          const href = attrs.href;
          const label = attrs['aria-label'] ?? attrs.title ?? null;
          capture = {
            depth,
            parts: [],
            anchor: true,
            finish: (text) => {
              markup.links.push({ title: squeeze(text) || label, url: href });
            },
          };
        } else if (name === 'title' && markup.title === null && svgDepth === 0) {
          capture = { depth, parts: [], finish: (text) => (markup.title = squeeze(text)) };
        } else if (name === 'h1' && markup.heading === null) {
          capture = { depth, parts: [], finish: (text) => (markup.heading = squeeze(text)) };
        } else if (name === 'style') {
          capture = { depth, parts: [], finish: (text) => markup.styles.push(text) };
        } else if (name === 'script') {
          const type = attrs.type?.toLowerCase() ?? '';
          if (attrs.id === '__NEXT_DATA__') {
            capture = {
              depth,
              parts: [],
              finish: (text) => (markup.nextData = parseJsonBlock(text)),
            };
          } else if (type.includes('ld+json')) {
            capture = {
              depth,
              parts: [],
              finish: (text) => {
                const parsed = parseJsonBlock(text);
                if (parsed !== undefined) markup.jsonLd.push(parsed);
              },
            };
          }
        }
      },
      ontext(text) {
        // An icon's own <title> is not the words of the link it sits in.
        if (capture?.anchor && svgDepth > 0) return;
        capture?.parts.push(text);
      },
      onclosetag(name) {
        nesting.close();
        if (name === 'svg') svgDepth = Math.max(0, svgDepth - 1);
        if (name === 'footer') footerDepth = Math.max(0, footerDepth - 1);
        if (capture && capture.depth >= depth) {
          const done = capture;
          capture = null;
          done.finish(done.parts.join(''));
        }
        depth -= 1;
      },
    },
    { decodeEntities: true, recognizeSelfClosing: true },
  );
  parser.end(html);
  return markup;
}

const HEX = /#([0-9a-f]{6}|[0-9a-f]{3})\b/i;

/** The colour a declaration list gives the background, when it is a plain hex colour. */
const backgroundIn = (declarations: string): string | null => {
  const match = /background(?:-color)?\s*:\s*([^;]+)/i.exec(declarations);
  const hex = match?.[1] ? HEX.exec(match[1]) : null;
  return hex ? fullHex(hex[0]) : null;
};

/** The body's background: its style attribute, a stylesheet rule for body or html, theme-color. */
function backgroundOf(markup: Markup): string | null {
  if (markup.bodyStyle) {
    const inline = backgroundIn(markup.bodyStyle);
    if (inline) return inline;
  }
  for (const sheet of markup.styles) {
    for (const rule of sheet.matchAll(/(^|[}\s,])(body|html)\s*\{([^}]*)\}/gi)) {
      const colour = backgroundIn(rule[3] ?? '');
      if (colour) return colour;
    }
  }
  const theme = markup.meta.get('theme-color');
  const hex = theme ? HEX.exec(theme) : null;
  return hex ? fullHex(hex[0]) : null;
}

const withoutHash = (url: URL): string => url.href.replace(/#.*$/, '');

/**
 * The owner's links among the page's anchors: not the page itself (a #section, its home page),
 * nor the builder's ("Made with Carrd").
 */
function ownerLinks(links: readonly Link[], pageUrl: string, base: string): Link[] {
  const page = new URL(pageUrl);
  return links.flatMap((link) => {
    const url = absolute(link.url, base);
    if (!url) return [];
    const parsed = new URL(url);
    if (parsed.protocol !== 'mailto:') {
      if (BUILDER_HOSTS.test(parsed.hostname) || withoutHash(parsed) === withoutHash(page)) {
        return [];
      }
      if (parsed.hostname === page.hostname && parsed.pathname === '/') return [];
    }
    return [{ title: link.title, url }];
  });
}

/** What a page of links shows, embedded data first, its markup for whatever that leaves out. */
export function scanBioPage(html: string, pageUrl: string): BioPage {
  const markup = scanMarkup(html);
  const base = absolute(markup.baseHref, pageUrl) ?? pageUrl;
  const embedded = readEmbeddedData(markup.nextData, markup.jsonLd);
  const resolved = (links: readonly Link[]) =>
    links.flatMap((link) => {
      const url = absolute(link.url, base);
      return url ? [{ title: link.title, url }] : [];
    });
  const structuredLinks = resolved(embedded.links);
  const meta = (key: string) => {
    const value = markup.meta.get(key);
    return value ? squeeze(value) || null : null;
  };
  return {
    title: embedded.title ?? meta('og:title') ?? markup.heading ?? markup.title,
    description: embedded.description ?? meta('og:description') ?? meta('description'),
    avatarUrl: absolute(embedded.avatar ?? markup.avatar ?? meta('og:image'), base),
    // A page with embedded links draws the same ones as anchors, among its own chrome.
    links: (structuredLinks.length > 0
      ? structuredLinks
      : [...ownerLinks(markup.links, pageUrl, base), ...resolved(embedded.profiles)]
    ).slice(0, MAX_PAGE_LINKS),
    backgroundColour: embedded.background ?? backgroundOf(markup),
  };
}
