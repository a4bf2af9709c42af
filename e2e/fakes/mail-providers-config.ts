/**
 * Where the fake Kit, Beehiiv and MailerLite (apps/server/src/test/fake-mail-providers.ts) listen
 * during the journeys: FAKE_MAIL_PROVIDERS_PORT, else 200 above the fake upstream's port, so
 * checkouts running side by side never share one.
 */
import { FAKE_UPSTREAM_PORT } from './upstream-config.ts';

export const FAKE_MAIL_PROVIDERS_PORT = Number(
  process.env.FAKE_MAIL_PROVIDERS_PORT ?? FAKE_UPSTREAM_PORT + 200,
);
export const FAKE_MAIL_PROVIDERS_URL = `http://127.0.0.1:${FAKE_MAIL_PROVIDERS_PORT}`;
