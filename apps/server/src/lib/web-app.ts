import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { appRouteOf, isAppRoute, PRERENDERED_FRAMES, prerenderedScreenOf } from '@podpie/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { NOT_FOUND_MESSAGE, sendError } from './errors.ts';
import {
  loadPrerendered,
  loadRouteDocuments,
  type PrerenderedScreens,
  type RouteDocuments,
  sendHtml,
  sendPrerendered,
} from './prerendered.ts';
import { domainOfRequest } from './request-domain.ts';
import { headerLanguage } from './request-language.ts';
import { notFoundPage } from './small-page.ts';

/** Paths the server answers itself; an unknown one there is a JSON 404, never the app. */
const SERVER_PREFIXES = ['/api', '/parser', '/uploads'];
const YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

function isAppNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '/';
  if (SERVER_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) {
    return false;
  }
  // A missing /assets/x.js must stay a 404: answering HTML there breaks the page in odd ways.
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  return !lastSegment.includes('.');
}

/**
 * A page address that holds no published page gets the app's one 404 answer (below),
 * with the app's usual headers, which the page routes skip.
 */
export function sendNotFoundPage(reply: FastifyReply) {
  if (typeof reply.helmet === 'function') reply.helmet();
  return reply.callNotFound();
}

/**
 * One 404 for every unknown address: the app, whose router draws SPEC.md's 404 page in the
 * visitor's language, sent with HTTP 404 so crawlers and link checkers see it as missing.
 */
function answerNotFound(
  request: FastifyRequest,
  reply: FastifyReply,
  hasApp: boolean,
  documents: AppDocuments,
) {
  // An owner's domain shows their page and its pictures, never the app.
  if (domainOfRequest(request.raw)) {
    return reply
      .status(404)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(notFoundPage(headerLanguage(request.headers['accept-language'])));
  }
  if (!isAppNavigation(request)) return sendError(reply, 'not_found', [NOT_FOUND_MESSAGE]);
  const path = request.url.split('?')[0] ?? '/';
  const status = isAppRoute(path) ? 200 : 404;
  if (hasApp) return sendAppDocument(request, reply, documents, status);
  // No built app (a server run for the API alone): the same words, drawn by the server.
  return reply
    .status(404)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .send(notFoundPage(headerLanguage(request.headers['accept-language'])));
}

type AppDocuments = { screens: PrerenderedScreens; routes: RouteDocuments };

/**
 * The app's HTML for an address: the screen drawn at build time where there is one (the signed-out
 * screens and the 404 page, in the visitor's language), else index.html naming the route's scripts.
 */
function sendAppDocument(
  request: FastifyRequest,
  reply: FastifyReply,
  documents: AppDocuments,
  status: number,
) {
  const path = request.url.split('?')[0] ?? '/';
  const screen = prerenderedScreenOf(path);
  if (screen && sendPrerendered(request, reply, documents.screens, screen, status)) return reply;
  const route = appRouteOf(path);
  // A signed-in screen with a frame drawn at build time: painted before the app arrives.
  const frame =
    route && route in PRERENDERED_FRAMES
      ? PRERENDERED_FRAMES[route as keyof typeof PRERENDERED_FRAMES]
      : null;
  if (frame && sendPrerendered(request, reply, documents.screens, frame, status)) return reply;
  const document = route ? documents.routes.get(route) : undefined;
  if (document) return sendHtml(request, reply, document, status);
  return reply.status(status).header('cache-control', 'no-cache').sendFile('index.html');
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** @fastify/helmet's per-route settings, as its request hook reads them. */
    helmet?: { skipRoute?: boolean };
  }
}

/** A hashed script or stylesheet, as stored or precompressed. */
const SCRIPT_OR_STYLE = /\.(js|css)(?:\.br|\.gz)?$/;

/**
 * helmet's headers are for documents (and workers, which the app has none of): a script keeps
 * nosniff alone, a stylesheet the referrer policy for the fonts it asks for too. The rest were
 * 0.7 KB of each answer, 12 KB over the editor's seventeen scripts.
 */
const NOSNIFF = { 'x-content-type-options': 'nosniff' };
const STYLE_HEADERS = { ...NOSNIFF, 'referrer-policy': 'no-referrer' };

/**
 * Serves the built single-page app from `webDist` when it exists (hashed /assets cached for a
 * year, index.html revalidated; each in the best precompressed encoding the browser takes) and answers every other unknown app path with index.html, where
 * the app's router draws the page or its own 404.
 */
export const webAppPlugin = fp<{ webDist: string }>(
  async (app: FastifyInstance, options) => {
    const hasApp = existsSync(join(options.webDist, 'index.html'));
    const documents: AppDocuments = {
      screens: hasApp ? loadPrerendered(options.webDist) : new Map(),
      routes: hasApp ? loadRouteDocuments(options.webDist) : new Map(),
    };
    if (hasApp) {
      app.addHook('onRoute', (route) => {
        if (!route.url.startsWith('/assets/') || !SCRIPT_OR_STYLE.test(route.url)) return;
        // helmet reads this at request time; its own `helmet: false` is read as routes are added,
        // before this hook sees them.
        route.config = { ...route.config, helmet: { skipRoute: true } };
        if (SCRIPT_OR_STYLE.exec(route.url)?.[1] !== 'js') return;
        // A script's shortest type: @fastify/static writes `application/javascript;
        // charset=utf-8` after setHeaders, and a module is read as UTF-8 whatever it says.
        const earlier = route.onSend;
        route.onSend = [
          ...(Array.isArray(earlier) ? earlier : earlier ? [earlier] : []),
          async (_request, reply, payload) => {
            reply.header('content-type', 'text/javascript');
            return payload;
          },
        ];
      });
      await app.register(fastifyStatic, {
        root: options.webDist,
        wildcard: false,
        index: false,
        // The build writes .br and .gz copies (apps/web/precompress.ts): the editor's script is a
        // third of its size gzipped and a quarter with brotli, compressed once rather than per
        // request.
        preCompressed: true,
        cacheControl: false,
        // No validators: a hashed file is never asked for again (the editor's seventeen scripts
        // carried 0.5 KB of ETags), and the few others (the favicon) weigh less than a
        // revalidation. Nothing here is large enough to fetch in ranges.
        etag: false,
        lastModified: false,
        acceptRanges: false,
        setHeaders(res, path) {
          const immutable = path.includes(`${join(options.webDist, 'assets')}`);
          // Headers count against a phone's budget too (Lighthouse weighs the editor's seventeen
          // scripts with theirs): no `public`, which only matters for an answer to a signed
          // request.
          res.setHeader(
            'cache-control',
            immutable ? `max-age=${YEAR_IN_SECONDS}, immutable` : 'no-cache',
          );
          // A shared cache must not hand brotli to a client that asked for gzip only.
          res.setHeader('vary', 'Accept-Encoding');
          const kind = immutable ? SCRIPT_OR_STYLE.exec(path)?.[1] : undefined;
          if (kind !== undefined) {
            const own = kind === 'css' ? STYLE_HEADERS : NOSNIFF;
            for (const [name, value] of Object.entries(own)) res.setHeader(name, value);
          }
        },
      });
      app.get('/', { schema: { hide: true } }, (request, reply) =>
        sendAppDocument(request, reply, documents, 200),
      );
    }
    app.setNotFoundHandler((request, reply) => answerNotFound(request, reply, hasApp, documents));
  },
  { name: 'podpie-web-app' },
);
