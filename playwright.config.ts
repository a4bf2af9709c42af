import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { E2E_ORIGIN, E2E_PORT } from './e2e/e2e-env.ts';

// Browser journeys in Debian's Chromium against the real server on a fresh embedded database.
// The server is built and started by e2e/start-server.ts; nothing is downloaded.
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // Journeys are independent (each signs up its own account; the one that reads mail starts the
  // SMTP sink itself), so files run side by side, one worker per core; a file's tests stay in
  // order in one worker. E2E_WORKERS overrides the count.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS) || availableParallelism(),
  forbidOnly: true,
  // CI machines have two cores shared with the server under test: one retry keeps a slow moment
  // from failing the run, and .ci/count.mjs still reports every journey that needed it as flaky.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: E2E_ORIGIN,
    headless: true,
    locale: 'en-US',
    // A failed journey keeps its trace (DOM snapshots, network, console) but not the screencast:
    // filming every page tripled Chromium's CPU (editor-blocks, one worker: 135 CPU-s against 57),
    // and on two cores shared with the server that starved both workers.
    trace: { mode: 'retain-on-failure', screenshots: false },
    // As a reader who asked for less motion: the app then opens menus and modals without antd's
    // slide and zoom. On two loaded cores a click landed mid-animation, on a separator or beside
    // a moving button, and did nothing (editor-blocks:341, accessibility-keyboard:150 in CI).
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // Journeys talk to loopback only: any other host name fails to resolve inside Chromium,
        // so an embedded video or a remote image never sends a packet off the machine.
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
      ],
    },
  },
  webServer: {
    // start-server.ts builds the web app first, unless the last build was made from these sources.
    command: 'node --import tsx e2e/start-server.ts',
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
