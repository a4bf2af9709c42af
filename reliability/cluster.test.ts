// `npm start` with WEB_CONCURRENCY=2 on PostgreSQL: one primary, two server processes sharing the
// port, a worker that dies is replaced while the other keeps answering. On PGlite the same setting
// is refused with a warning and one process serves.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject, publish, signUp } from './support/api.ts';
import { sleep } from './support/children.ts';
import { PrivatePostgres } from './support/postgres.ts';
import { ServerProcess } from './support/server.ts';

let pg: PrivatePostgres;
let folder: string;
const started: ServerProcess[] = [];

/** The ids of the processes whose parent is `pid`. */
function childrenOf(pid: number): number[] {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .map((line) => Number(line.trim()))
      .filter((child) => child > 0);
  } catch {
    return [];
  }
}

async function until<T>(look: () => T, ok: (value: T) => boolean, ms: number): Promise<T> {
  const deadline = Date.now() + ms;
  let value = look();
  while (!ok(value) && Date.now() < deadline) {
    await sleep(200);
    value = look();
  }
  return value;
}

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'podpie-reliability-cluster-'));
  pg = new PrivatePostgres();
  pg.start();
}, 120_000);

afterAll(async () => {
  await Promise.all(started.map((server) => server.stop()));
  pg?.destroy();
  rmSync(folder, { recursive: true, force: true });
}, 60_000);

describe('WEB_CONCURRENCY', () => {
  it('runs two server processes on PostgreSQL and replaces one that dies', async () => {
    const server = new ServerProcess({
      port: 3420,
      dataDir: join(folder, 'pg'),
      databaseUrl: await pg.createDatabase('podpie_cluster'),
      env: { WEB_CONCURRENCY: '2' },
    });
    started.push(server);
    await server.start();
    const primary = server.pid();
    if (primary === undefined) throw new Error('no primary');
    const workers = await until(
      () => childrenOf(primary),
      (pids) => pids.length === 2,
      30_000,
    );
    expect(workers).toHaveLength(2);

    const owner = await signUp(server.url);
    const project = await createProject(server.url, owner);
    expect(await publish(server.url, owner, project, 'cluster', 1, 3)).toBe(200);

    process.kill(workers[0] ?? 0, 'SIGKILL');
    // The other worker goes on answering new visitors while the primary starts a new one. Each try
    // opens its own connection; the window is wide because CI's two cores are busy with a build.
    const deadline = Date.now() + 10_000;
    let answered = await server.healthyOnNewConnection(1_000);
    while (!answered && Date.now() < deadline)
      answered = await server.healthyOnNewConnection(1_000);
    expect(answered, 'no new connection was answered within 10 s of a worker dying').toBe(true);
    const replaced = await until(
      () => childrenOf(primary),
      (pids) => pids.length === 2 && !pids.includes(workers[0] ?? 0),
      30_000,
    );
    expect(replaced).toHaveLength(2);
    expect(replaced).not.toContain(workers[0]);
    expect(await publish(server.url, owner, project, 'cluster', 2, 3)).toBe(200);
  }, 180_000);

  it('serves from one process on PGlite and says why', async () => {
    const server = new ServerProcess({
      port: 3421,
      dataDir: join(folder, 'pglite'),
      env: { WEB_CONCURRENCY: '2' },
    });
    started.push(server);
    await server.start();
    expect(server.log()).toContain('WEB_CONCURRENCY=2 ignored');
    expect(childrenOf(server.pid() ?? 0)).toHaveLength(0);
  }, 120_000);
});
