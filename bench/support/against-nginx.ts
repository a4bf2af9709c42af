// Podpie against nginx serving the same HTML as a static file, in the same run: the harness of
// the page benches (bench/page.bench.ts, bench/designed-page.bench.ts).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  CONNECTIONS,
  DURATION_S,
  freePort,
  type Headers,
  type LoadResult,
  load,
  treeCpuMs,
  WARMUP_S,
} from './load.ts';
import { printFigures } from './report.ts';

export const NGINX = '/usr/sbin/nginx';
/** Podpie's share of nginx's throughput that a page must reach unless its bench sets another. */
const GOAL_RATIO = 0.5;
const ROUNDS = 3;

/** nginx serving one file, with every path it writes in the temp folder. */
export async function startNginx(folder: string, files: Record<string, string>) {
  const port = await freePort();
  // nginx's worker runs as an unprivileged user: it must be able to read the page.
  mkdirSync(join(folder, 'www'), { recursive: true, mode: 0o755 });
  for (const [name, html] of Object.entries(files)) {
    writeFileSync(join(folder, 'www', `${name}.html`), html);
    writeFileSync(join(folder, 'www', `${name}.html.gz`), gzipSync(html, { level: 9 }));
  }
  const conf = join(folder, 'nginx.conf');
  writeFileSync(
    conf,
    `worker_processes 1;
daemon off;
pid ${folder}/nginx.pid;
error_log ${folder}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${folder}/body;
  proxy_temp_path ${folder}/proxy;
  fastcgi_temp_path ${folder}/fastcgi;
  uwsgi_temp_path ${folder}/uwsgi;
  scgi_temp_path ${folder}/scgi;
  default_type text/html;
  gzip_static on;
  keepalive_requests 1000000;
  server {
    listen 127.0.0.1:${port};
    root ${folder}/www;
    location / { try_files $uri.html =404; }
  }
}
`,
  );
  const child: ChildProcess = spawn(
    NGINX,
    ['-p', folder, '-c', conf, '-e', join(folder, 'error.log')],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  const base = `http://127.0.0.1:${port}`;
  let status = 0;
  for (let attempt = 0; attempt < 50 && status !== 200; attempt += 1) {
    status = await fetch(`${base}/${Object.keys(files)[0]}`)
      .then((response) => response.status)
      .catch(() => 0);
    if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (status !== 200) throw new Error(`nginx did not serve the page (last answer ${status})`);
  return {
    base,
    cpu: () => treeCpuMs(child.pid ?? 0),
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGQUIT');
      }),
  };
}

/** The encoding a server answers with, to show both sides of a row send the same bytes. */
async function encodingOf(url: string, headers: Headers): Promise<string> {
  // node:http rather than fetch: fetch always asks for gzip, which would hide the uncompressed row.
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { headers }, (response) => {
      response.resume();
      response.on('end', () => resolve(String(response.headers['content-encoding'] ?? 'identity')));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

const ENCODINGS: { label: string; short: string; headers: Headers }[] = [
  {
    label: 'as phones ask, Accept-Encoding: gzip',
    short: 'gzip',
    headers: { 'Accept-Encoding': 'gzip' },
  },
  { label: 'uncompressed, no Accept-Encoding', short: 'uncompressed', headers: {} },
];

const pad = (text: string, width: number) => text.padEnd(width);

export type Target = { name: string; url: string; cpu: () => number };

/** Each server measured ROUNDS times, taking turns, in both encodings; Podpie against nginx. */
export async function measure(targets: Target[], goalRatio = GOAL_RATIO) {
  // The machine may be shared: each server is measured ROUNDS times, taking turns, and the
  // best run of each counts as the least disturbed one.
  for (const encoding of ENCODINGS) {
    const best = new Map<string, LoadResult>();
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const target of targets) {
        const result = await load(target.url, encoding.headers, target.cpu);
        const kept = best.get(target.name);
        if (!kept || result.requestsPerSecond > kept.requestsPerSecond)
          best.set(target.name, result);
      }
    }
    const results = [];
    for (const target of targets) {
      const result = best.get(target.name);
      if (result) {
        results.push({
          name: target.name,
          result,
          sent: await encodingOf(target.url, encoding.headers),
        });
      }
    }

    const tool = results[0]?.result.tool ?? '';
    console.log(
      `\nUnder load, ${encoding.label} (${tool}, ${CONNECTIONS} keep-alive connections, ${DURATION_S} s after ${WARMUP_S} s warm-up, best of ${ROUNDS})`,
    );
    console.log(
      `  ${pad('server', 30)}${pad('sends', 10)}${pad('requests/s', 14)}${pad('per CPU-s', 12)}${pad('p99', 12)}errors`,
    );
    for (const { name, result, sent } of results) {
      console.log(
        `  ${pad(name, 30)}${pad(sent, 10)}${pad(result.requestsPerSecond.toFixed(0), 14)}${pad(result.perCpuSecond.toFixed(0), 12)}${pad(`${result.p99Ms.toFixed(2)} ms`, 12)}${result.errors}`,
      );
    }
    const [ours, theirs] = results;
    if (ours && theirs) {
      const baseline = (value: number) => ({ name: 'nginx', value });
      printFigures(`  ${ours.name} against nginx, ${encoding.short}`, [
        {
          name: `${ours.name} throughput, ${encoding.short}`,
          value: ours.result.requestsPerSecond,
          unit: 'req/s',
          goal: `>= ${goalRatio * 100}% of nginx`,
          met: ours.result.requestsPerSecond >= goalRatio * theirs.result.requestsPerSecond,
          baseline: baseline(theirs.result.requestsPerSecond),
        },
        {
          name: `${ours.name} throughput per CPU-second, ${encoding.short}`,
          value: ours.result.perCpuSecond,
          unit: 'req',
          goal: `>= ${goalRatio * 100}% of nginx`,
          met: ours.result.perCpuSecond >= goalRatio * theirs.result.perCpuSecond,
          baseline: baseline(theirs.result.perCpuSecond),
        },
      ]);
    }
  }
}
