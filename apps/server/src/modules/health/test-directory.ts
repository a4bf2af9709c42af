// A stand-in for podcast directories on 127.0.0.1 for the health tests: each path is a show page
// whose state a test switches (up, down, not found, forbidden, silent, refusing HEAD, or a 200
// "not found" page).
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

export type LinkState =
  | 'up'
  | 'down'
  /** 404 */
  | 'not-found'
  /** 403, as a directory answers a client it blocks. */
  | 'forbidden'
  /** Takes the request and never answers. */
  | 'silent'
  | 'head-refused'
  | 'not-found-page'
  /** 301 to the same path with a trailing "-moved", which is up. */
  | 'moved'
  /** Redirects to itself forever. */
  | 'redirect-loop';

const page = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
const PAGES = {
  apple: { show: page('apple-show.html'), notFound: page('apple-not-found.html') },
  spotify: { show: page('spotify-show.html'), notFound: page('spotify-not-found.html') },
};

export type FakeDirectory = {
  url: string;
  /** Sets the state of one path (every path starts 'up'). */
  set(path: string, state: LinkState): void;
  /** Every request so far, as "METHOD /path". */
  readonly hits: string[];
  close(): Promise<void>;
};

export async function startFakeDirectory(): Promise<FakeDirectory> {
  const states = new Map<string, LinkState>();
  const hits: string[] = [];
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://directory.test').pathname;
    hits.push(`${request.method} ${path}`);
    const state = states.get(path) ?? 'up';
    const pages = path.startsWith('/spotify/') ? PAGES.spotify : PAGES.apple;
    const html = (status: number, body: Buffer) => {
      response.writeHead(status, {
        'content-type': 'text/html; charset=utf-8',
        'content-length': body.length,
      });
      response.end(request.method === 'HEAD' ? undefined : body);
    };
    if (state === 'moved' || state === 'redirect-loop') {
      response.writeHead(301, { location: state === 'moved' ? `${path}-moved` : path });
      return response.end();
    }
    if (state === 'silent') return undefined;
    if (state === 'down') return html(503, Buffer.from('<h1>Service Unavailable</h1>'));
    if (state === 'not-found') return html(404, Buffer.from('<h1>Not Found</h1>'));
    if (state === 'forbidden') return html(403, Buffer.from('<h1>Forbidden</h1>'));
    if (state === 'head-refused' && request.method === 'HEAD') {
      response.writeHead(405, { allow: 'GET' });
      return response.end();
    }
    if (state === 'not-found-page') return html(200, pages.notFound);
    return html(200, pages.show);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    set: (path, state) => states.set(path, state),
    hits,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
