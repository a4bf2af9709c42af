// A private Redis without persistence on its own port, stopped and started by the suite.
import { type ChildProcess, spawn } from 'node:child_process';
import { exited, killNow, onExit, sleep } from './children.ts';

export const PRIVATE_REDIS_PORT = 6399;

export class PrivateRedis {
  readonly port = PRIVATE_REDIS_PORT;
  readonly url = `redis://127.0.0.1:${PRIVATE_REDIS_PORT}`;
  private child: ChildProcess | null = null;
  private unregister: (() => void) | null = null;

  async start(): Promise<void> {
    const child = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    this.child = child;
    this.unregister = onExit(() => killNow(child));
    for (let tries = 0; tries < 100; tries += 1) {
      if (child.exitCode !== null) throw new Error(`redis-server on ${this.port} exited at start`);
      if (await this.answers()) return;
      await sleep(50);
    }
    throw new Error(`redis-server on ${this.port} did not answer`);
  }

  /** Stops at once; clients see their connection refused until start(). */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child) return;
    killNow(child);
    await exited(child);
    this.unregister?.();
    this.unregister = null;
    this.child = null;
  }

  /** Bytes of memory Redis says it uses (INFO memory's used_memory). */
  async usedMemory(): Promise<number> {
    const { createConnection } = await import('node:net');
    return new Promise((resolve, reject) => {
      const socket = createConnection({ host: '127.0.0.1', port: this.port });
      let reply = '';
      socket.once('connect', () => socket.write('INFO memory\r\n'));
      socket.on('data', (data) => {
        reply += data.toString();
        const used = /used_memory:(\d+)/.exec(reply)?.[1];
        if (used && reply.endsWith('\r\n\r\n')) {
          socket.destroy();
          resolve(Number(used));
        }
      });
      socket.once('error', reject);
    });
  }

  private async answers(): Promise<boolean> {
    const { createConnection } = await import('node:net');
    return new Promise((resolve) => {
      const socket = createConnection({ host: '127.0.0.1', port: this.port });
      socket.once('connect', () => socket.write('PING\r\n'));
      socket.once('data', (data) => {
        socket.destroy();
        resolve(data.toString().startsWith('+PONG'));
      });
      socket.once('error', () => resolve(false));
    });
  }
}
