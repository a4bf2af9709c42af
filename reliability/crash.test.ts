// SIGKILL in the middle of a stream of publishes, on PGlite and on PostgreSQL: after a restart
// on the same data, every acknowledged publish is there whole, and the one cut short is there
// whole or not at all; never half of its blocks.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createProject,
  type Project,
  publish,
  type Session,
  signUp,
  storedVersion,
  versionShown,
} from './support/api.ts';
import { sleep } from './support/children.ts';
import { PrivatePostgres } from './support/postgres.ts';
import { ServerProcess } from './support/server.ts';

// Large publishes keep a transaction open long enough for the kill to land inside one.
const BLOCKS = 60;
const STREAMS = 3;
const MARKER = 'crashpage';

const folders: string[] = [];
let pg: PrivatePostgres | undefined;
let running: ServerProcess | undefined;

afterAll(async () => {
  await running?.stop();
  pg?.destroy();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
}, 60_000);

type Stream = { project: Project; acknowledged: number[]; sent: number[] };

/** Publishes on every stream's project back to back until the server stops answering. */
function publishUntilCut(url: string, owner: Session, streams: Stream[]): Promise<unknown> {
  return Promise.all(
    streams.map(async (stream) => {
      for (let version = 1; ; version += 1) {
        stream.sent.push(version);
        try {
          const status = await publish(url, owner, stream.project, MARKER, version, BLOCKS);
          if (status !== 200) throw new Error(`publish ${version} answered ${status}`);
          stream.acknowledged.push(version);
        } catch (error) {
          if (error instanceof Error && error.message.startsWith('publish')) throw error;
          return; // The connection was cut by the kill.
        }
      }
    }),
  );
}

async function crashAndRecover(makeServer: () => ServerProcess): Promise<void> {
  let server = makeServer();
  running = server;
  await server.start();
  const owner = await signUp(server.url);
  const streams: Stream[] = [];
  for (let n = 0; n < STREAMS; n += 1) {
    streams.push({ project: await createProject(server.url, owner), acknowledged: [], sent: [] });
  }
  const publishing = publishUntilCut(server.url, owner, streams);
  // Kill once a few publishes have been acknowledged, while the next ones are in flight.
  const deadline = Date.now() + 60_000;
  while (streams.some((stream) => stream.acknowledged.length < 3) && Date.now() < deadline) {
    await sleep(20);
  }
  await sleep(Math.floor(Math.random() * 150));
  await server.kill();
  await publishing;

  server = makeServer();
  running = server;
  await server.start();
  for (const stream of streams) {
    const last = stream.acknowledged.at(-1);
    expect(last, 'publishes were acknowledged before the kill').toBeGreaterThanOrEqual(3);
    const stored = await storedVersion(server.url, owner, stream.project, MARKER, BLOCKS);
    // Whole: the last acknowledged publish, or the one in flight if its commit made it.
    expect(stored.kind).toBe('whole');
    if (stored.kind !== 'whole' || last === undefined) continue;
    expect([last, last + 1]).toContain(stored.version);
    expect(stream.sent).toContain(stored.version);
    const page = await fetch(`${server.url}/${stream.project.slug}`);
    expect(page.status).toBe(200);
    expect(versionShown(await page.text(), MARKER, BLOCKS)).toEqual(stored);
  }
  // The restarted server takes publishes again.
  const [first] = streams;
  if (first) expect(await publish(server.url, owner, first.project, MARKER, 999, BLOCKS)).toBe(200);
  await server.stop();
  running = undefined;
}

describe('SIGKILL in the middle of a stream of publishes', () => {
  it('on PGlite: after restart every publish is there whole or not at all', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'podpie-reliability-crash-'));
    folders.push(folder);
    await crashAndRecover(() => new ServerProcess({ port: 3410, dataDir: folder }));
  }, 150_000);

  it('on PostgreSQL: after restart every publish is there whole or not at all', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'podpie-reliability-crash-pg-'));
    folders.push(folder);
    pg = new PrivatePostgres();
    pg.start();
    const databaseUrl = await pg.createDatabase('podpie_crash');
    await crashAndRecover(() => new ServerProcess({ port: 3411, dataDir: folder, databaseUrl }));
  }, 150_000);
});
