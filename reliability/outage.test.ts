// PostgreSQL and Redis each stopped and started again while two server processes are under load:
// answers fail only while the service is away, and both processes recover on their own, without
// a restart of Podpie.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type Project, publish, type Session, signUp, uniqueEmail } from './support/api.ts';
import { sleep } from './support/children.ts';
import type { PrivatePostgres } from './support/postgres.ts';
import type { PrivateRedis } from './support/redis.ts';
import type { ServerProcess } from './support/server.ts';
import { startTwoServers, type TwoServers } from './support/two-servers.ts';
import { type Sample, visit } from './support/visitors.ts';

const VISITORS = 40;
const BLOCKS = 6;
const MARKER = 'outagepage';
const BEFORE_MS = 3_000;
const OUTAGE_MS = 3_000;
const AFTER_MS = 8_000;
// Time to notice the service is back (pool reconnects, client retry back-off).
const RECOVERY_GRACE_MS = 3_000;

let world: TwoServers;
let pg: PrivatePostgres;
let redis: PrivateRedis;
let servers: ServerProcess[] = [];
let owner: Session;
let project: Project;
let version = 0;

beforeAll(async () => {
  world = await startTwoServers({
    label: 'outage',
    ports: [3430, 3431],
    marker: MARKER,
    blocks: BLOCKS,
  });
  ({ pg, redis, servers, owner, project } = world);
}, 180_000);

afterAll(() => world?.close(), 60_000);

type Outage = { from: number; to: number };

/** Visitors and the owner's API reads run while `stop`/`start` take the service away. */
async function underLoad(stop: () => Promise<void>, start: () => Promise<void>) {
  const urls = servers.map((server) => server.url);
  const until = Date.now() + BEFORE_MS + OUTAGE_MS + AFTER_MS;
  const ownerSamples: Sample[] = [];
  const owning = (async () => {
    for (let turn = 0; Date.now() < until; turn += 1) {
      const startedAt = Date.now();
      let status = 0;
      try {
        const answer = await call(urls[turn % urls.length] ?? '', {
          method: 'GET',
          path: `/api/v1/projects/${project.id}/pies`,
          session: owner,
          timeoutMs: 10_000,
        });
        status = answer.status;
      } catch (error) {
        status = 0;
        console.warn(`owner read failed: ${String(error)}`);
      }
      ownerSamples.push({ startedAt, endedAt: Date.now(), status });
      await sleep(100);
    }
  })();
  const outage: Outage = { from: 0, to: 0 };
  const faults = (async () => {
    await sleep(BEFORE_MS);
    outage.from = Date.now();
    await stop();
    await sleep(OUTAGE_MS);
    await start();
    outage.to = Date.now();
  })();
  const visitors = await visit({
    servers: urls,
    slug: project.slug,
    marker: MARKER,
    count: BLOCKS,
    visitors: VISITORS,
    until,
    keepSamples: true,
  });
  await Promise.all([owning, faults]);
  return { visitors, ownerSamples, outage };
}

/**
 * Answers that were not 200 although asked wholly before the outage or after its recovery, as
 * "<status> asked at +ms, answered at +ms" from the start of the outage.
 */
function failuresOutside(samples: Sample[], outage: Outage): string[] {
  return samples
    .filter(
      (sample) =>
        sample.status !== 200 &&
        (sample.endedAt < outage.from || sample.startedAt > outage.to + RECOVERY_GRACE_MS),
    )
    .map((sample) => told(sample, outage));
}

function told(sample: Sample, outage: Outage): string {
  const at = (time: number) => `${time - outage.from} ms`;
  return `${sample.status || 'no answer'} asked at ${at(sample.startedAt)}, answered at ${at(sample.endedAt)} (outage from 0 ms to ${at(outage.to)})`;
}

async function expectRecovered(): Promise<void> {
  for (const server of servers) expect(await server.healthy()).toBe(true);
  // A publish through either process reaches the visitors of both.
  for (const server of servers) {
    version += 1;
    expect(await publish(server.url, owner, project, MARKER, version, BLOCKS)).toBe(200);
    for (const reader of servers) {
      await expect
        .poll(async () => (await fetch(`${reader.url}/${project.slug}`)).text(), {
          timeout: 10_000,
          interval: 250,
        })
        .toContain(`${MARKER}-v${version}-b0`);
    }
  }
}

describe('a service restarted under load', () => {
  it('PostgreSQL: errors only while it is away, then recovery without restarting Podpie', async () => {
    const { visitors, ownerSamples, outage } = await underLoad(
      async () => pg.stop(),
      async () => pg.start(),
    );
    expect(failuresOutside(visitors.samples, outage)).toEqual([]);
    expect(failuresOutside(ownerSamples, outage)).toEqual([]);
    expect(visitors.mixed).toEqual([]);
    // Whatever waited for the database was answered once it came back.
    expect(
      ownerSamples.filter((sample) => sample.status === 0).map((sample) => told(sample, outage)),
    ).toEqual([]);
    await expectRecovered();
  }, 90_000);

  it('Redis: errors only while it is away, then recovery without restarting Podpie', async () => {
    const { visitors, ownerSamples, outage } = await underLoad(
      () => redis.stop(),
      () => redis.start(),
    );
    expect(failuresOutside(visitors.samples, outage)).toEqual([]);
    expect(failuresOutside(ownerSamples, outage)).toEqual([]);
    expect(visitors.mixed).toEqual([]);
    await expectRecovered();
  }, 90_000);

  // Issue 17 part A: while PostgreSQL is away the API answers 503 at once instead of waiting.
  it('PostgreSQL away: the API answers 503 unavailable within 5 s', async () => {
    pg.stop();
    try {
      for (const server of servers) {
        const started = Date.now();
        const answer = await call(server.url, {
          method: 'GET',
          path: `/api/v1/projects/${project.id}/pies`,
          session: owner,
          timeoutMs: 10_000,
        });
        expect(answer.status).toBe(503);
        expect(answer.json()).toMatchObject({ code: 'unavailable' });
        expect(Date.now() - started).toBeLessThan(5_000);
      }
    } finally {
      pg.start();
    }
    await expectRecovered();
  }, 60_000);
});

// Issue 17 part A: the sign-in limiter counts failures in Redis, so guesses spread over the two
// processes are slowed down as if they all went to one.
describe('shared state across the two processes', () => {
  it('failed sign-ins on one process slow down the other', async () => {
    const [first, second] = servers;
    if (!first || !second) throw new Error('two servers expected');
    const email = uniqueEmail('guessed');
    await signUp(first.url, email);
    const guess = (url: string) =>
      call(url, {
        method: 'POST',
        path: '/api/auth/sign_in',
        body: { email, password: 'a wrong guess of it' },
        timeoutMs: 30_000,
      });
    // Six failures: the next guess from this address waits 4 s (sign-in-throttle.ts).
    for (let n = 0; n < 6; n += 1) expect((await guess(first.url)).status).toBe(401);
    const started = Date.now();
    expect((await guess(second.url)).status).toBe(401);
    expect(Date.now() - started).toBeGreaterThanOrEqual(3_500);
  }, 60_000);
});
