// The JavaScript a browser must load before a route can draw, read from Vite's manifest of the
// production build: /signin needs the entry chunk and its static imports (goal: at most 200 KB
// gzipped); the editor needs those plus the editor chunk and its static imports (goal: at most
// 350 KB). Lazy chunks (the icon packs, other routes) are listed apart: they load only when used.
// The baseline is what the browser actually transfers: each file's build-time brotli copy.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { printFigures } from './support/report.ts';
import { measureRouteScripts } from './support/route-scripts.ts';
import { startServer } from './support/start-server.ts';
import { ensureWebBuild } from './support/web-build.ts';

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

const SIGNIN_GOAL = 200 * 1024;
const EDITOR_GOAL = 350 * 1024;
const EDITOR_KEY = 'src/features/editor/editor-screen.tsx';

function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const next of manifest[key]?.imports ?? []) staticClosure(manifest, next, seen);
  return seen;
}

const dist = ensureWebBuild();
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)?.[0];
if (!entry) throw new Error('the manifest names no entry chunk');

function weigh(keys: Iterable<string>) {
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  let files = 0;
  for (const key of keys) {
    const file = join(dist, manifest[key]?.file ?? key);
    const bytes = readFileSync(file);
    files += 1;
    raw += bytes.length;
    const gz = gzipSync(bytes, { level: 9 }).length;
    gzip += gz;
    brotli += existsSync(`${file}.br`) ? readFileSync(`${file}.br`).length : gz;
  }
  return { files, raw, gzip, brotli };
}

// What each route loads in Chromium, counted from the server (issue 32's goals): script files and
// brotli bytes over the wire, the route's lazy chunks included.
const ROUTE_GOALS: Record<string, { files: number; kb: number } | undefined> = {
  '/signin': { files: 12, kb: 150 },
  editor: { files: 25, kb: 300 },
};
const dataDir = mkdtempSync(join(tmpdir(), 'podpie-bench-routes-'));
const server = await startServer({ DATA_DIR: dataDir, SKIP_WEB_BUILD: 'true' });
try {
  const routes = await measureRouteScripts(server.base);
  printFigures(
    'Scripts a route loads in Chromium (files, brotli over the wire)',
    routes.flatMap((route) => {
      const goal = ROUTE_GOALS[route.route];
      return [
        {
          name: `${route.route}: script files`,
          value: route.files,
          unit: 'files',
          goal: goal ? `<= ${goal.files}` : '(reported)',
          met: goal ? route.files <= goal.files : true,
        },
        {
          name: `${route.route}: JavaScript over the wire`,
          value: route.bytes / 1024,
          unit: 'KB',
          goal: goal ? `<= ${goal.kb} KB` : '(reported)',
          met: goal ? route.bytes <= goal.kb * 1024 : true,
        },
      ];
    }),
  );
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const signinKeys = staticClosure(manifest, entry);
const editorKeys = staticClosure(manifest, EDITOR_KEY, new Set(signinKeys));
const signin = weigh(signinKeys);
const editor = weigh(editorKeys);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
for (const [name, weight] of [
  ['/signin', signin],
  ['editor (/projects/:id)', editor],
] as const) {
  console.log(
    `${name}: ${weight.files} files, ${kb(weight.raw)} raw, ${kb(weight.gzip)} gzipped, ${kb(weight.brotli)} as sent (brotli)`,
  );
}
printFigures('JavaScript before the route draws (gzipped)', [
  {
    name: '/signin',
    value: signin.gzip / 1024,
    unit: 'KB',
    goal: `<= ${SIGNIN_GOAL / 1024} KB`,
    met: signin.gzip <= SIGNIN_GOAL,
    baseline: { name: 'brotli as sent', value: signin.brotli / 1024 },
  },
  {
    name: 'editor route, incl. the initial app',
    value: editor.gzip / 1024,
    unit: 'KB',
    goal: `<= ${EDITOR_GOAL / 1024} KB`,
    met: editor.gzip <= EDITOR_GOAL,
    baseline: { name: 'brotli as sent', value: editor.brotli / 1024 },
  },
]);

const lazy = Object.entries(manifest)
  .filter(([key, chunk]) => !chunk.isEntry && !editorKeys.has(key) && !signinKeys.has(key))
  .map(([key, chunk]) => ({
    key,
    gzip: gzipSync(readFileSync(join(dist, chunk.file)), { level: 9 }).length,
  }))
  .sort((a, b) => b.gzip - a.gzip)
  .slice(0, 6);
console.log('\nlargest lazy chunks (loaded only when their route or icon pack is shown):');
for (const chunk of lazy) console.log(`  ${kb(chunk.gzip).padStart(9)} gzipped  ${chunk.key}`);
