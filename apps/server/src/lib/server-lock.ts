import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const LOCK_FILE = 'server.lock';

export type ServerLock = { pid: number; port: number };

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}

/**
 * The server running on this DATA_DIR, if any. PGlite allows one process per data folder, so a
 * second server refuses to start and the invite script goes through the running one.
 */
export function runningServer(dataDir: string): ServerLock | null {
  try {
    const lock: unknown = JSON.parse(readFileSync(join(dataDir, LOCK_FILE), 'utf8'));
    if (
      lock !== null &&
      typeof lock === 'object' &&
      'pid' in lock &&
      'port' in lock &&
      typeof lock.pid === 'number' &&
      typeof lock.port === 'number' &&
      lock.pid !== process.pid &&
      isAlive(lock.pid)
    ) {
      return { pid: lock.pid, port: lock.port };
    }
  } catch {
    // No lock file, or a torn one: nobody holds the folder.
  }
  return null;
}

export function holdServerLock(dataDir: string, port: number): void {
  writeFileSync(join(dataDir, LOCK_FILE), JSON.stringify({ pid: process.pid, port }));
}

export function releaseServerLock(dataDir: string): void {
  rmSync(join(dataDir, LOCK_FILE), { force: true });
}
