// `npm start` as an owner runs it (package.json's start script), on a free port of 127.0.0.1, for
// benches that measure the whole process: its memory, its start-up.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from './load.ts';
import { REPO_ROOT } from './web-build.ts';

// A first start creates the database, and may build the web app first.
const GIVE_UP_MS = 300_000;

export type RunningServer = { base: string; pid: number; stop: () => Promise<void> };

/** Starts the server with `env` on top of this process's; resolves once /api/health answers. */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // Another checkout's `npm start` (the commit before a change) for before/after figures.
  const root = process.env.BENCH_START_ROOT || REPO_ROOT;
  // package.json's start script through sh, as npm runs it (without npm's own process): the
  // settings it gives Node before start (threads, malloc arenas, heap) are part of what is measured.
  const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const child: ChildProcess = spawn('sh', ['-c', scripts.start], {
    cwd: root,
    // Its own process group: a start script without `exec` (an older checkout's) leaves sh
    // between, and stopping signals the whole group.
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RUN_JOBS: 'false',
      PUBLIC_URL: base,
      ...env,
    },
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      const group = child.pid;
      if (child.exitCode !== null || group === undefined) return resolve();
      child.once('exit', () => resolve());
      process.kill(-group, 'SIGTERM');
    });
  const started = performance.now();
  while (performance.now() - started < GIVE_UP_MS) {
    const status = await fetch(`${base}/api/health`)
      .then((response) => response.status)
      .catch(() => 0);
    if (status === 200) return { base, pid: child.pid ?? 0, stop };
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`npm start gave no answer within ${GIVE_UP_MS} ms`);
}
