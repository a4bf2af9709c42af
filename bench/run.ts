// `npm run bench`: runs every bench/*.bench.ts in its own Node process, one after the other (so
// they do not disturb each other's timings), and prints their reports.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const benches = readdirSync(here)
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => only.length === 0 || only.some((name) => file.includes(name)))
  .sort();

let failed = 0;
for (const file of benches) {
  console.log(`\n=== ${file} ===`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', join(here, file)], {
    stdio: 'inherit',
    // The servers under test run as `npm start` runs them (scripts/start.mjs).
    env: { ...process.env, NODE_ENV: process.env.NODE_ENV || 'production' },
  });
  if (result.status !== 0) {
    failed += 1;
    console.log(`${file} failed (exit ${result.status ?? result.signal})`);
  }
}
console.log(`\n${benches.length - failed} of ${benches.length} benchmarks ran.`);
process.exit(failed === 0 ? 0 : 1);
