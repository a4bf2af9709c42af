import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP relay on 127.0.0.1 to a real service (PostgreSQL, Redis), which a test can take down and
 * bring back on the same port: an outage of that service as the server sees it, without touching
 * the service itself.
 */
export type TcpProxy = {
  port: number;
  /** Drops every relayed connection and stops listening: connects are refused. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
  close(): Promise<void>;
};

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const made = createServer((client) => {
        const upstream = connect(target.port, target.host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream);
        upstream.pipe(client);
      });
      made.once('error', reject);
      made.listen(port, '127.0.0.1', () => {
        const address = made.address();
        if (typeof address === 'object' && address) port = address.port;
        server = made;
        resolve();
      });
    });

  const stop = async () => {
    for (const socket of sockets) socket.destroy();
    sockets.clear();
    const running = server;
    server = undefined;
    if (running) await new Promise<void>((resolve) => running.close(() => resolve()));
  };

  await listen();
  return {
    get port() {
      return port;
    },
    stop,
    start: listen,
    close: stop,
  };
}
