// The public page under load: the real server (embedded database in a temp DATA_DIR) serves a
// published 20-block page, next to nginx serving the same HTML as a static file, in the same run.
// Reports the page weight (HTML + inline CSS + JS, raw and gzipped; budget 20 KB gzipped) and
// requests per second and p99 latency for both (goal: at least half of nginx's throughput), once
// as phones ask (Accept-Encoding: gzip; nginx serves a precompressed copy with gzip_static) and
// once uncompressed.
// Everything listens on 127.0.0.1; the load is bounded in time and in requests.
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pageWeight } from '../packages/page/src/testing/page-weight.ts';
import { measure, NGINX, startNginx } from './support/against-nginx.ts';
import { ownCpu, pinToServerCore } from './support/load.ts';
import { call, startPodpie } from './support/podpie.ts';

const BUDGET_GZIP_BYTES = 20 * 1024;
/** An episode page is served the same way as the page, and measured against a higher goal (issue 30). */
const EPISODE_GOAL_RATIO = 0.75;
/** Episodes stored for the page's feed: the parser keeps the newest 300. */
const EPISODES = 300;
const EPISODE_BUDGET_GZIP_BYTES = 14 * 1024;
/** PAGE_BENCH_ONLY=episode (or page) measures one of the two pages under load. */
const ONLY = process.env.PAGE_BENCH_ONLY;

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
      { label: 'GET /<slug>', path: podpie.path, file: 'page', goal: undefined },
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
