// Load generation for the page benches: wrk pinned to its own core when the machine has taskset,
// or a small bounded Node loader where wrk is missing. Everything targets 127.0.0.1.

import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createServer } from 'node:net';
import { cpus } from 'node:os';

export const WRK = '/usr/bin/wrk';
const TASKSET = '/usr/bin/taskset';
/** The servers under test share this core; the load generator runs on the other. */
const SERVER_CPU = 0;
const LOAD_CPU = 1;
export const DURATION_S = 6;
export const WARMUP_S = 1;
export const CONNECTIONS = 32;
/** The fallback loader stops here even if the time is not up. */
const MAX_REQUESTS = 300_000;

export type LoadResult = {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  tool: string;
  /**
   * Requests answered per second of the server's own CPU time. On a shared machine the wall-clock
   * rate mostly measures the neighbours; this is the rate the server would reach on a core of its
   * own, and the fairer comparison between two servers.
   */
  perCpuSecond: number;
};
export type Headers = Record<string, string>;
/** CPU milliseconds the server under test has used so far. */
export type CpuClock = () => number;

/** This process's CPU time: the Podpie server under test runs in it. */
export const ownCpu: CpuClock = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};

const TICKS_PER_SECOND = 100;

/** CPU milliseconds a process and its descendants have used (Linux /proc; NaN elsewhere). */
export function treeCpuMs(pid: number): number {
  const stat = `/proc/${pid}/stat`;
  if (!existsSync(stat)) return Number.NaN;
  const fields = readFileSync(stat, 'utf8').split(') ')[1]?.split(' ') ?? [];
  const own = (Number(fields[11]) + Number(fields[12])) * (1000 / TICKS_PER_SECOND);
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
    .split(' ')
    .filter(Boolean)
    .map((child) => treeCpuMs(Number(child)));
  return children.reduce((sum, ms) => sum + ms, own);
}

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/**
 * Pins this process (the Podpie server runs in it) to one core; nginx, started from here, inherits
 * it, so every server is measured on the same single core.
 */
export function pinToServerCore(): string {
  if (!existsSync(TASKSET)) return 'not pinned (no taskset)';
  const pinned = spawnSync(TASKSET, ['-a', '-cp', String(SERVER_CPU), String(process.pid)]);
  return pinned.status === 0
    ? `servers pinned to core ${SERVER_CPU}, wrk to core ${LOAD_CPU}`
    : 'not pinned (taskset failed)';
}

/**
 * Gives this process (and what it starts later, such as Chromium) every core again. Counted by
 * cpus(): availableParallelism() follows the affinity, one core once pinned.
 */
export function unpin(): void {
  if (!existsSync(TASKSET)) return;
  spawnSync(TASKSET, ['-a', '-cp', `0-${cpus().length - 1}`, String(process.pid)]);
}

/** wrk's "99%  12.34ms" line, in milliseconds. */
function wrkMs(value: string, unit: string): number {
  const scale: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };
  return Number(value) * (scale[unit] ?? Number.NaN);
}

/** Runs wrk without blocking this process, which may be the server under test. */
function runWrk(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = existsSync(TASKSET)
      ? spawn(TASKSET, ['-c', String(LOAD_CPU), WRK, ...args], {
          stdio: ['ignore', 'pipe', 'pipe'],
        })
      : spawn(WRK, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), (DURATION_S + 30) * 1000);
    child.on('error', reject);
    child.on('exit', () => {
      clearTimeout(timer);
      resolve(output);
    });
  });
}

export async function loadWithWrk(
  url: string,
  headers: Headers,
  cpu: CpuClock,
  script?: string,
): Promise<LoadResult> {
  const common = [
    '-t1',
    `-c${CONNECTIONS}`,
    ...(script ? ['-s', script] : []),
    ...Object.entries({ 'Accept-Language': 'en', ...headers }).flatMap(([name, value]) => [
      '-H',
      `${name}: ${value}`,
    ]),
  ];
  await runWrk([...common, `-d${WARMUP_S}s`, url]);
  const cpuBefore = cpu();
  const output = await runWrk([...common, `-d${DURATION_S}s`, '--latency', url]);
  const cpuMs = cpu() - cpuBefore;
  const count = /(\d+) requests in/.exec(output);
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(output);
  const p99 = /\n\s+99%\s+([\d.]+)(us|ms|s|m)\b/.exec(output);
  const failures = /Non-2xx or 3xx responses:\s+(\d+)/.exec(output);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    output,
  );
  if (!rps || !p99) throw new Error(`could not read wrk's report:\n${output}`);
  const errors =
    Number(failures?.[1] ?? 0) +
    (socketErrors ? socketErrors.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0);
  return {
    requestsPerSecond: Number(rps[1]),
    p99Ms: wrkMs(p99[1] ?? '', p99[2] ?? ''),
    errors,
    tool: 'wrk',
    perCpuSecond: Number(count?.[1] ?? Number.NaN) / (cpuMs / 1000),
  };
}

/** A small keep-alive loader for machines without wrk: bounded in time and request count. */
export async function loadWithNode(
  base: string,
  nextPath: () => string,
  headers: Headers,
  cpu: CpuClock,
): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const once = () =>
    new Promise<number>((resolve, reject) => {
      const started = process.hrtime.bigint();
      const outgoing = request(
        `${base}${nextPath()}`,
        { agent, headers: { 'accept-language': 'en', ...headers } },
        (response) => {
          response.resume();
          response.on('end', () =>
            resolve(
              response.statusCode === 200 ? Number(process.hrtime.bigint() - started) / 1e6 : -1,
            ),
          );
        },
      );
      outgoing.on('error', reject);
      outgoing.end();
    });
  const drive = async (until: number, latencies: number[] | null) => {
    let errors = 0;
    let sent = 0;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (Date.now() < until && sent < MAX_REQUESTS) {
          sent += 1;
          const ms = await once().catch(() => -1);
          if (ms < 0) errors += 1;
          else latencies?.push(ms);
        }
      }),
    );
    return errors;
  };
  await drive(Date.now() + WARMUP_S * 1000, null);
  const latencies: number[] = [];
  const started = Date.now();
  const cpuBefore = cpu();
  const errors = await drive(started + DURATION_S * 1000, latencies);
  const cpuMs = cpu() - cpuBefore;
  const seconds = (Date.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: latencies.length / seconds,
    p99Ms:
      latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? Number.NaN,
    errors,
    tool: 'node loader',
    // The loader shares this process with Podpie: its CPU time cannot be told apart here.
    perCpuSecond: cpu === ownCpu ? Number.NaN : latencies.length / (cpuMs / 1000),
  };
}

/** Load on one URL with wrk, or the Node loader without it. */
export function load(url: string, headers: Headers, cpu: CpuClock): Promise<LoadResult> {
  if (existsSync(WRK)) return loadWithWrk(url, headers, cpu);
  const { origin, pathname } = new URL(url);
  return loadWithNode(origin, () => pathname, headers, cpu);
}

/**
 * Load spread over `paths` the way visitors spread over pages (Zipf, s = 1: the first path is
 * asked most, the n-th 1/n as often). wrk draws each request in a Lua script.
 */
export function loadZipf(
  base: string,
  paths: readonly string[],
  headers: Headers,
  cpu: CpuClock,
  scriptFile: string,
): Promise<LoadResult> {
  if (existsSync(WRK)) {
    writeFileSync(
      scriptFile,
      `local paths = {${paths.map((path) => JSON.stringify(path)).join(',')}}
local n = #paths
local cdf = {}
local total = 0
for k = 1, n do total = total + 1 / k; cdf[k] = total end
for k = 1, n do cdf[k] = cdf[k] / total end
math.randomseed(20)
request = function()
  local u = math.random()
  local lo, hi = 1, n
  while lo < hi do
    local mid = math.floor((lo + hi) / 2)
    if cdf[mid] < u then lo = mid + 1 else hi = mid end
  end
  return wrk.format(nil, paths[lo])
end
`,
    );
    return loadWithWrk(`${base}${paths[0] ?? '/'}`, headers, cpu, scriptFile);
  }
  const weights = paths.map((_, index) => 1 / (index + 1));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const cdf: number[] = [];
  let running = 0;
  for (const weight of weights) {
    running += weight / total;
    cdf.push(running);
  }
  const pick = () => {
    const u = Math.random();
    let lo = 0;
    let hi = cdf.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cdf[mid] ?? 1) < u) lo = mid + 1;
      else hi = mid;
    }
    return paths[lo] ?? '/';
  };
  return loadWithNode(base, pick, headers, cpu);
}
