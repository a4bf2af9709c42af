import { type Server, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FlatHeaders } from './page-answer.ts';
import { type PlainGet, plainGetAt } from './request-head.ts';

/** A held page's answer as the fast path sends it (flatAnswerTo). */
export type FlatAnswer = { status: number; headers: FlatHeaders; body: Buffer | undefined };

/** What the front asks of the page store for one plain GET. */
export type HeldAnswerOf = (get: PlainGet, peer: string | undefined) => FlatAnswer | undefined;

/** Pipelined answers a client has not read yet, past which the front stops reading from it. */
const UNREAD_LIMIT = 1 << 20;

type Made = { date: string; keepAlive: number; head: Buffer };

/**
 * Node's own answer, byte for byte: its status line, the page's flat header list, then the three
 * headers Node adds to a kept-alive HTTP/1.1 answer, in its spelling and order.
 */
function answerHead(answer: FlatAnswer, date: string, keepAliveMs: number): Buffer {
  let head = `HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status] ?? ''}\r\n`;
  for (let index = 0; index + 1 < answer.headers.length; index += 2) {
    head += `${answer.headers[index]}: ${answer.headers[index + 1]}\r\n`;
  }
  head += `Date: ${date}\r\nConnection: keep-alive\r\n`;
  // Node names the timeout, in whole seconds, whenever there is one.
  if (keepAliveMs > 0) head += `Keep-Alive: timeout=${Math.floor(keepAliveMs / 1000)}\r\n`;
  head += '\r\n';
  return Buffer.from(head, 'latin1');
}

/**
 * Held pages answered on the socket itself, before Node's HTTP parser makes request and response
 * objects of them: those objects, not the page, were most of what a held page cost (a bare Node
 * `http` server reached about 80% of nginx on the same bytes, one writing them to the socket more
 * than nginx; bench/page.bench.ts). Each chunk a connection sends is read as plain GETs
 * (request-head.ts); an answer the store holds is written at once, its head made again each second
 * for its Date. The first bytes that are anything else (another method, a body, a page not held, a
 * head split across chunks) and everything after them go to Node's parser, which keeps the
 * connection from then on: the front never buffers, so slow or odd clients meet Node's limits.
 */
export function frontHeldPages(server: Server, heldAnswerOf: HeldAnswerOf): void {
  const [nodeListener] = server.listeners('connection') as ((socket: Socket) => void)[];
  if (nodeListener === undefined) throw new Error('the server has no HTTP connection listener');
  server.removeListener('connection', nodeListener);
  /** Each connection the front still reads, with how to end it when the server closes. */
  const open = new Map<Socket, () => void>();
  const made = new WeakMap<FlatHeaders, Made>();
  let dateSecond = -1;
  let date = '';

  // The head is kept apart from the body, which the store already holds: one write of both would
  // be about 5% faster and hold every page sent this way twice.
  const headOf = (answer: FlatAnswer): Buffer => {
    const second = Math.floor(Date.now() / 1000);
    if (second !== dateSecond) {
      dateSecond = second;
      date = new Date(second * 1000).toUTCString();
    }
    const keepAlive = server.keepAliveTimeout;
    let kept = made.get(answer.headers);
    if (kept === undefined || kept.date !== date || kept.keepAlive !== keepAlive) {
      kept = { date, keepAlive, head: answerHead(answer, date, keepAlive) };
      made.set(answer.headers, kept);
    }
    return kept.head;
  };

  server.on('connection', (socket: Socket) => {
    const onData = (chunk: Buffer) => {
      let offset = 0;
      while (offset < chunk.length) {
        const get = plainGetAt(chunk, offset);
        const answer = get && heldAnswerOf(get, socket.remoteAddress);
        if (get === undefined || answer === undefined) break;
        // Corked, head and body leave in one system call.
        socket.cork();
        socket.write(headOf(answer));
        if (answer.body) socket.write(answer.body);
        socket.uncork();
        offset = get.end;
      }
      if (offset < chunk.length) {
        handOff(offset === 0 ? chunk : chunk.subarray(offset));
        return;
      }
      if (socket.writableLength > UNREAD_LIMIT) {
        socket.pause();
        socket.once('drain', resume);
      }
    };
    const resume = () => socket.resume();
    const onEnd = () => socket.end();
    const onTimeout = () => socket.destroy();
    const onError = () => socket.destroy();
    const onClose = () => open.delete(socket);
    const handOff = (rest: Buffer) => {
      open.delete(socket);
      socket.removeListener('data', onData);
      socket.removeListener('end', onEnd);
      socket.removeListener('timeout', onTimeout);
      socket.removeListener('error', onError);
      socket.removeListener('close', onClose);
      socket.removeListener('drain', resume);
      socket.setTimeout(0);
      nodeListener.call(server, socket);
      // Synchronously, so Node's parser reads these bytes before any the connection sends next.
      socket.emit('data', rest);
      // Paused for an unread backlog: Node's parser now reads the socket and minds its own.
      if (socket.isPaused()) socket.resume();
    };
    open.set(socket, () => {
      socket.removeListener('data', onData);
      socket.end();
    });
    socket.on('data', onData);
    socket.on('end', onEnd);
    socket.on('error', onError);
    socket.on('close', onClose);
    socket.on('timeout', onTimeout);
    socket.setTimeout(server.keepAliveTimeout);
  });

  // Closing ends the front's connections as Node ends its idle ones: between two chunks a
  // connection of the front has no answer in flight, only bytes still being flushed.
  const endOpen = () => {
    for (const end of open.values()) end();
    open.clear();
  };
  const close = server.close.bind(server);
  server.close = (callback?: (error?: Error) => void) => {
    endOpen();
    return close(callback);
  };
  const closeIdle = server.closeIdleConnections.bind(server);
  server.closeIdleConnections = () => {
    endOpen();
    closeIdle();
  };
  const closeAll = server.closeAllConnections.bind(server);
  server.closeAllConnections = () => {
    for (const socket of open.keys()) socket.destroy();
    open.clear();
    closeAll();
  };
}
