// Test helpers for code that uses the guarded outbound client: a resolver that answers from a
// table (so a public-looking name can point anywhere without real DNS) and a watch on every TCP
// socket the process opens, so a test can prove no connection left the loopback interface.
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { isIP, type LookupFunction, type Socket } from 'node:net';

export const fakeResolver =
  (answers: Record<string, string>): LookupFunction =>
  (hostname, options, callback) => {
    const address = answers[hostname];
    if (address === undefined) {
      const error: NodeJS.ErrnoException = new Error(`getaddrinfo ENOTFOUND ${hostname}`);
      error.code = 'ENOTFOUND';
      callback(error, '');
      return;
    }
    const family = isIP(address);
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };

const isLoopback = (address: string): boolean =>
  address === '::1' || address.startsWith('127.') || address === '::ffff:127.0.0.1';

export interface ConnectionWatch {
  /** Every address a socket resolved to or tried to connect to, in order. */
  readonly addresses: string[];
  /** Addresses outside the loopback interface (a socket that resolved to one is destroyed). */
  readonly nonLoopback: () => string[];
  stop(): void;
}

/**
 * Watches the sockets this process opens. As a safety net, a socket whose lookup answered a
 * non-loopback address is destroyed before it can connect, so a broken guard fails the test
 * instead of reaching the network.
 */
export const watchConnections = (): ConnectionWatch => {
  const addresses: string[] = [];
  const onSocket = (message: unknown) => {
    const socket = (message as { socket?: Socket }).socket;
    if (!socket) return;
    socket.on('lookup', (error: Error | null, address: string | undefined) => {
      if (error || !address) return;
      addresses.push(address);
      if (!isLoopback(address)) socket.destroy();
    });
    socket.on('connectionAttempt', (address: string) => addresses.push(address));
  };
  subscribe('net.client.socket', onSocket);
  return {
    addresses,
    nonLoopback: () => addresses.filter((address) => !isLoopback(address)),
    stop: () => unsubscribe('net.client.socket', onSocket),
  };
};

export interface LocalServer {
  server: Server;
  port: number;
  /** http://127.0.0.1:<port> */
  origin: string;
  close(): Promise<void>;
}

/** Starts an HTTP server on 127.0.0.1, port 0. */
export const startLocalServer = async (
  handler: (request: IncomingMessage, response: ServerResponse) => void,
): Promise<LocalServer> => {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('server has no port');
  return {
    server,
    port: address.port,
    origin: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
