import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { FastifyServerOptions } from 'fastify';
import { EntriesByProject } from './entries-by-project.ts';
import { flatAnswerTo, negotiationHeaders, type PageAnswer } from './page-answer.ts';

/**
 * A published page's answer, ready to send as it stands until `until` (ms), and the page cache
 * key of the version it was drawn from.
 */
export type HotAnswer = PageAnswer & { until: number; projectId: number; key: string };

export interface HotPages {
  /** Called by GET /:slug after answering 200, with what it sent. */
  remember(slug: string, answer: HotAnswer): void;
  /** Drops the project's answer, under any slug, and the answer kept for `slug`. */
  forget(projectId: number, slug: string | null): void;
  /** Drops every answer (changes may have been missed). */
  forgetAll(): void;
  /**
   * The answer kept for `slug` if it was drawn from the version named by `key` and no schedule
   * or countdown has changed the page since, trusted or not: GET /:slug sends it again once it
   * has read the version, rather than drawing the page again.
   */
  held(slug: string, key: string, at: number): HotAnswer | undefined;
  /** Sends the page if this process holds a current answer for it; false leaves it to Fastify. */
  serve(request: IncomingMessage, response: ServerResponse): boolean;
}

/**
 * Page bytes held at most. Pages are held gzipped (about 10 KB for 20 blocks), so this keeps
 * some ten thousand pages: with visitors spread the way shared links spread, nearly every view.
 */
const MAX_BYTES = 128 * 1024 * 1024;

/** The path's one segment, or null when the path has more (or none). */
function singleSegment(url: string): string | null {
  const end = url.indexOf('?');
  const path = end === -1 ? url : url.slice(0, end);
  if (path.length < 2 || path.charCodeAt(0) !== 47 || path.indexOf('/', 1) !== -1) return null;
  return path.slice(1);
}

/**
 * The answers of the most visited published pages, sent straight from Node's request event.
 * Fastify's request pipeline (routing, request and reply objects, hooks, a child logger) costs
 * more than the page itself once it is cached, and a shared link is mostly the same page asked
 * again and again (bench/page.bench.ts). An answer is only kept as long as the route itself
 * would trust the version it read and the page's next schedule or countdown boundary, so both
 * ways send the same bytes and headers. Everything else, HEAD included, goes to Fastify.
 */
export function createHotPages(nowMs: () => number, maxBytes = MAX_BYTES): HotPages {
  let bytes = 0;
  // Each answer with the bytes it was counted for: its plain copy may be made after that.
  const answers = new EntriesByProject<{ answer: HotAnswer; size: number }>(
    (held) => held.answer.projectId,
    (held) => {
      bytes -= held.size;
    },
  );
  // A page is drawn in its project's language whoever asks, so the slug alone names its answer.
  const keyOf = (slug: string) => slug.toLowerCase();
  // Links are mostly shared as the slug was typed, so the exact spelling is tried first.
  const find = (slug: string) => (answers.get(slug) ?? answers.get(keyOf(slug)))?.answer;
  return {
    remember(slug, answer) {
      const key = keyOf(slug);
      const size = answer.bytes() + key.length;
      answers.set(key, { answer, size });
      bytes += size;
      answers.deleteOldestWhile(() => bytes > maxBytes);
    },
    forget(projectId, slug) {
      if (slug !== null) answers.delete(keyOf(slug));
      answers.deleteProject(projectId);
    },
    held(slug, key, at) {
      const answer = answers.get(keyOf(slug))?.answer;
      if (answer === undefined || answer.key !== key) return undefined;
      return answer.expiresAt === null || at < answer.expiresAt ? answer : undefined;
    },
    forgetAll() {
      answers.clear();
      bytes = 0;
    },
    serve(request, response) {
      if (request.method !== 'GET' || request.url === undefined) return false;
      const slug = singleSegment(request.url);
      // Only slugs that GET /:slug checked and answered are held, so a hit needs no check.
      const answer = slug === null ? undefined : find(slug);
      if (slug === null || answer === undefined) return false;
      const at = nowMs();
      // Past its trust the answer stays, for GET /:slug to send again once the version is read.
      if (at >= answer.until) return false;
      // Node builds request.headers from the raw list on first use; two names are all we need.
      const sent = flatAnswerTo(answer, negotiationHeaders(request.rawHeaders), at);
      response.writeHead(sent.status, sent.headers);
      response.end(sent.body);
      return true;
    },
  };
}

/** Fastify's serverFactory: hot pages first, then Fastify, with the timeouts Fastify would set. */
export function serverWithHotPages(hot: HotPages) {
  return (
    handler: (request: IncomingMessage, response: ServerResponse) => void,
    options: FastifyServerOptions,
  ): Server => {
    const server = createServer((request, response) => {
      if (!hot.serve(request, response)) handler(request, response);
    });
    if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
    if (options.connectionTimeout !== undefined) server.setTimeout(options.connectionTimeout);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
}
