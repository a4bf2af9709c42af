// Sums the JSON reports of every suite .ci/run ran into one closing line, so a run that executed
// no test shows as "0 passed". Names the failed and flaky tests just above it: CI's record keeps
// only the end of the output, and a bare count says nothing about what to fix.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2] ?? '.ci/out';
let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
const flakies = [];

const firstLine = (text) =>
  String(text ?? '')
    .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '')
    .split('\n')
    .find((line) => line.trim() !== '')
    ?.trim()
    .slice(0, 200) ?? '';

function vitestReport(suite, report) {
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed') {
        failures.push(
          `${suite}: ${file.name.replace(process.cwd(), '.')} > ${test.fullName}\n      ${firstLine(test.failureMessages?.[0])}`,
        );
      }
    }
    if (file.status === 'failed' && (file.assertionResults ?? []).length === 0) {
      failures.push(`${suite}: ${file.name} did not run: ${firstLine(file.message)}`);
    }
  }
}

function playwrightSpecs(suites, found = []) {
  for (const suite of suites ?? []) {
    for (const spec of suite.specs ?? []) found.push(spec);
    playwrightSpecs(suite.suites, found);
  }
  return found;
}

function playwrightReport(suite, report) {
  passed += report.stats.expected + (report.stats.flaky ?? 0);
  failed += report.stats.unexpected;
  skipped += report.stats.skipped ?? 0;
  for (const spec of playwrightSpecs(report.suites)) {
    for (const test of spec.tests ?? []) {
      const where = `${spec.file}:${spec.line} ${spec.title}`;
      if (test.status === 'unexpected') {
        const error = test.results?.at(-1)?.error?.message;
        failures.push(`${suite}: ${where}\n      ${firstLine(error)}`);
      } else if (test.status === 'flaky') {
        flakies.push(
          `${suite}: ${where}\n      first try: ${firstLine(test.results?.[0]?.error?.message)}`,
        );
      }
    }
  }
}

for (const name of existsSync(dir) ? readdirSync(dir).sort() : []) {
  if (!name.endsWith('.json')) continue;
  const report = JSON.parse(readFileSync(join(dir, name), 'utf8'));
  const suite = name.replace(/\.json$/, '');
  if (typeof report.numPassedTests === 'number') vitestReport(suite, report);
  else if (report.stats) playwrightReport(suite, report);
}
if (flakies.length > 0) {
  console.log(`${flakies.length} browser journey(s) passed only on their retry (flaky):`);
  for (const line of flakies) console.log(`  ${line}`);
}
if (failures.length > 0) {
  console.log('failed:');
  for (const line of failures) console.log(`  ${line}`);
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
