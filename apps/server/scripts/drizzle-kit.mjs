// Runs drizzle-kit (hoisted to the root node_modules) against the drizzle-orm that npm installed
// under apps/server/node_modules, which drizzle-kit cannot find on its own: NODE_PATH covers its
// require() calls and a resolve hook covers its import() calls.
// After `generate` it drops the "public". qualifier drizzle-kit writes in foreign keys, so the same
// migrations also build a database inside another schema (the PostgreSQL tests use one per file).
// Usage: `npm run db:generate -w apps/server` (= node scripts/drizzle-kit.mjs generate).
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire, register } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const serverRequire = createRequire(new URL('../package.json', import.meta.url));
const ormEntry = pathToFileURL(serverRequire.resolve('drizzle-orm')).href;

/**
 * Resolve hook (this file is also loaded with --import in the child process).
 * @public Node's module loader calls it, no import does.
 */
export async function resolve(specifier, context, next) {
  if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
    return next(specifier, { ...context, parentURL: ormEntry });
  }
  return next(specifier, context);
}

if (process.env.PODPIE_DRIZZLE_KIT_CHILD === '1') {
  register(import.meta.url);
} else {
  const kitBin = join(dirname(serverRequire.resolve('drizzle-kit')), 'bin.cjs');
  const serverModules = fileURLToPath(new URL('../node_modules', import.meta.url));
  const run = spawnSync(
    process.execPath,
    ['--import', import.meta.url, kitBin, ...process.argv.slice(2)],
    {
      stdio: 'inherit',
      env: { ...process.env, PODPIE_DRIZZLE_KIT_CHILD: '1', NODE_PATH: serverModules },
    },
  );
  if (run.status === 0 && process.argv[2] === 'generate') unqualifyMigrations();
  process.exit(run.status ?? 1);
}

function unqualifyMigrations() {
  const folder = fileURLToPath(new URL('../drizzle', import.meta.url));
  for (const name of readdirSync(folder).filter((file) => file.endsWith('.sql'))) {
    const file = join(folder, name);
    const text = readFileSync(file, 'utf8');
    const unqualified = text.replaceAll('"public".', '');
    if (unqualified !== text) writeFileSync(file, unqualified);
  }
}
