// Starts the real server for the browser journeys on a fresh, empty embedded database.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { E2E_APP_SECRET, E2E_DATA_DIR, E2E_ORIGIN, E2E_PORT } from './e2e-env.ts';
import { startPodcastUpstream } from './fakes/podcast-upstream.ts';
import { FAKE_UPSTREAM_PORT, fakeUpstreamEnv } from './fakes/upstream-config.ts';

rmSync(E2E_DATA_DIR, { recursive: true, force: true });

// Fake iTunes, directories, feeds and artwork on 127.0.0.1: the journeys never leave the machine.
const upstream = await startPodcastUpstream(FAKE_UPSTREAM_PORT);

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: String(E2E_PORT),
    HOST: '127.0.0.1',
    DATA_DIR: E2E_DATA_DIR,
    PUBLIC_URL: E2E_ORIGIN,
    APP_SECRET: E2E_APP_SECRET,
    LOG_LEVEL: 'warn',
    ...fakeUpstreamEnv(upstream.url),
  },
});

// Playwright stops this process when the run ends; pass that on so the database closes cleanly.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => {
  void upstream.close();
  rmSync(E2E_DATA_DIR, { recursive: true, force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
