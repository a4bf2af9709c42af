// Many pages, not one: 10,000 published 20-block pages, visitors spread over them the way links
// are shared (Zipf, s = 1: a few popular pages, a long tail), next to the one hot page, on the
// embedded database and on PostgreSQL. Also publishing: pies/sync of 20 blocks, p50 and p99.
// Goals: the long tail at least a quarter of the hot page's throughput with p99 under 50 ms;
// publish p99 under 50 ms. PostgreSQL is BENCH_DATABASE_URL (default: the local podpie_bench
// database, created when missing, and emptied on every run). Everything runs on 127.0.0.1.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { copyPublishedPage } from '../apps/server/src/test/copy-pages.ts';
import { PrivateRedis } from '../reliability/support/redis.ts';
import {
  CONNECTIONS,
  DURATION_S,
  type LoadResult,
  load,
  loadZipf,
  ownCpu,
  pinToServerCore,
  WARMUP_S,
} from './support/load.ts';
import { call, startPodpie } from './support/podpie.ts';
import { type Figure, printFigures } from './support/report.ts';

const PAGES = 10_000;
const PUBLISHES = 300;
/** Publishes before the measured ones, as the load runs have a warm-up. */
const WARMUP_PUBLISHES = 20;
const TAIL_GOAL_RATIO = 0.25;
const P99_GOAL_MS = 50;
const PUBLISH_P99_GOAL_MS = 50;
const GZIP = { 'Accept-Encoding': 'gzip' };
const BENCH_DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/podpie_bench';

type Podpie = Awaited<ReturnType<typeof startPodpie>>;

/** An empty PostgreSQL database at `url` (created when missing), or null when none answers. */
async function emptyPostgres(url: string): Promise<string | null> {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  const admin = postgres({ ...parse(url), database: 'postgres', max: 1, onnotice: () => {} });
  try {
    const [exists] = await admin`select 1 as one from pg_database where datname = ${name}`;
    if (!exists) await admin.unsafe(`create database "${name.replaceAll('"', '""')}"`);
  } catch {
    return null;
  } finally {
    await admin.end({ timeout: 5 });
  }
  const db = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await db.unsafe('drop schema if exists drizzle cascade; drop schema public cascade;');
    await db.unsafe('create schema public');
  } finally {
    await db.end({ timeout: 5 });
  }
  return url;
}

function parse(url: string) {
  const target = new URL(url);
  return {
    host: target.hostname,
    port: Number(target.port || 5432),
    username: decodeURIComponent(target.username || 'postgres'),
    password: decodeURIComponent(target.password) || undefined,
  };
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN;

/**
 * Publishes the page as the editor does (the stored blocks, one title changed): WARMUP_PUBLISHES
 * times, of which only the first (the first publish after start) is reported, then PUBLISHES
 * measured times, each followed by reading the blocks back as a baseline.
 */
async function timePublishes(podpie: Podpie) {
  const path = `/api/v1/projects/${podpie.projectId}/pies`;
  type Block = { id: number; title: string | null };
  type Stored = { pies: Block[]; pies_updated_at: string | null };
  const listed = (await (await call(podpie.base, path, { headers: podpie.auth })).json()) as {
    data: Block[];
    pies_updated_at: string | null;
  };
  let stored: Stored = { pies: listed.data, pies_updated_at: listed.pies_updated_at };
  const publish: number[] = [];
  const read: number[] = [];
  let first = Number.NaN;
  for (let run = 0; run < WARMUP_PUBLISHES + PUBLISHES; run += 1) {
    const pies = stored.pies.map((pie, index) =>
      index === run % stored.pies.length ? { ...pie, title: `Edited ${run}` } : pie,
    );
    let started = performance.now();
    stored = (await (
      await call(podpie.base, `${path}/sync`, {
        method: 'POST',
        headers: podpie.auth,
        body: { pies, base_pies_updated_at: stored.pies_updated_at },
      })
    ).json()) as Stored;
    const took = performance.now() - started;
    if (run === 0) first = took;
    started = performance.now();
    await (await call(podpie.base, path, { headers: podpie.auth })).json();
    if (run < WARMUP_PUBLISHES) continue;
    publish.push(took);
    read.push(performance.now() - started);
  }
  publish.sort((a, b) => a - b);
  read.sort((a, b) => a - b);
  return {
    first,
    p50: percentile(publish, 0.5),
    p99: percentile(publish, 0.99),
    readP99: percentile(read, 0.99),
  };
}

/**
 * Every page viewed once, CONNECTIONS at a time: a server that has been up a while has drawn
 * the pages people visit. Answers first views per second, each a render.
 */
async function viewEachOnce(base: string, paths: readonly string[]): Promise<number> {
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (next < paths.length) {
        const path = paths[next];
        next += 1;
        await (await call(base, path ?? '/', { headers: GZIP })).arrayBuffer();
      }
    }),
  );
  return paths.length / ((performance.now() - started) / 1000);
}

/** The published page and PAGES - 1 copies of it, as paths. */
async function seedPages(podpie: Podpie): Promise<string[]> {
  const copies = await copyPublishedPage(podpie.app.db, podpie.projectId, PAGES, 'zipf');
  return [podpie.path, ...copies.map((slug) => `/${slug}`)];
}

async function measure(
  label: string,
  databaseUrl: string | undefined,
  folder: string,
  redisUrl?: string,
) {
  const podpie = await startPodpie(join(folder, label), databaseUrl, redisUrl);
  try {
    const started = performance.now();
    const paths = await seedPages(podpie);
    const seedMs = performance.now() - started;
    const firstViews = await viewEachOnce(podpie.base, paths);
    // Published among 10,000 pages, by a server holding the ones it has drawn.
    const publish = await timePublishes(podpie);
    const hot = await load(`${podpie.base}${podpie.path}`, GZIP, ownCpu);
    const tail = await loadZipf(podpie.base, paths, GZIP, ownCpu, join(folder, 'zipf.lua'));
    return { publish, seedMs, firstViews, hot, tail };
  } finally {
    await podpie.close();
  }
}

function report(
  label: string,
  result: {
    publish: { first: number; p50: number; p99: number; readP99: number };
    seedMs: number;
    firstViews: number;
    hot: LoadResult;
    tail: LoadResult;
  },
) {
  const { hot, tail, publish } = result;
  console.log(
    `\n${label}: ${PAGES} pages seeded in ${(result.seedMs / 1000).toFixed(1)} s; ${hot.tool}, ${CONNECTIONS} connections, gzip, ${DURATION_S} s after ${WARMUP_S} s warm-up`,
  );
  console.log(
    `  each page viewed once first, ${CONNECTIONS} at a time: ${result.firstViews.toFixed(0)} pages/s (each a render)`,
  );
  console.log(
    `  hot page       ${hot.requestsPerSecond.toFixed(0).padStart(7)} req/s  p99 ${hot.p99Ms.toFixed(1).padStart(6)} ms  ${hot.perCpuSecond.toFixed(0)} per CPU-s  errors ${hot.errors}`,
  );
  console.log(
    `  Zipf, 10,000   ${tail.requestsPerSecond.toFixed(0).padStart(7)} req/s  p99 ${tail.p99Ms.toFixed(1).padStart(6)} ms  ${tail.perCpuSecond.toFixed(0)} per CPU-s  errors ${tail.errors}`,
  );
  const hotBaseline = (value: number) => ({ name: 'hot page', value });
  const figures: Figure[] = [
    {
      name: `${label}: long-tail throughput`,
      value: tail.requestsPerSecond,
      unit: 'req/s',
      goal: `>= ${TAIL_GOAL_RATIO * 100}% of hot`,
      met: tail.requestsPerSecond >= TAIL_GOAL_RATIO * hot.requestsPerSecond,
      baseline: hotBaseline(hot.requestsPerSecond),
    },
    {
      name: `${label}: long-tail per CPU-second`,
      value: tail.perCpuSecond,
      unit: 'req',
      goal: `>= ${TAIL_GOAL_RATIO * 100}% of hot`,
      met: tail.perCpuSecond >= TAIL_GOAL_RATIO * hot.perCpuSecond,
      baseline: hotBaseline(hot.perCpuSecond),
    },
    {
      name: `${label}: long-tail p99`,
      value: tail.p99Ms,
      unit: 'ms',
      goal: `< ${P99_GOAL_MS} ms`,
      met: tail.requestsPerSecond > 0 && tail.p99Ms < P99_GOAL_MS,
      baseline: hotBaseline(hot.p99Ms),
    },
    {
      name: `${label}: first publish after start`,
      value: publish.first,
      unit: 'ms',
      goal: '(reported)',
      met: true,
    },
    {
      name: `${label}: publish 20 blocks p50`,
      value: publish.p50,
      unit: 'ms',
      goal: '(reported)',
      met: true,
    },
    {
      name: `${label}: publish 20 blocks p99`,
      value: publish.p99,
      unit: 'ms',
      goal: `< ${PUBLISH_P99_GOAL_MS} ms`,
      met: publish.p99 < PUBLISH_P99_GOAL_MS,
      baseline: { name: 'reading them, p99', value: publish.readP99 },
    },
  ];
  printFigures(
    `${label} figures (${PUBLISHES} publishes one after another, after ${WARMUP_PUBLISHES} not counted)`,
    figures,
  );
}

async function main() {
  console.log(pinToServerCore());
  const folder = mkdtempSync(join(tmpdir(), 'podpie-many-pages-'));
  try {
    report('PGlite', await measure('pglite', undefined, folder));
    const postgresUrl = await emptyPostgres(BENCH_DATABASE_URL);
    if (postgresUrl === null) {
      console.log(`\nPostgreSQL: skipped, nothing answers at ${new URL(BENCH_DATABASE_URL).host}`);
    } else {
      // Processes on PostgreSQL hear each other's changes through Redis, as a cluster runs.
      const redis = new PrivateRedis();
      const started = await redis.start().then(
        () => true,
        () => false,
      );
      console.log(
        started
          ? `\nPostgreSQL runs with a private Redis on ${redis.port} (page changes announced)`
          : '\nPostgreSQL runs without Redis (redis-server did not start): versions trusted 1 s',
      );
      try {
        report(
          'PostgreSQL',
          await measure('postgres', postgresUrl, folder, started ? redis.url : undefined),
        );
      } finally {
        await redis.stop();
      }
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

await main();
