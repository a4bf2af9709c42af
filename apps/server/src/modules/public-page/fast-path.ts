import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { FastifyServerOptions } from 'fastify';
import type { DomainHosts } from '../domains/hosts.ts';
import { flatAnswerTo, negotiationHeaders } from './page-answer.ts';
import type { PageStore } from './store.ts';
import { visitorOf } from './visitor-of.ts';

/** The path's one segment, or null when the path has more (or none). */
function singleSegment(url: string): string | null {
  const end = url.indexOf('?');
  const path = end === -1 ? url : url.slice(0, end);
  if (path.length < 2 || path.charCodeAt(0) !== 47 || path.indexOf('/', 1) !== -1) return null;
  return path.slice(1);
}

/**
 * Fastify's serverFactory: a published page the store holds a current answer for is sent straight
 * from Node's request event, everything else (HEAD included) goes to Fastify, with the timeouts
 * Fastify would set. Fastify's request pipeline (routing, request and reply objects, hooks, a
 * child logger) costs more than a held page, and a shared link is mostly the same page asked again
 * and again (bench/page.bench.ts). Only slugs GET /:slug answered are held, as long as it would
 * trust them, so both ways send the same bytes and headers.
 */
export function serverWithFastPath(store: PageStore, nowMs: () => number, hosts?: DomainHosts) {
  const serve = (
    request: IncomingMessage,
    response: ServerResponse,
    viaDomain: boolean,
  ): boolean => {
    if (request.method !== 'GET' || request.url === undefined) return false;
    const slug = singleSegment(request.url);
    if (slug === null) return false;
    const at = nowMs();
    const answer = store.current(slug, at, viaDomain);
    if (answer === undefined) return false;
    // Node builds request.headers from the raw list on first use; three names are all we need.
    const headers = negotiationHeaders(request.rawHeaders);
    // An app's own browser gets a copy of its own (page-routes.ts), drawn by the route.
    if (headers['user-agent'] && visitorOf(headers['user-agent']).inAppBrowser) return false;
    const sent = flatAnswerTo(answer, headers, at);
    response.writeHead(sent.status, sent.headers);
    response.end(sent.body);
    return true;
  };
  return (
    handler: (request: IncomingMessage, response: ServerResponse) => void,
    options: FastifyServerOptions,
  ): Server => {
    // Owners' domains are routed by Host first (modules/domains/hosts.ts).
    const server = createServer((request, response) => {
      if (!hosts) {
        if (!serve(request, response, false)) handler(request, response);
        return;
      }
      hosts.route(request, response, nowMs(), (domain) => {
        if (!serve(request, response, domain !== undefined)) handler(request, response);
      });
    });
    if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
    if (options.connectionTimeout !== undefined) server.setTimeout(options.connectionTimeout);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
}
