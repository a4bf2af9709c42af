// Sums the JSON reports of every suite .ci/run ran into one closing line, so a run that executed
// no test shows as "0 passed".
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2] ?? '.ci/out';
let passed = 0;
let failed = 0;
let skipped = 0;
let flaky = 0;
for (const name of existsSync(dir) ? readdirSync(dir) : []) {
  if (!name.endsWith('.json')) continue;
  const report = JSON.parse(readFileSync(join(dir, name), 'utf8'));
  if (typeof report.numPassedTests === 'number') {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  } else if (report.stats) {
    passed += report.stats.expected + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected;
    skipped += report.stats.skipped ?? 0;
    flaky += report.stats.flaky ?? 0;
  }
}
if (flaky > 0) console.log(`${flaky} browser journey(s) passed only on their retry (flaky)`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
