// The public page under load: the real server (embedded database in a temp DATA_DIR) serves a
// published 20-block page, next to nginx serving the same HTML as a static file, in the same run.
// Reports the page weight (HTML + inline CSS + JS, raw and gzipped; budget 20 KB gzipped) and
// requests per second and p99 latency for both (goal: at least half of nginx's throughput), once
// as phones ask (Accept-Encoding: gzip; nginx serves a precompressed copy with gzip_static) and
// once uncompressed.
// Everything listens on 127.0.0.1; the load is bounded in time and in requests.
import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pageWeight } from '@podpie/page/server';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import {
  PUBLIC_PAGE_PLUGIN,
  publicPagePlugin,
} from '../apps/server/src/modules/public-page/plugin.ts';

const NGINX = '/usr/sbin/nginx';
const WRK = '/usr/bin/wrk';
const BUDGET_GZIP_BYTES = 20 * 1024;
const GOAL_RATIO = 0.5;
const DURATION_S = 6;
const WARMUP_S = 1;
const CONNECTIONS = 32;
const ROUNDS = 2;
/** The fallback loader stops here even if the time is not up. */
const MAX_REQUESTS = 300_000;

type LoadResult = { requestsPerSecond: number; p99Ms: number; errors: number; tool: string };

/** A port nobody listens on right now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

async function call(
  base: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
) {
  const response = await fetch(`${base}${path}`, {
    method: options.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...options.headers },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  if (!response.ok)
    throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return response;
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** Twenty blocks of the kinds a real page mixes. */
function twentyBlocks() {
  const blocks: Record<string, unknown>[] = [
    {
      main_type: 'HEADER-TITLE',
      title: 'The Daily Pie',
      description: 'Baking news every morning.',
      image_url: 'https://img.example.com/art.jpg',
    },
    ...['APPLE-PODCAST', 'SPOTIFY', 'OVERCAST'].map((name) => ({
      main_type: 'PODCAST-NETWORK',
      name,
      icon_group: 'podcasts',
      icon_name: name.toLowerCase().replace('-', '_'),
      link_value: `https://directory.example.com/${name.toLowerCase()}`,
    })),
    { main_type: 'AUTHORS', sub_type: 'HORIZONTAL-VIEW', title: 'Ada Crust', description: 'Host' },
    {
      main_type: 'AUTHORS',
      sub_type: 'HORIZONTAL-VIEW',
      title: 'Bo Filling',
      description: 'Producer',
    },
    {
      main_type: 'TEXT-INPUT',
      title: 'About the show',
      description: 'Two bakers, one oven and the week in pastry.',
    },
    ...[1, 2, 3].map((n) => ({
      main_type: 'LINK-INPUT',
      title: `Link number ${n}`,
      link_value: `https://links.example.com/${n}`,
      icon_group: 'fas',
      icon_name: 'link',
    })),
    {
      main_type: 'PLATFORM-BADGE',
      title: 'Spotify',
      description: 'Listen on',
      icon_group: 'podcasts',
      icon_name: 'spotify',
      link_value: 'https://open.spotify.com/show/abc',
    },
    {
      main_type: 'PLATFORM-BADGE',
      title: 'Apple Podcasts',
      description: 'Listen on',
      icon_group: 'podcasts',
      icon_name: 'apple_podcast',
      link_value: 'https://podcasts.apple.com/podcast/id1',
    },
    {
      main_type: 'CARD-INPUT',
      sub_type: 'THUMBNAIL_BUTTON',
      title: 'Our shop',
      link_value: 'https://shop.example.com',
      image_url: 'https://img.example.com/shop.jpg',
    },
    {
      main_type: 'CARD-INPUT',
      sub_type: 'CARD_BUTTON',
      title: 'Recipe book',
      description: 'Fifty pies.',
      link_value: 'https://book.example.com',
      image_url: 'https://img.example.com/book.jpg',
    },
    {
      main_type: 'CARD-INPUT',
      sub_type: 'VIDEO_BUTTON',
      title: 'Trailer',
      link_value: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    },
    {
      main_type: 'COUNT-DOWN',
      title: 'Season two',
      countdown_from_date: inDays(-1),
      countdown_to_date: inDays(30),
    },
    {
      main_type: 'PODCAST-FEED',
      sub_type: 'MIX-CARD-TILE',
      title: 'Latest episodes',
      value: '3',
      link_value: 'https://feeds.example.com/pie.xml',
    },
    {
      main_type: 'MAILING-LIST',
      title: 'Join our newsletter!',
      button_text: 'Click to Subscribe',
      success_message: 'Thanks for subscribing!',
    },
    {
      main_type: 'TIP-US-BADGE',
      name: 'Buy me a coffee',
      description: 'True Supporter',
      icon_group: 'podcasts',
      icon_name: 'buy_me_a_coffee',
      link_value: 'https://buymeacoffee.com/pie',
    },
    {
      main_type: 'SOCIAL-NETWORKS',
      name: 'INSTAGRAM',
      icon_group: 'fab',
      icon_name: 'instagram',
      social_username: 'thedailypie',
    },
  ];
  return blocks.map((block, index) => ({ id: -(index + 1), sort_order: index + 1, ...block }));
}

/** Starts the server, signs up, publishes the page; answers its address and a way to stop. */
async function startPodpie(dataDir: string) {
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://127.0.0.1',
    LOG_LEVEL: 'silent',
    APP_SECRET: 'bench-only-secret-0123456789abcdefghijklmnopqrstuvwxyz',
  });
  const app = await buildApp(config);
  if (!app.hasPlugin(PUBLIC_PAGE_PLUGIN)) await app.register(publicPagePlugin);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('server has no port');
  const base = `http://127.0.0.1:${address.port}`;

  const signedUp = await call(base, '/api/auth', {
    method: 'POST',
    body: { email: 'bench@example.com', password: 'bench-password-42' },
  });
  const auth = Object.fromEntries(
    ['access-token', 'client', 'uid'].map((name) => [name, signedUp.headers.get(name) ?? '']),
  );
  const project = (await (
    await call(base, '/api/v1/projects', { method: 'POST', headers: auth, body: {} })
  ).json()) as {
    data: { id: number; slug: string };
  };
  const blocks = twentyBlocks();
  await call(base, `/api/v1/projects/${project.data.id}/pies/sync`, {
    method: 'POST',
    headers: auth,
    body: blocks,
  });
  return { base, path: `/${project.data.slug}`, blocks: blocks.length, close: () => app.close() };
}

/** nginx serving one file, with every path it writes in the temp folder. */
async function startNginx(folder: string, html: string) {
  const port = await freePort();
  // nginx's worker runs as an unprivileged user: it must be able to read the page.
  mkdirSync(join(folder, 'www'), { recursive: true, mode: 0o755 });
  writeFileSync(join(folder, 'www', 'page.html'), html);
  writeFileSync(join(folder, 'www', 'page.html.gz'), gzipSync(html, { level: 9 }));
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
    location / { try_files /page.html =404; }
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
    status = await fetch(`${base}/page`)
      .then((response) => response.status)
      .catch(() => 0);
    if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (status !== 200) throw new Error(`nginx did not serve the page (last answer ${status})`);
  return {
    base,
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGQUIT');
      }),
  };
}

/** wrk's "99%  12.34ms" line, in milliseconds. */
function wrkMs(value: string, unit: string): number {
  const scale: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };
  return Number(value) * (scale[unit] ?? Number.NaN);
}

/** Runs wrk without blocking this process, which may be the server under test. */
function runWrk(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(WRK, args, { stdio: ['ignore', 'pipe', 'pipe'] });
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

type Headers = Record<string, string>;

async function loadWithWrk(url: string, headers: Headers): Promise<LoadResult> {
  const common = [
    '-t1',
    `-c${CONNECTIONS}`,
    ...Object.entries({ 'Accept-Language': 'en', ...headers }).flatMap(([name, value]) => [
      '-H',
      `${name}: ${value}`,
    ]),
  ];
  await runWrk([...common, `-d${WARMUP_S}s`, url]);
  const output = await runWrk([...common, `-d${DURATION_S}s`, '--latency', url]);
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
  };
}

/** A small keep-alive loader for machines without wrk: bounded in time and request count. */
async function loadWithNode(url: string, headers: Headers): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const once = () =>
    new Promise<number>((resolve, reject) => {
      const started = process.hrtime.bigint();
      const outgoing = request(
        url,
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
  const errors = await drive(started + DURATION_S * 1000, latencies);
  const seconds = (Date.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: latencies.length / seconds,
    p99Ms:
      latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? Number.NaN,
    errors,
    tool: 'node loader',
  };
}

const load = (url: string, headers: Headers) =>
  existsSync(WRK) ? loadWithWrk(url, headers) : loadWithNode(url, headers);

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

const ENCODINGS: { label: string; headers: Headers }[] = [
  { label: 'as phones ask, Accept-Encoding: gzip', headers: { 'Accept-Encoding': 'gzip' } },
  { label: 'uncompressed, no Accept-Encoding', headers: {} },
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

async function main() {
  const folder = mkdtempSync(join(tmpdir(), 'podpie-page-bench-'));
  chmodSync(folder, 0o755);
  let podpie: Awaited<ReturnType<typeof startPodpie>> | undefined;
  let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
  try {
    podpie = await startPodpie(join(folder, 'data'));
    const html = await (
      await call(podpie.base, podpie.path, { headers: { 'accept-language': 'en' } })
    ).text();
    const weight = weights(html);
    console.log(`Published page: ${podpie.blocks} blocks at ${podpie.base}${podpie.path}`);
    console.log('\nPage weight (images excluded)');
    console.log(
      `  HTML ${kb(weight.html)} + CSS ${kb(weight.css)} + JS ${kb(weight.js)} = ${kb(weight.raw)} raw`,
    );
    const withinBudget = weight.gzip < BUDGET_GZIP_BYTES;
    console.log(
      `  ${kb(weight.gzip)} gzipped (budget ${kb(BUDGET_GZIP_BYTES)}): ${withinBudget ? 'within budget' : 'OVER BUDGET'}`,
    );

    // The machine may be shared: each server is measured ROUNDS times, taking turns, and the
    // best run of each counts as the least disturbed one.
    const targets = [{ name: 'Podpie GET /<slug>', url: `${podpie.base}${podpie.path}` }];
    if (existsSync(NGINX)) {
      nginx = await startNginx(join(folder, 'nginx'), html);
      targets.push({ name: 'nginx, same HTML as a file', url: `${nginx.base}/page` });
    } else {
      console.log(
        `\nnginx is not installed at ${NGINX}: the comparison is skipped (apt-get install nginx-light).`,
      );
    }
    for (const encoding of ENCODINGS) {
      const best = new Map<string, LoadResult>();
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const target of targets) {
          const result = await load(target.url, encoding.headers);
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
        `  ${pad('server', 30)}${pad('sends', 10)}${pad('requests/s', 14)}${pad('p99', 12)}errors`,
      );
      for (const { name, result, sent } of results) {
        console.log(
          `  ${pad(name, 30)}${pad(sent, 10)}${pad(result.requestsPerSecond.toFixed(0), 14)}${pad(`${result.p99Ms.toFixed(2)} ms`, 12)}${result.errors}`,
        );
      }
      const [ours, theirs] = results;
      if (ours && theirs) {
        const ratio = ours.result.requestsPerSecond / theirs.result.requestsPerSecond;
        console.log(
          `  Podpie serves ${(ratio * 100).toFixed(0)}% of nginx's throughput (goal ${GOAL_RATIO * 100}%): ${ratio >= GOAL_RATIO ? 'goal met' : 'GOAL MISSED'}`,
        );
      }
    }
  } finally {
    await nginx?.close();
    await podpie?.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

await main();
