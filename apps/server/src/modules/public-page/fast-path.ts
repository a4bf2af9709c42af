import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { FastifyServerOptions } from 'fastify';
import type { DomainHosts } from '../domains/hosts.ts';
import { flatAnswerTo, negotiationHeaders, type RequestHeaders } from './page-answer.ts';
import { frontHeldPages, type HeldAnswerOf } from './socket-front.ts';
import type { PageStore } from './store.ts';
import { visitorOf } from './visitor-of.ts';

/**
 * The slug of a page address and, for /<slug>/<path> asked without a query (an episode page:
 * its `?t=` draws another copy), the path under it; null for any other address.
 */
function pageAddress(url: string): { slug: string; path?: string } | null {
  const end = url.indexOf('?');
  const path = end === -1 ? url : url.slice(0, end);
  if (path.length < 2 || path.charCodeAt(0) !== 47) return null;
  const second = path.indexOf('/', 1);
  if (second === -1) return { slug: path.slice(1) };
  if (end !== -1 || second === 1 || second === path.length - 1) return null;
  if (path.indexOf('/', second + 1) !== -1) return null;
  return { slug: path.slice(1, second), path: path.slice(second + 1) };
}

/**
 * Fastify's serverFactory: a published page the store holds a current answer for is sent straight
 * from the socket (socket-front.ts) or, on a connection that asked for something else first, from
 * Node's request event; everything else (HEAD included) goes to Fastify, with the timeouts
 * Fastify would set. Fastify's request pipeline (routing, request and reply objects, hooks, a
 * child logger) costs more than a held page, and a shared link is mostly the same page asked again
 * and again (bench/page.bench.ts). Only answers GET /:slug (and GET /:slug/:episodeKey, under
 * subPageKey) drew are held, as long as those routes would trust them, so both ways send the
 * same bytes and headers.
 */
export function serverWithFastPath(store: PageStore, nowMs: () => number, hosts?: DomainHosts) {
  const heldAnswer = (url: string, headers: RequestHeaders, viaDomain: boolean, at: number) => {
    const address = pageAddress(url);
    if (address === null) return undefined;
    const visitor = visitorOf(headers['user-agent'] ?? '');
    const answer = store.current(address.slug, at, visitor, viaDomain, address.path);
    return answer && flatAnswerTo(answer, headers, at);
  };
  const serve = (
    request: IncomingMessage,
    response: ServerResponse,
    viaDomain: boolean,
  ): boolean => {
    if (request.method !== 'GET' || request.url === undefined) return false;
    // Node builds request.headers from the raw list on first use; three names are all we need.
    const sent = heldAnswer(
      request.url,
      negotiationHeaders(request.rawHeaders),
      viaDomain,
      nowMs(),
    );
    if (sent === undefined) return false;
    response.writeHead(sent.status, sent.headers);
    response.end(sent.body);
    return true;
  };
  // The same answers for connections whose requests are all plain GETs of held pages, before
  // Node's parser (socket-front.ts); the request event below serves the rest.
  const onSocket: HeldAnswerOf = ({ target, fields }, peer) => {
    const at = nowMs();
    const place = hosts
      ? hosts.peek(hosts.hostOfHead(fields.host, fields.forwardedHost, peer), target, at)
      : { path: target, viaDomain: false };
    if (place === undefined) return undefined;
    const headers = {
      'accept-encoding': fields.acceptEncoding,
      'if-none-match': fields.ifNoneMatch,
      'user-agent': fields.userAgent,
    };
    return heldAnswer(place.path, headers, place.viaDomain, at);
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
    // Node adds `max=` to Keep-Alive under a request cap, which the front's answers do not carry.
    if (!server.maxRequestsPerSocket) frontHeldPages(server, onSocket);
    return server;
  };
}
