import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import {
  cookieLanguage,
  LANGUAGES,
  type Language,
  PRERENDERED_FRAMES,
  PRERENDERED_SCREENS,
  type PrerenderedFrameName,
  type PrerenderedScreenName,
} from '@podpie/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptsBrotli, acceptsGzip } from './negotiation.ts';
import { headerLanguage } from './request-language.ts';

type Encoded = {
  plain: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
  /** The CSP source of the document's one inline script (a signed-in frame's early asks). */
  inlineScript?: string;
};

/**
 * The inline script a signed-in frame carries (its early asks and the app's loader,
 * apps/web/src/prerender-entry.tsx).
 */
const EARLY_ASKS = /<script data-early-asks(?: data-scripts="[^"<>]*")?>([\s\S]*?)<\/script>/;

/** The hash source that lets the browser run exactly this document's early asks. */
function inlineScriptOf(html: Buffer): string | undefined {
  const text = EARLY_ASKS.exec(html.toString('utf8'))?.[1];
  return text === undefined
    ? undefined
    : `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

type DrawnName = PrerenderedScreenName | PrerenderedFrameName;

/**
 * The screens and signed-in frames the web build drew in every language (apps/web/prerender.ts),
 * held in memory.
 */
export type PrerenderedScreens = Map<`${Language}/${DrawnName}`, Encoded>;

const readIfPresent = (path: string) => (existsSync(path) ? readFileSync(path) : null);

/** The build's prerendered documents, or none when the build has none (an older build). */
export function loadPrerendered(webDist: string): PrerenderedScreens {
  const screens: PrerenderedScreens = new Map();
  for (const language of LANGUAGES) {
    const names: DrawnName[] = [
      ...(Object.keys(PRERENDERED_SCREENS) as PrerenderedScreenName[]),
      ...Object.values(PRERENDERED_FRAMES),
    ];
    for (const name of names) {
      const path = join(webDist, 'prerendered', language, `${name}.html`);
      const plain = readIfPresent(path);
      if (!plain) continue;
      const inlineScript = inlineScriptOf(plain);
      screens.set(`${language}/${name}`, {
        plain,
        br: readIfPresent(`${path}.br`),
        gzip: readIfPresent(`${path}.gz`),
        ...(inlineScript ? { inlineScript } : {}),
      });
    }
  }
  return screens;
}

/** index.html for each route whose lazy scripts the build listed, with them preloaded. */
export type RouteDocuments = Map<string, Encoded>;

/**
 * index.html per route pattern, naming the scripts of the route's whole graph (modulepreload) so
 * the browser fetches them at once, not one import after another (dist/prerendered/
 * route-scripts.json, written by apps/web/prerender.ts). Compressed once, here.
 */
export function loadRouteDocuments(webDist: string): RouteDocuments {
  const documents: RouteDocuments = new Map();
  const listed = readIfPresent(join(webDist, 'prerendered', 'route-scripts.json'));
  if (!listed) return documents;
  const index = readFileSync(join(webDist, 'index.html'), 'utf8');
  const scripts = JSON.parse(listed.toString()) as Record<string, string[]>;
  for (const [pattern, sources] of Object.entries(scripts)) {
    if (sources.length === 0) continue;
    const links = sources
      .map((src) => `<link rel="modulepreload" crossorigin href="${src}">`)
      .join('');
    const plain = Buffer.from(index.replace('</head>', `${links}</head>`));
    documents.set(pattern, { plain, br: brotliCompressSync(plain), gzip: gzipSync(plain) });
  }
  return documents;
}

/** The app's rule (SPEC.md §9): the device's remembered choice, else the browser's languages. */
export function appLanguage(request: FastifyRequest): Language {
  return (
    cookieLanguage(request.headers.cookie) ?? headerLanguage(request.headers['accept-language'])
  );
}

/**
 * Sends a prerendered screen in the visitor's language and the best encoding they take; false
 * when the build holds no such screen, so the caller sends the plain app instead.
 */
export function sendPrerendered(
  request: FastifyRequest,
  reply: FastifyReply,
  screens: PrerenderedScreens,
  name: DrawnName,
  status: number,
): boolean {
  const screen = screens.get(`${appLanguage(request)}/${name}`);
  if (!screen) return false;
  // The answer depends on each of these; a shared cache must keep them apart.
  sendHtml(request, reply, screen, status, 'Accept-Encoding, Accept-Language, Cookie');
  return true;
}

/** An HTML document in the best encoding the client takes, revalidated on every visit. */
export function sendHtml(
  request: FastifyRequest,
  reply: FastifyReply,
  document: Encoded,
  status: number,
  vary = 'Accept-Encoding',
): FastifyReply {
  const accepted = request.headers['accept-encoding'];
  const [body, encoding] =
    document.br && acceptsBrotli(accepted)
      ? [document.br, 'br']
      : document.gzip && acceptsGzip(accepted)
        ? [document.gzip, 'gzip']
        : [document.plain, null];
  if (encoding) reply.header('content-encoding', encoding);
  const policy = reply.getHeader('content-security-policy');
  if (document.inlineScript && typeof policy === 'string') {
    // The app's policy runs scripts of its own origin only; this document's one inline script too.
    // A second script-src would be ignored, so the one there is widened.
    reply.header(
      'content-security-policy',
      policy.replace(/(^|;)\s*script-src ([^;]*)/, `$1script-src $2 ${document.inlineScript}`),
    );
  }
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', vary)
    .send(body);
}
