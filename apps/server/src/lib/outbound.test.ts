import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createOutboundClient, OutboundError } from './outbound.ts';
import { type LocalServer, startLocalServer } from './outbound-test-support.ts';

const userAgent = 'PodpieBot/1.0 (+https://podpie.test)';
const client = createOutboundClient({
  userAgent,
  allowPrivate: true,
  allowedPorts: 'any',
  totalTimeoutMs: 2_000,
});
afterAll(() => client.close());

const servers: LocalServer[] = [];
const serve = async (handler: (request: IncomingMessage, response: ServerResponse) => void) => {
  const server = await startLocalServer(handler);
  servers.push(server);
  return server;
};
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the request to fail');
    },
    (error: unknown) => {
      if (!(error instanceof OutboundError)) throw error;
      return error;
    },
  );

describe('the guarded outbound client', () => {
  it('fetches a body and identifies itself with a descriptive User-Agent', async () => {
    let seenAgent: string | undefined;
    const server = await serve((request, response) => {
      seenAgent = request.headers['user-agent'];
      response.writeHead(200, { 'content-type': 'application/rss+xml', etag: '"v1"' });
      response.end('<rss/>');
    });
    const response = await client.request({ url: `${server.origin}/feed.xml`, kind: 'feed' });
    expect(response.status).toBe(200);
    expect(response.body.toString()).toBe('<rss/>');
    expect(response.contentType).toBe('application/rss+xml');
    expect(response.etag).toBe('"v1"');
    expect(seenAgent).toBe(userAgent);
  });

  it('answers notModified when the ETag or Last-Modified still match', async () => {
    const server = await serve((request, response) => {
      const fresh =
        request.headers['if-none-match'] === '"v1"' ||
        request.headers['if-modified-since'] === 'Wed, 01 Jan 2025 00:00:00 GMT';
      response.writeHead(fresh ? 304 : 200).end(fresh ? undefined : 'changed');
    });
    const byEtag = await client.request({ url: server.origin, etag: '"v1"' });
    expect(byEtag).toMatchObject({ status: 304, notModified: true });
    expect(byEtag.body.length).toBe(0);
    const byDate = await client.request({
      url: server.origin,
      lastModified: 'Wed, 01 Jan 2025 00:00:00 GMT',
    });
    expect(byDate.notModified).toBe(true);
    const stale = await client.request({ url: server.origin, etag: '"v0"' });
    expect(stale).toMatchObject({ status: 200, notModified: false });
  });

  it('follows a relative redirect and reports the final address', async () => {
    const server = await serve((request, response) => {
      if (request.url === '/old') response.writeHead(301, { location: '/new' }).end();
      else response.writeHead(200).end(`at ${request.url}`);
    });
    const response = await client.request({ url: `${server.origin}/old` });
    expect(response.url).toBe(`${server.origin}/new`);
    expect(response.body.toString()).toBe('at /new');
  });

  it('drops credentials when a redirect leaves the original origin', async () => {
    let forwarded: string | undefined = 'unset';
    const other = await serve((request, response) => {
      forwarded = request.headers.authorization;
      response.writeHead(200).end('ok');
    });
    const first = await serve((_request, response) => {
      response.writeHead(302, { location: `${other.origin}/elsewhere` }).end();
    });
    await client.request({ url: first.origin, headers: { Authorization: 'Bearer secret' } });
    expect(forwarded).toBeUndefined();
  });

  it('refuses a body whose announced length exceeds the cap without reading it', async () => {
    let written = 0;
    const server = await serve((_request, response) => {
      response.writeHead(200, { 'content-length': String(10 * 1024 * 1024) });
      const chunk = Buffer.alloc(64 * 1024, 'a');
      const pump = () => {
        while (written < 10 * 1024 * 1024 && response.write(chunk)) written += chunk.length;
      };
      response.on('drain', pump);
      pump();
    });
    const error = await failure(client.request({ url: server.origin, maxBytes: 1024 * 1024 }));
    expect(error.code).toBe('too_large');
  });

  it('stops a streamed body as soon as it passes the cap', async () => {
    let written = 0;
    let closed = false;
    const server = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      const chunk = Buffer.alloc(16 * 1024, 'a');
      const timer = setInterval(() => {
        if (written > 50 * 1024 * 1024) clearInterval(timer);
        response.write(chunk);
        written += chunk.length;
      }, 1);
      response.on('close', () => {
        closed = true;
        clearInterval(timer);
      });
    });
    const cap = 256 * 1024;
    const error = await failure(client.request({ url: server.origin, maxBytes: cap }));
    expect(error.code).toBe('too_large');
    await expect.poll(() => closed).toBe(true);
    // The server stopped a few chunks after the cap, not after streaming megabytes.
    expect(written).toBeLessThan(cap + 2 * 1024 * 1024);
  });

  it('decompresses gzip and counts the cap on the decoded size', async () => {
    const text = 'episode '.repeat(50_000);
    const server = await serve((_request, response) => {
      response.writeHead(200, { 'content-encoding': 'gzip' }).end(gzipSync(text));
    });
    const response = await client.request({ url: server.origin });
    expect(response.body.toString()).toBe(text);
    const error = await failure(client.request({ url: server.origin, maxBytes: 100_000 }));
    expect(error.code).toBe('too_large');
  });

  it('gives up on a server that never answers', async () => {
    const slow = createOutboundClient({
      userAgent,
      allowPrivate: true,
      allowedPorts: 'any',
      totalTimeoutMs: 150,
    });
    const server = await serve(() => {
      // never answers
    });
    const error = await failure(slow.request({ url: server.origin }));
    expect(error.code).toBe('timeout');
    slow.close();
  });

  it('reports a closed port as unreachable', async () => {
    const server = await serve(() => {});
    const { origin } = server;
    await server.close();
    servers.splice(0);
    const error = await failure(client.request({ url: origin }));
    expect(error.code).toBe('network');
  });

  it('posts a form body and parses JSON served as text/javascript', async () => {
    let received = '';
    const server = await serve((request, response) => {
      request.on('data', (chunk: Buffer) => {
        received += chunk.toString();
      });
      request.on('end', () => {
        response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
        response.end('\n\n\n{"resultCount":1,"results":[{"trackId":1}]}\n');
      });
    });
    const { json } = await client.requestJson({
      url: server.origin,
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    expect(received).toBe('grant_type=client_credentials');
    expect(json).toEqual({ resultCount: 1, results: [{ trackId: 1 }] });
  });

  it('sends a GET again on a new connection when the host had closed the kept-alive one', async () => {
    // As a host does when its keep-alive timeout ends just as we reuse the connection: the second
    // request on the first socket is met by a reset, while a new connection answers.
    const requestsOnSocket = new Map<unknown, number>();
    const server = await serve((request, response) => {
      const count = (requestsOnSocket.get(request.socket) ?? 0) + 1;
      requestsOnSocket.set(request.socket, count);
      if (count === 2) {
        request.socket.destroy();
        return;
      }
      response
        .writeHead(200, { 'content-type': 'text/plain' })
        .end(`answer ${requestsOnSocket.size}`);
    });
    expect((await client.request({ url: server.origin })).body.toString()).toBe('answer 1');
    const again = await client.request({ url: `${server.origin}/feed.xml` });
    expect(again.status).toBe(200);
    expect(again.body.toString()).toBe('answer 2');
    expect(requestsOnSocket.size).toBe(2);
  });

  it('never sends a POST twice, though its kept-alive connection was closed', async () => {
    const requestsOnSocket = new Map<unknown, number>();
    let posts = 0;
    const server = await serve((request, response) => {
      const count = (requestsOnSocket.get(request.socket) ?? 0) + 1;
      requestsOnSocket.set(request.socket, count);
      if (request.method === 'POST') posts += 1;
      if (count === 2) {
        request.socket.destroy();
        return;
      }
      response.writeHead(200).end('ok');
    });
    await client.request({ url: server.origin });
    const error = await failure(client.request({ url: server.origin, method: 'POST', body: 'x' }));
    expect(error.code).toBe('network');
    expect(posts).toBe(1);
  });
});
