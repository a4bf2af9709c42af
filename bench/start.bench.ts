// `npm start` a second time: the web build is current, so the server must answer within 2 s
// (issue 32; an earlier goal was 5 s).
// Measured from spawning `node scripts/start.mjs` to the first 200 from /api/health, on 127.0.0.1
// with the embedded database an earlier start made (as on a second start); the baseline is the
// same start with the build check skipped, so the ratio is what the check itself costs.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureWebBuild } from '../scripts/web-build.mjs';
import { freePort, treeCpuMs } from './support/load.ts';
import { printFigures } from './support/report.ts';
import { REPO_ROOT } from './support/web-build.ts';

const GOAL_MS = 2_000;
const CPU_GOAL_MS = 5_000;
const GIVE_UP_MS = 120_000;

/** Milliseconds from spawning `npm start`'s script to the server's first healthy answer. */
async function timeToFirstAnswer(
  dataDir: string,
  env: Record<string, string>,
): Promise<{ wallMs: number; cpuMs: number }> {
  const port = await freePort();
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
  });
  try {
    while (performance.now() - started < GIVE_UP_MS) {
      const status = await fetch(`http://127.0.0.1:${port}/api/health`)
        .then((response) => response.status)
        .catch(() => 0);
      if (status === 200) {
        return { wallMs: performance.now() - started, cpuMs: treeCpuMs(child.pid ?? 0) };
      }
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no answer within ${GIVE_UP_MS} ms`);
  } finally {
    await new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  }
}

// The first `npm start` after a change builds; everything after that is the second start.
const built = ensureWebBuild({ stdio: 'ignore' });
const dataDir = mkdtempSync(join(tmpdir(), 'podpie-bench-start-'));
let bare: { wallMs: number; cpuMs: number };
let second: { wallMs: number; cpuMs: number };
try {
  const first = await timeToFirstAnswer(dataDir, {});
  console.log(`first start (creates the database): ${first.wallMs.toFixed(0)} ms`);
  bare = await timeToFirstAnswer(dataDir, { SKIP_WEB_BUILD: 'true' });
  second = await timeToFirstAnswer(dataDir, {});
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(`web build was ${built ? 'stale and rebuilt first' : 'already current'}`);
printFigures('Start time (spawn to first 200 from /api/health)', [
  {
    name: 'second npm start, wall time',
    value: second.wallMs,
    unit: 'ms',
    goal: `< ${GOAL_MS} ms`,
    met: second.wallMs < GOAL_MS,
    baseline: { name: 'server alone', value: bare.wallMs },
  },
  {
    // Every thread's time added up (two cores start the server), so it is above the wall time of
    // a quiet machine; it guards the earlier 5 s goal where load stretches the wall time.
    name: 'second npm start, CPU time (all threads)',
    value: second.cpuMs,
    unit: 'ms',
    goal: `< ${CPU_GOAL_MS} ms`,
    met: second.cpuMs < CPU_GOAL_MS,
    baseline: { name: 'server alone', value: bare.cpuMs },
  },
]);
