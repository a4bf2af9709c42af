// Compiles the server for `npm start` when its sources changed since the last build: production
// runs plain JavaScript (no transpiler loaded at run time, less memory, a faster start), while
// tests and `npm run dev` keep running the TypeScript through tsx.
//
// esbuild bundles apps/server/src/main.ts with the workspace packages (@podpie/core and
// @podpie/page are TypeScript sources) into apps/server/dist/main.js; every other package stays an
// import of node_modules. The parse worker is a second bundle beside it, started through a boot
// file at the place parse-pool.ts looks for it. dist/ sits at the same depth as src/, and each
// source's `import.meta.url` is rewritten to the address its file would have inside dist/, so
// paths written relative to a source file (the migrations, the web build) still resolve.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SERVER = join(ROOT, 'apps', 'server');
const SOURCES = join(SERVER, 'src');
export const SERVER_DIST = join(SERVER, 'dist');
export const SERVER_MAIN = join(SERVER_DIST, 'main.js');
const STAMP = join(SERVER_DIST, '.sources.sha256');
const INPUTS = [
  'apps/server/src',
  'apps/server/package.json',
  'packages/core/src',
  'packages/core/package.json',
  'packages/page/src',
  'packages/page/package.json',
  'package-lock.json',
  'scripts/server-build.mjs',
];
const WORKER = 'modules/parser/shared/parse-worker';

function* filesOf(path) {
  if (!existsSync(path)) return;
  if (!statSync(path).isDirectory()) {
    yield path;
    return;
  }
  for (const entry of readdirSync(path).sort()) yield* filesOf(join(path, entry));
}

function fingerprint() {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    for (const file of filesOf(join(ROOT, input))) {
      hash.update(relative(ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex');
}

/** Rewrites `import.meta.url` in server sources to the file's address as if it sat in dist/. */
const sourceAddresses = {
  name: 'source-addresses',
  setup(build) {
    build.onLoad({ filter: /[\\/]apps[\\/]server[\\/]src[\\/].*\.ts$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return undefined;
      const inDist = `./${relative(SOURCES, args.path).split(sep).join('/')}`;
      return {
        contents: text.replaceAll(
          'import.meta.url',
          `new URL(${JSON.stringify(inDist)}, import.meta.url).href`,
        ),
        loader: 'ts',
      };
    });
  },
};

/**
 * npm packages the bundle takes in: simple-icons is one 5 MB module of ~3,400 marks that, imported
 * from node_modules, held 14 MB of the server's heap (29 MB resident) for the 22 the logos use;
 * bundled, esbuild keeps only those.
 */
const BUNDLED_PACKAGES = new Set(['simple-icons']);

/** Bundles this repository's files; other packages from npm stay imports of node_modules. */
const npmPackagesOutside = {
  name: 'npm-packages-outside',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@podpie/') || BUNDLED_PACKAGES.has(args.path)
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

/** Builds apps/server unless the last build is current; answers whether it built. */
export async function ensureServerBuild() {
  const print = fingerprint();
  if (existsSync(STAMP) && readFileSync(STAMP, 'utf8').trim() === print) return false;
  const { build } = await import('esbuild');
  await build({
    entryPoints: { main: join(SOURCES, 'main.ts'), 'parse-worker': join(SOURCES, `${WORKER}.ts`) },
    outdir: SERVER_DIST,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [sourceAddresses, npmPackagesOutside],
  });
  // parse-pool.ts starts workers from its own folder's boot file; in dist/ that boot loads the
  // compiled worker instead of registering tsx.
  const boot = join(SERVER_DIST, `${WORKER}-boot.mjs`);
  mkdirSync(dirname(boot), { recursive: true });
  const back = relative(dirname(boot), join(SERVER_DIST, 'parse-worker.js')).split(sep).join('/');
  writeFileSync(boot, `await import('./${back}');\n`);
  writeFileSync(STAMP, `${print}\n`);
  return true;
}
