// The public page under load: the real server (embedded database in a temp DATA_DIR) serves a
// published 20-block page, next to nginx serving the same HTML as a static file, in the same run.
// Reports the page weight (HTML + inline CSS + JS, raw and gzipped; budget 20 KB gzipped) and
// requests per second and p99 latency for both (goal: at least half of nginx's throughput), once
// as phones ask (Accept-Encoding: gzip; nginx serves a precompressed copy with gzip_static) and
// once uncompressed.
// Everything listens on 127.0.0.1; the load is bounded in time and in requests.
import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pageWeight } from '../packages/page/src/testing/page-weight.ts';
import {
  CONNECTIONS,
  DURATION_S,
  freePort,
  type Headers,
  type LoadResult,
  load,
  ownCpu,
  pinToServerCore,
  treeCpuMs,
  WARMUP_S,
} from './support/load.ts';
import { call, startPodpie } from './support/podpie.ts';
import { printFigures } from './support/report.ts';

const NGINX = '/usr/sbin/nginx';
const BUDGET_GZIP_BYTES = 20 * 1024;
const GOAL_RATIO = 0.5;
/** An episode page is served the same way as the page, and measured against a higher goal (issue 30). */
const EPISODE_GOAL_RATIO = 0.75;
const ROUNDS = 3;
/** Episodes stored for the page's feed: the parser keeps the newest 300. */
const EPISODES = 300;
const EPISODE_BUDGET_GZIP_BYTES = 14 * 1024;
/** PAGE_BENCH_ONLY=episode (or page) measures one of the two pages under load. */
const ONLY = process.env.PAGE_BENCH_ONLY;

/** nginx serving one file, with every path it writes in the temp folder. */
async function startNginx(folder: string, files: Record<string, string>) {
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

/** The page's bytes by kind: inline CSS, inline JS and the HTML around them. */
function weights(html: string) {
  const inner = (tag: string) =>
    [...html.matchAll(new RegExp(`<${tag}[^>]*>([\\s\\S]*?)</${tag}>`, 'g'))]
      .map((match) => Buffer.byteLength(match[1] ?? ''))
      .reduce((sum, bytes) => sum + bytes, 0);
  const css = inner('style');
  const js = inner('script');
  const total = pageWeight(html);
  return { html: total.raw - css - js, css, js, raw: total.raw, gzip: total.gzip };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const pad = (text: string, width: number) => text.padEnd(width);

type Target = { name: string; url: string; cpu: () => number };

/** Each server measured ROUNDS times, taking turns, in both encodings; Podpie against nginx. */
async function measure(targets: Target[], goalRatio: number) {
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

async function main() {
  console.log(pinToServerCore());
  const folder = mkdtempSync(join(tmpdir(), 'podpie-page-bench-'));
  chmodSync(folder, 0o755);
  let podpie: Awaited<ReturnType<typeof startPodpie>> | undefined;
  let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
  try {
    podpie = await startPodpie(join(folder, 'data'), undefined, undefined, EPISODES);
    const html = await (
      await call(podpie.base, podpie.path, { headers: { 'accept-language': 'en' } })
    ).text();
    const weight = weights(html);
    console.log(`Published page: ${podpie.blocks} blocks at ${podpie.base}${podpie.path}`);
    console.log('\nPage weight (images excluded)');
    console.log(
      `  HTML ${kb(weight.html)} + CSS ${kb(weight.css)} + JS ${kb(weight.js)} = ${kb(weight.raw)} raw`,
    );
    // Pages record analytics unless their owner turns it off, so this page carries the beacon:
    // its weight is counted above, and its views and clicks never touch GET /<slug>.
    console.log(
      `  analytics beacon: ${html.includes('data-pp-pie') ? 'on (included above)' : 'OFF'}`,
    );
    const withinBudget = weight.gzip < BUDGET_GZIP_BYTES;
    console.log(
      `  ${kb(weight.gzip)} gzipped (budget ${kb(BUDGET_GZIP_BYTES)}): ${withinBudget ? 'within budget' : 'OVER BUDGET'}`,
    );

    const episodeHtml = podpie.episodePath
      ? await (
          await call(podpie.base, podpie.episodePath, { headers: { 'accept-language': 'en' } })
        ).text()
      : null;
    if (podpie.episodePath && episodeHtml) {
      const episodeWeight = weights(episodeHtml);
      console.log(`\nEpisode page (${EPISODES} episodes stored): ${podpie.episodePath}`);
      console.log(
        `  ${kb(episodeWeight.raw)} raw, ${kb(episodeWeight.gzip)} gzipped (budget ${kb(EPISODE_BUDGET_GZIP_BYTES)}): ${episodeWeight.gzip <= EPISODE_BUDGET_GZIP_BYTES ? 'within budget' : 'OVER BUDGET'}`,
      );
    }
    if (existsSync(NGINX)) {
      nginx = await startNginx(join(folder, 'nginx'), {
        page: html,
        ...(episodeHtml ? { episode: episodeHtml } : {}),
      });
    } else {
      console.log(
        `\nnginx is not installed at ${NGINX}: the comparison is skipped (apt-get install nginx-light).`,
      );
    }
    const pages = [
      { label: 'GET /<slug>', path: podpie.path, file: 'page', goal: GOAL_RATIO },
      ...(podpie.episodePath
        ? [
            {
              label: 'GET /<slug>/<episode-key>',
              path: podpie.episodePath,
              file: 'episode',
              goal: EPISODE_GOAL_RATIO,
            },
          ]
        : []),
    ].filter((page) => !ONLY || page.file === ONLY);
    for (const page of pages) {
      const targets = [
        { name: `Podpie ${page.label}`, url: `${podpie.base}${page.path}`, cpu: ownCpu },
      ];
      if (nginx) {
        targets.push({
          name: 'nginx, same HTML as a file',
          url: `${nginx.base}/${page.file}`,
          cpu: nginx.cpu,
        });
      }
      await measure(targets, page.goal);
    }
  } finally {
    await nginx?.close();
    await podpie?.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

await main();
