import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const WEB_DIST = join(REPO_ROOT, 'apps', 'web', 'dist');

/** Builds the production web app once; benches measure what users download. */
export function ensureWebBuild(): string {
  if (!existsSync(join(WEB_DIST, '.vite', 'manifest.json'))) {
    const built = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], {
      cwd: REPO_ROOT,
      stdio: 'inherit',
    });
    if (built.status !== 0) throw new Error('the web build failed');
  }
  return WEB_DIST;
}
