import type { IncomingMessage, ServerResponse } from 'node:http';
import { type LocalServer, startLocalServer } from '../../../lib/outbound-test-support.ts';

export interface FakeAnswer {
  status?: number;
  type?: string;
  body: string | Buffer;
  headers?: Record<string, string>;
}

export type FakeRoute =
  | FakeAnswer
  | ((request: IncomingMessage, url: URL) => FakeAnswer | Promise<FakeAnswer>);

export interface FakeUpstream extends LocalServer {
  /** Requests per path (without the query), in arrival order. */
  hits: string[];
  /** Requests received, with their query. */
  requests: URL[];
  count(path: string): number;
}

/**
 * A stand-in for a feed host, a web site or a directory API on 127.0.0.1: answers each path from
 * the table (404 otherwise) and records what was asked.
 */
export const startFakeUpstream = async (
  routes: Record<string, FakeRoute>,
): Promise<FakeUpstream> => {
  const hits: string[] = [];
  const requests: URL[] = [];
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    hits.push(url.pathname);
    requests.push(url);
    const route = routes[url.pathname];
    if (!route) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    const answer = typeof route === 'function' ? await route(request, url) : route;
    response.writeHead(answer.status ?? 200, {
      ...(answer.type ? { 'content-type': answer.type } : {}),
      ...answer.headers,
    });
    response.end(answer.body);
  };
  const server = await startLocalServer((request, response) => {
    void handle(request, response);
  });
  return {
    ...server,
    hits,
    requests,
    count: (path) => hits.filter((hit) => hit === path).length,
  };
};
