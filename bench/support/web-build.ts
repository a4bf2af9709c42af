import { join } from 'node:path';
import { ensureWebBuild as buildIfChanged, WEB_DIST } from '../../scripts/web-build.mjs';

export { WEB_DIST };
export const REPO_ROOT = join(WEB_DIST, '..', '..', '..');

/** The production web app as the sources stand now; benches measure what users download. */
export function ensureWebBuild(): string {
  buildIfChanged();
  return WEB_DIST;
}
