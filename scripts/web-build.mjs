// Builds the web app only when what it is built from changed since the last build: `npm start`
// then answers in a few seconds instead of waiting for Vite (half a minute on a busy machine).
// The fingerprint is a hash of the sources' contents, written next to the build once it succeeds,
// so an interrupted build or a changed file always builds again.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const WEB_DIST = join(ROOT, 'apps', 'web', 'dist');
const STAMP = join(WEB_DIST, '.vite', 'sources.sha256');
/** What the browser bundle is made of; tests are included (cheap, and never wrong to rebuild). */
const INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/precompress.ts',
  'apps/web/package.json',
  'packages/core/src',
  'packages/core/package.json',
  'packages/page/src',
  'packages/page/package.json',
  'package-lock.json',
];

function* filesOf(path) {
  if (!existsSync(path)) return;
  if (!statSync(path).isDirectory()) {
    yield path;
    return;
  }
  for (const entry of readdirSync(path).sort()) yield* filesOf(join(path, entry));
}

/** A hash of every input file's path and contents. */
export function sourcesFingerprint() {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    for (const file of filesOf(join(ROOT, input))) {
      hash.update(relative(ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex');
}

/** True when the build in WEB_DIST was made from the sources as they are now. */
export function webBuildIsCurrent(fingerprint = sourcesFingerprint()) {
  return existsSync(STAMP) && readFileSync(STAMP, 'utf8').trim() === fingerprint;
}

/** Builds apps/web unless the last build is current; answers whether it built. */
export function ensureWebBuild({ stdio = 'inherit' } = {}) {
  const fingerprint = sourcesFingerprint();
  if (webBuildIsCurrent(fingerprint)) return false;
  // Always a production build: called from a test run, NODE_ENV is 'test', and Vite would then
  // bundle React's development build (twice the work per render) for every later user of dist.
  const env = { ...process.env, NODE_ENV: 'production' };
  const built = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: ROOT, stdio, env });
  if (built.status !== 0) throw new Error(`the web build failed (exit ${built.status})`);
  writeFileSync(STAMP, `${fingerprint}\n`);
  return true;
}
