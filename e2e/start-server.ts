// Starts the real server for the browser journeys on a fresh, empty embedded database.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { startTestDnsServer } from '../apps/server/src/test/dns-server.ts';
import { startFakeMailProviders } from '../apps/server/src/test/fake-mail-providers.ts';
import { startFakeMailchimp } from '../apps/server/src/test/fake-mailchimp.ts';
import { startSmtpSink } from '../apps/server/src/test/smtp-sink.ts';
import { ensureWebBuild } from '../scripts/web-build.mjs';
import {
  E2E_APP_SECRET,
  E2E_DATA_DIR,
  E2E_DNS_CONTROL_PORT,
  E2E_DNS_PORT,
  E2E_DOMAIN_TARGET,
  E2E_MAILBOX_PORT,
  E2E_ORIGIN,
  E2E_PORT,
  E2E_SMTP_PORT,
} from './e2e-env.ts';
import { FAKE_MAIL_PROVIDERS_PORT } from './fakes/mail-providers-config.ts';
import { FAKE_MAILCHIMP_PORT } from './fakes/mailchimp-config.ts';
import { startPodcastUpstream } from './fakes/podcast-upstream.ts';
import { FAKE_UPSTREAM_PORT, fakeUpstreamEnv } from './fakes/upstream-config.ts';

// CI's unit suite has built it already (the prerendered-screen tests): a second build took 25 s.
ensureWebBuild();
rmSync(E2E_DATA_DIR, { recursive: true, force: true });

// Fake iTunes, directories, feeds and artwork on 127.0.0.1: the journeys never leave the machine.
const upstream = await startPodcastUpstream(FAKE_UPSTREAM_PORT);
// A fake Mailchimp (OAuth and the Marketing API) for the mailing journey.
const mailchimp = await startFakeMailchimp(FAKE_MAILCHIMP_PORT);
// Fake Kit, Beehiiv and MailerLite (API keys) for the key-based mailing journey.
const mailProviders = await startFakeMailProviders(FAKE_MAIL_PROVIDERS_PORT);
// The server's outgoing mail lands in one sink; journeys on every worker read it over HTTP
// (GET /mail?to=<address>&timeout=<ms>, e2e/mailbox.ts).
const sink = await startSmtpSink(E2E_SMTP_PORT);
const mailbox = createServer((request, response) => {
  const asked = new URL(request.url ?? '/', 'http://127.0.0.1');
  const to = asked.searchParams.get('to') ?? '';
  const timeoutMs = Number(asked.searchParams.get('timeout') ?? 10_000);
  sink.mailTo(to, timeoutMs, asked.searchParams.get('subject') ?? '').then(
    (mail) =>
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(mail)),
    (error: unknown) => response.writeHead(404).end(String(error)),
  );
});
await new Promise<void>((resolve) => mailbox.listen(E2E_MAILBOX_PORT, '127.0.0.1', resolve));

// The DNS that domain verification asks; journeys set records over HTTP
// (PUT /records?name=<name> with a JSON body of records, or none to remove the name).
const dns = await startTestDnsServer(E2E_DNS_PORT);
dns.set(E2E_DOMAIN_TARGET, { A: ['127.0.0.1'] });
const dnsControl = createServer((request, response) => {
  const asked = new URL(request.url ?? '/', 'http://127.0.0.1');
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const text = Buffer.concat(chunks).toString();
    dns.set(asked.searchParams.get('name') ?? '', text ? JSON.parse(text) : undefined);
    response.writeHead(204).end();
  });
});
await new Promise<void>((resolve) => dnsControl.listen(E2E_DNS_CONTROL_PORT, '127.0.0.1', resolve));

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
    // Mail goes to the sink above, on loopback.
    SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
    ...fakeUpstreamEnv(upstream.url),
    ...mailchimp.env,
    ...mailProviders.env,
    // Podcast-health checks every second, so the health journey sees its bars within moments.
    HEALTH_CHECK_INTERVAL_SECONDS: '1',
    // Owners' domains are .test names answered by the DNS server above.
    DOMAIN_DNS_SERVERS: `127.0.0.1:${E2E_DNS_PORT}`,
    DOMAIN_ALLOW_TEST_TLD: 'true',
    DOMAIN_TARGET_HOST: E2E_DOMAIN_TARGET,
  },
});

// Playwright stops this process when the run ends; pass that on so the database closes cleanly.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => {
  void upstream.close();
  void mailchimp.close();
  void mailProviders.close();
  void sink.close();
  mailbox.close();
  dnsControl.close();
  void dns.close();
  rmSync(E2E_DATA_DIR, { recursive: true, force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
