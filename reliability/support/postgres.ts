// A private PostgreSQL cluster in a temporary folder, owned by the `postgres` OS user, on its own
// port: the suite stops and restarts it freely without touching the machine's own cluster.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import postgres from 'postgres';
import { onExit, runQuietly } from './children.ts';

export const PRIVATE_POSTGRES_PORT = 5499;

function binDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const dir = join(root, version, 'bin');
    if (existsSync(join(dir, 'initdb'))) return dir;
  }
  throw new Error('no PostgreSQL server binaries under /usr/lib/postgresql');
}

export class PrivatePostgres {
  readonly port = PRIVATE_POSTGRES_PORT;
  private readonly bin = binDir();
  private readonly folder: string;
  private readonly data: string;
  private unregister: (() => void) | null = null;

  constructor() {
    this.folder = mkdtempSync('/tmp/podpie-reliability-pg-');
    chownSync(this.folder, uid('postgres'), gid('postgres'));
    this.data = join(this.folder, 'data');
    this.asPostgres('initdb', ['-D', this.data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  }

  /** postgres://…/name on this cluster. */
  url(database = 'postgres'): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  start(): void {
    this.asPostgres('pg_ctl', [
      '-D',
      this.data,
      '-l',
      join(this.folder, 'log'),
      '-o',
      `-p ${this.port} -k ${this.folder} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
      '-w',
      'start',
    ]);
    this.unregister ??= onExit(() => this.destroySync());
  }

  /** Stops at once, as a crash or a failover would: clients see their connections cut. */
  stop(): void {
    this.asPostgres('pg_ctl', ['-D', this.data, '-m', 'immediate', '-w', 'stop']);
  }

  async createDatabase(name: string): Promise<string> {
    const admin = postgres(this.url(), { max: 1, onnotice: () => {} });
    try {
      await admin.unsafe(`create database "${name}"`);
    } finally {
      await admin.end({ timeout: 5 });
    }
    return this.url(name);
  }

  /** Stops the cluster and removes its folder. */
  destroy(): void {
    this.destroySync();
    this.unregister?.();
    this.unregister = null;
  }

  private destroySync(): void {
    if (existsSync(join(this.data, 'postmaster.pid'))) {
      runQuietly('runuser', [
        '-u',
        'postgres',
        '--',
        join(this.bin, 'pg_ctl'),
        '-D',
        this.data,
        '-m',
        'immediate',
        'stop',
      ]);
    }
    rmSync(this.folder, { recursive: true, force: true });
  }

  private asPostgres(tool: string, args: string[]): void {
    execFileSync('runuser', ['-u', 'postgres', '--', join(this.bin, tool), ...args], {
      stdio: 'pipe',
      timeout: 60_000,
    });
  }
}

function uid(user: string): number {
  return Number(execFileSync('id', ['-u', user]).toString().trim());
}
function gid(user: string): number {
  return Number(execFileSync('id', ['-g', user]).toString().trim());
}
