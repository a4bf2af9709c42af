// Every process the reliability suite starts is recorded here, so a test that fails or a worker
// that exits early never leaves a server, PostgreSQL or Redis running behind it.
import { type ChildProcess, execFileSync } from 'node:child_process';

type Cleanup = () => void;

const cleanups = new Set<Cleanup>();

/** Registers a synchronous last-resort stop; answers a function that unregisters it. */
export function onExit(cleanup: Cleanup): () => void {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

/** Stops a child with SIGKILL if it is still running (synchronous, usable in 'exit'). */
export function killNow(child: ChildProcess): void {
  if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) {
    try {
      process.kill(child.pid, 'SIGKILL');
    } catch {
      // Gone between the check and the kill.
    }
  }
}

/** Runs a command to completion, ignoring failure (used by synchronous cleanups). */
export function runQuietly(file: string, args: string[]): void {
  try {
    execFileSync(file, args, { stdio: 'ignore', timeout: 15_000 });
  } catch {
    // Already stopped.
  }
}

let installed = false;
function install(): void {
  if (installed) return;
  installed = true;
  const runAll = () => {
    for (const cleanup of [...cleanups]) cleanup();
    cleanups.clear();
  };
  process.once('exit', runAll);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      runAll();
      process.exit(1);
    });
  }
}
install();

/** Resolves when the child has exited (at once if it already has). */
export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
