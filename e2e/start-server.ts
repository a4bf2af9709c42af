// Starts the real server for the browser journeys on a fresh, empty embedded database.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { startFakeMailchimp } from '../apps/server/src/test/fake-mailchimp.ts';
import { E2E_APP_SECRET, E2E_DATA_DIR, E2E_ORIGIN, E2E_PORT, E2E_SMTP_PORT } from './e2e-env.ts';
import { FAKE_MAILCHIMP_PORT } from './fakes/mailchimp-config.ts';
import { startPodcastUpstream } from './fakes/podcast-upstream.ts';
import { FAKE_UPSTREAM_PORT, fakeUpstreamEnv } from './fakes/upstream-config.ts';

rmSync(E2E_DATA_DIR, { recursive: true, force: true });

// Fake iTunes, directories, feeds and artwork on 127.0.0.1: the journeys never leave the machine.
const upstream = await startPodcastUpstream(FAKE_UPSTREAM_PORT);
// A fake Mailchimp (OAuth and the Marketing API) for the mailing journey.
const mailchimp = await startFakeMailchimp(FAKE_MAILCHIMP_PORT);

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
    // Mail goes to a sink on loopback that the password-reset journey starts and reads.
    SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
    ...fakeUpstreamEnv(upstream.url),
    ...mailchimp.env,
    // Podcast-health checks every second, so the health journey sees its bars within moments.
    HEALTH_CHECK_INTERVAL_SECONDS: '1',
  },
});

// Playwright stops this process when the run ends; pass that on so the database closes cleanly.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => {
  void upstream.close();
  void mailchimp.close();
  rmSync(E2E_DATA_DIR, { recursive: true, force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
