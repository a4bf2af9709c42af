// A real Podpie server as a child process (node --import tsx apps/server/src/main.ts), as an
// operator runs it: its own port on loopback, its own environment, stopped or killed by the test.
import { type ChildProcess, spawn } from 'node:child_process';
import { get as httpGet } from 'node:http';
import { fileURLToPath } from 'node:url';
import { exited, killNow, onExit, sleep } from './children.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const MAIN = 'apps/server/src/main.ts';
const START_TIMEOUT_MS = 90_000;
const LOG_TAIL_CHARS = 4_000;

export const TEST_APP_SECRET = 'reliability-secret-reliability-secret-0123';

export type ServerOptions = {
  port: number;
  /** PGlite's folder (and the generated files); with databaseUrl it only holds uploads. */
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  env?: Record<string, string>;
};

export class ServerProcess {
  readonly url: string;
  private child: ChildProcess | null = null;
  private unregister: (() => void) | null = null;
  private output = '';

  constructor(readonly options: ServerOptions) {
    this.url = `http://127.0.0.1:${options.port}`;
  }

  /** Starts the server and waits until GET /api/health answers 200. */
  async start(): Promise<void> {
    const { port, dataDir, databaseUrl, redisUrl, env } = this.options;
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '/tmp',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: this.url,
        DATA_DIR: dataDir,
        APP_SECRET: TEST_APP_SECRET,
        LOG_LEVEL: 'warn',
        WEB_DIST: `${dataDir}/no-web-app`,
        RUN_JOBS: 'false',
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    this.unregister = onExit(() => killNow(child));
    const keep = (chunk: Buffer) => {
      this.output = (this.output + chunk.toString()).slice(-LOG_TAIL_CHARS);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`server on ${port} exited at start:\n${this.output}`);
      }
      if (await this.healthy()) return;
      await sleep(200);
    }
    killNow(child);
    throw new Error(
      `server on ${port} did not answer within ${START_TIMEOUT_MS} ms:\n${this.output}`,
    );
  }

  /** Whether GET /api/health answers 200 now. */
  async healthy(): Promise<boolean> {
    try {
      const answer = await fetch(`${this.url}/api/health`, { signal: AbortSignal.timeout(2_000) });
      await answer.arrayBuffer();
      return answer.status === 200;
    } catch {
      return false;
    }
  }

  /**
   * Whether GET /api/health answers 200 on a connection opened for this one request, so an answer
   * says the server takes new visitors, not that an old kept-alive socket is still open.
   */
  healthyOnNewConnection(timeoutMs: number): Promise<boolean> {
    return new Promise((resolve) => {
      const request = httpGet(
        `${this.url}/api/health`,
        { agent: false, timeout: timeoutMs },
        (answer) => {
          answer.resume();
          answer.on('end', () => resolve(answer.statusCode === 200));
          answer.on('error', () => resolve(false));
        },
      );
      request.on('timeout', () => request.destroy());
      request.on('error', () => resolve(false));
    });
  }

  /** SIGKILL: no shutdown hook runs, whatever was in flight is cut. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child) return;
    killNow(child);
    await exited(child);
    this.forget();
  }

  /** SIGTERM and wait for the clean shutdown. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child) return;
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const done = await Promise.race([
      exited(child).then(() => true),
      sleep(15_000).then(() => false),
    ]);
    if (!done) await this.kill();
    this.forget();
  }

  /** The started process's id (the cluster's primary when WEB_CONCURRENCY is above 1). */
  pid(): number | undefined {
    return this.child?.pid;
  }

  /** The last lines the server wrote, for failure messages. */
  log(): string {
    return this.output;
  }

  private forget(): void {
    this.unregister?.();
    this.unregister = null;
    this.child = null;
  }
}
