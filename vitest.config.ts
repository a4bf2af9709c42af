import { defineConfig } from 'vitest/config';
import { databaseTestFiles } from './apps/server/src/test/database-tests.ts';

// Three projects: "unit" is everything; "data" is the subset that talks to a database (the server
// test files that import test/database.ts, read from their imports), run a second time against
// real PostgreSQL by `npm run test:pg` (TEST_DATABASE_URL set); "reliability" starts
// real server processes, PostgreSQL and Redis and puts them under load and faults
// (`npm run test:reliability`).
export default defineConfig({
  test: {
    coverage: {
      provider: 'v8',
      include: ['packages/core/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/*.generated.ts'],
      thresholds: { 'packages/core/src/**/*.ts': { lines: 95 } },
      reporter: ['text-summary', 'json-summary'],
    },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.{ts,tsx}', 'apps/*/src/**/*.test.{ts,tsx}'],
          environment: 'node',
          // Files share a worker's module graph instead of importing the server (or React and
          // antd) afresh for each of ~240 files: that import was about half the suite's CPU time.
          // Every file builds its own app, database and DOM, so nothing else is shared.
          isolate: false,
          // The editor's jsdom tests take 5-13 s quiet and three times that on a loaded 2-core
          // machine (CI beside the browser journeys' build); a test that hangs still fails.
          testTimeout: 45_000,
          hookTimeout: 45_000,
        },
      },
      {
        test: {
          name: 'data',
          // Each file gets a schema of its own (test/database.ts), so files may run side by side.
          include: databaseTestFiles(),
          environment: 'node',
          isolate: false,
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'reliability',
          include: ['reliability/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // The files share the private PostgreSQL and Redis ports and both cores.
          fileParallelism: false,
        },
      },
    ],
  },
});
