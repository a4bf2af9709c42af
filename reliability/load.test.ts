// 200 visitors read a published page from two server processes on PostgreSQL and Redis for 30 s
// while its owner publishes a new version every second: every answer is a 200 showing one whole
// version, old or new, never blocks of two publishes at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Project, publish, type Session } from './support/api.ts';
import { sleep } from './support/children.ts';
import type { ServerProcess } from './support/server.ts';
import { startTwoServers, type TwoServers } from './support/two-servers.ts';
import { visit } from './support/visitors.ts';

const VISITORS = 200;
const LOAD_MS = 30_000;
const BLOCKS = 12;
const MARKER = 'loadpage';

let world: TwoServers;
let servers: ServerProcess[] = [];
let owner: Session;
let project: Project;

beforeAll(async () => {
  world = await startTwoServers({
    label: 'load',
    ports: [3400, 3401],
    marker: MARKER,
    blocks: BLOCKS,
  });
  ({ servers, owner, project } = world);
}, 180_000);

afterAll(() => world?.close(), 60_000);

describe('a published page under load while its owner publishes', () => {
  it('answers every visitor 200 with one whole version, old or new', async () => {
    const urls = servers.map((server) => server.url);
    const until = Date.now() + LOAD_MS;
    const acknowledged: number[] = [];
    const refused: string[] = [];
    const publisher = (async () => {
      for (let version = 1; Date.now() < until - 1_000; version += 1) {
        const started = Date.now();
        // Publishes alternate between the processes, as a balancer would send them.
        const base = urls[version % urls.length] ?? '';
        const status = await publish(base, owner, project, MARKER, version, BLOCKS);
        if (status === 200) acknowledged.push(version);
        else refused.push(`publish ${version}: ${status}`);
        await sleep(Math.max(0, 1_000 - (Date.now() - started)));
      }
    })();
    const seen = await visit({
      servers: urls,
      slug: project.slug,
      marker: MARKER,
      count: BLOCKS,
      visitors: VISITORS,
      until,
    });
    await publisher;

    const statuses = Object.fromEntries(seen.statuses);
    expect(refused).toEqual([]);
    expect(seen.networkErrors, `${seen.networkErrorCount} requests failed`).toEqual([]);
    expect(statuses).toEqual({ 200: seen.requests });
    expect(seen.mixed).toEqual([]);
    expect(seen.empty).toBe(0);
    // The load was real and the publishes reached the visitors.
    expect(seen.requests).toBeGreaterThan(VISITORS * 2);
    expect(acknowledged.length).toBeGreaterThan(10);
    expect(seen.versions.size).toBeGreaterThan(3);
    const latest = acknowledged.at(-1);
    for (const version of seen.versions) {
      expect(version === 0 || acknowledged.includes(version)).toBe(true);
    }

    // Once publishing stops, both processes show the last publish within a few seconds.
    for (const url of urls) {
      await expect
        .poll(
          async () => {
            const answer = await fetch(`${url}/${project.slug}`);
            const text = await answer.text();
            const match = text.match(new RegExp(`${MARKER}-v(\\d+)-b0`));
            return match ? Number(match[1]) : null;
          },
          { timeout: 10_000, interval: 250 },
        )
        .toBe(latest);
    }
  }, 120_000);
});
