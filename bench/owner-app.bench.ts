// The owner's app on a phone, and what the server holds at rest (issue 32). `npm run bench --
// owner-app`. Lighthouse 12 (mobile profile, simulated slow 4G) on Debian's Chromium scores
// /signin, /quickstart, the dashboard and the editor (goal: each category >= 95) and the public page
// (goal: 100), each the median of three runs (OWNER_APP_LIGHTHOUSE_RUNS); the same runs count the
// script files each route loaded and their bytes over the wire. Then `npm start` (package.json's
// start script, as npm runs it) on the embedded database and on PostgreSQL takes 1,000 page views,
// and its resident memory is read from /proc.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import {
  LIGHTHOUSE_CATEGORIES,
  type LighthouseChromium,
  launchLighthouseChromium,
  type NetworkItem,
} from './support/lighthouse-chromium.ts';
import { type Figure, median, printFigures } from './support/report.ts';
import { SAMPLE_FEED_PATH, startSampleImages } from './support/sample-images.ts';
import { seed } from './support/seed-owner.ts';
import { type RunningServer, startServer } from './support/start-server.ts';
import { ensureWebBuild, REPO_ROOT } from './support/web-build.ts';

const SCORE_GOAL = 95;
const PAGE_VIEWS = 1_000;
const MEMORY_GOAL_MB = { PGlite: 300, PostgreSQL: 150 } as const;
const SCRIPT_GOALS: Record<string, { files: number; kb: number }> = {
  '/signin': { files: 12, kb: 150 },
  editor: { files: 25, kb: 300 },
};
const DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/podpie_bench';

type Audit = { route: string; scores: Record<string, number>; files: number; bytes: number };

/** What a failing audit found (its first items, abridged), so a score can be acted on. */
function failingItems(details: unknown): string {
  const items = (details as { items?: unknown[] } | undefined)?.items ?? [];
  return items
    .slice(0, 5)
    .map((item) => JSON.stringify(item).slice(0, 400))
    .join('\n    ');
}

/**
 * Lighthouse runs per route: its simulated phone scales the CPU time it measured, so one run's
 * blocking time moves with whatever else the machine did in those seconds (the editor's 470-850 ms
 * in one afternoon's single runs). Lighthouse's guidance for a score is the median of several.
 */
const LIGHTHOUSE_RUNS = Number(process.env.OWNER_APP_LIGHTHOUSE_RUNS ?? 3);

/** OWNER_APP_ROUTES=dashboard,editor audits only those routes (names as printed). */
const ONLY_ROUTES = process.env.OWNER_APP_ROUTES?.split(',').map((name) => name.trim());

/**
 * `route` audited LIGHTHOUSE_RUNS times (`beforeEach` runs before each, to empty the cache): each
 * run printed, the median of each category kept, with the scripts of the run whose performance is
 * the median.
 */
async function medianAudit(
  chromium: LighthouseChromium,
  base: string,
  route: string,
  path: string,
  keepStorage: boolean,
  beforeEach: () => Promise<unknown> = async () => undefined,
): Promise<Audit | null> {
  if (ONLY_ROUTES && !ONLY_ROUTES.includes(route)) return null;
  const runs: Audit[] = [];
  for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
    await beforeEach();
    runs.push(await audit(chromium, base, route, path, keepStorage, run));
  }
  const scores = Object.fromEntries(
    LIGHTHOUSE_CATEGORIES.map((name) => [name, median(runs.map((run) => run.scores[name] ?? 0))]),
  );
  const middle = runs.find((run) => run.scores.performance === scores.performance) ?? runs[0];
  return { route, scores, files: middle?.files ?? 0, bytes: middle?.bytes ?? 0 };
}

async function audit(
  chromium: LighthouseChromium,
  base: string,
  route: string,
  path: string,
  keepStorage: boolean,
  run: number,
): Promise<Audit> {
  const lhr = await chromium.audit(
    `${base}${path}`,
    // The owner's screens read the sign-in from localStorage, which Lighthouse clears by default.
    { disableStorageReset: keepStorage },
    `${route.replace(/[^a-z]+/gi, '-').replace(/^-|-$/g, '')}-${run + 1}`,
  );
  const scores = Object.fromEntries(
    LIGHTHOUSE_CATEGORIES.map((name) => [
      name,
      Math.round((lhr.categories[name]?.score ?? 0) * 100),
    ]),
  );
  const details = lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined;
  const scripts = (details?.items ?? []).filter((item) => item.resourceType === 'Script');
  const bytes = scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'cumulative-layout-shift']
    .map((id) => `${id.replace(/-/g, ' ')} ${lhr.audits[id]?.displayValue ?? '?'}`)
    .join(', ');
  const failing = Object.values(lhr.audits)
    .filter((item) => item.score !== null && item.score < 1 && item.scoreDisplayMode === 'binary')
    .map((item) => item.id);
  console.log(
    `${route} (${path}), run ${run + 1}: ${JSON.stringify(scores)}; ${scripts.length} scripts, ${(bytes / 1024).toFixed(1)} KB; ${metrics}, total blocking time ${lhr.audits['total-blocking-time']?.displayValue ?? '?'}${failing.length ? `; failing: ${failing.join(' ')}` : ''}`,
  );
  const shifted = (lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) > 0;
  for (const id of shifted ? [...failing, 'layout-shifts'] : failing) {
    console.log(`  ${id}: ${failingItems(lhr.audits[id]?.details)}`);
  }
  return { route, scores, files: scripts.length, bytes };
}

async function lighthouseFigures(): Promise<Figure[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'podpie-bench-owner-'));
  // The sample feed is served on loopback, which the outbound guard refuses unless told: the
  // editor then shows its episodes, as for a real show, instead of logging a failed fetch.
  const server = await startServer({
    DATA_DIR: dataDir,
    OUTBOUND_ALLOW_PRIVATE: 'true',
    OUTBOUND_ALLOWED_PORTS: '*',
  });
  const chromium = await launchLighthouseChromium();
  const { browser } = chromium;
  const images = await startSampleImages();
  const audits: (Audit | null)[] = [];
  try {
    const seeded = await seed(server.base, images.base, `${images.base}${SAMPLE_FEED_PATH}`);
    audits.push(await medianAudit(chromium, server.base, 'public page', seeded.page, false));
    audits.push(await medianAudit(chromium, server.base, '/signin', '/signin', false));
    audits.push(await medianAudit(chromium, server.base, '/quickstart', '/quickstart', false));
    const tab = browser.pages()[0] ?? (await browser.newPage());
    await tab.goto(`${server.base}/beta-user-invite`);
    await tab.evaluate(
      (fields) => localStorage.setItem('podpie.auth', fields),
      JSON.stringify(seeded.auth),
    );
    // Storage stays (the sign-in), so the cache is emptied by hand: each run is a first visit.
    const devtools = await browser.newCDPSession(tab);
    const emptyCache = () => devtools.send('Network.clearBrowserCache');
    audits.push(
      await medianAudit(chromium, server.base, 'dashboard', '/dashboard', true, emptyCache),
    );
    audits.push(
      await medianAudit(chromium, server.base, 'editor', seeded.editor, true, emptyCache),
    );
  } finally {
    await chromium.close();
    await images.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const figures: Figure[] = [];
  for (const item of audits) {
    if (!item) continue;
    const goal = item.route === 'public page' ? 100 : SCORE_GOAL;
    for (const name of LIGHTHOUSE_CATEGORIES) {
      const score = item.scores[name] ?? 0;
      figures.push({
        name: `${item.route}: ${name}${LIGHTHOUSE_RUNS > 1 ? `, median of ${LIGHTHOUSE_RUNS}` : ''}`,
        value: score,
        unit: '',
        goal: goal === 100 ? '100' : `>= ${goal}`,
        met: score >= goal,
      });
    }
    const scriptGoal = SCRIPT_GOALS[item.route];
    if (scriptGoal) {
      figures.push({
        name: `${item.route}: script files`,
        value: item.files,
        unit: 'files',
        goal: `<= ${scriptGoal.files}`,
        met: item.files <= scriptGoal.files,
      });
      figures.push({
        name: `${item.route}: JavaScript over the wire`,
        value: item.bytes / 1024,
        unit: 'KB',
        goal: `<= ${scriptGoal.kb} KB`,
        met: item.bytes <= scriptGoal.kb * 1024,
      });
    }
  }
  return figures;
}

/** Resident memory in MB of a process and its children, from /proc. */
function treeRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const own = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
    .split(' ')
    .filter(Boolean)
    .map((child) => treeRssMb(Number(child)));
  return children.reduce((sum, mb) => sum + mb, own);
}

/** `npm start`, 1,000 page views (the public page, the app's HTML, a script), then at rest. */
async function memoryAfterViews(database: keyof typeof MEMORY_GOAL_MB): Promise<Figure> {
  const dataDir = mkdtempSync(join(tmpdir(), 'podpie-bench-memory-'));
  const env: Record<string, string> = { DATA_DIR: dataDir };
  if (database === 'PostgreSQL') {
    const admin = postgres(DATABASE_URL.replace(/\/[^/]*$/, '/postgres'), { onnotice: () => {} });
    const name = new URL(DATABASE_URL).pathname.slice(1);
    await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.unsafe(`CREATE DATABASE "${name}"`);
    await admin.end();
    env.DATABASE_URL = DATABASE_URL;
  }
  let server: RunningServer | undefined;
  try {
    server = await startServer(env);
    const atStart = treeRssMb(server.pid);
    const seeded = await seed(server.base);
    const html = await (await fetch(`${server.base}/signin`)).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? '/favicon.svg';
    const paths = [seeded.page, '/signin', seeded.editor, script];
    for (let view = 0; view < PAGE_VIEWS; view += 1) {
      const path = paths[view % paths.length] ?? '/';
      const response = await fetch(`${server.base}${path}`, {
        headers: { 'accept-encoding': 'br, gzip' },
      });
      await response.arrayBuffer();
    }
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const atRest = treeRssMb(server.pid);
    console.log(
      `${database}: ${atStart.toFixed(0)} MB after start, ${atRest.toFixed(0)} MB after ${PAGE_VIEWS} page views`,
    );
    return {
      name: `resident memory, ${database}, after ${PAGE_VIEWS} views`,
      value: atRest,
      unit: 'MB',
      goal: `<= ${MEMORY_GOAL_MB[database]} MB`,
      met: atRest <= MEMORY_GOAL_MB[database],
      baseline: { name: 'after start', value: atStart },
    };
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// OWNER_APP_PARTS=memory (or lighthouse) runs one half; BENCH_START_ROOT measures the memory of
// another checkout's `npm start`.
const parts = process.env.OWNER_APP_PARTS ?? 'lighthouse,memory';
ensureWebBuild();
if (parts.includes('lighthouse')) {
  printFigures('The owner app on a phone (Lighthouse 12, mobile)', await lighthouseFigures());
}
if (parts.includes('memory')) {
  console.log(`npm start of ${process.env.BENCH_START_ROOT || REPO_ROOT}`);
  const memory = [await memoryAfterViews('PGlite'), await memoryAfterViews('PostgreSQL')];
  printFigures('The server at rest', memory);
}
