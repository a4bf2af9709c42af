/**
 * Where the fake Mailchimp (apps/server/src/test/fake-mailchimp.ts) listens during the journeys:
 * FAKE_MAILCHIMP_PORT, else 100 above the fake upstream's port, so checkouts running side by side
 * never share one.
 */
import { FAKE_UPSTREAM_PORT } from './upstream-config.ts';

export const FAKE_MAILCHIMP_PORT = Number(
  process.env.FAKE_MAILCHIMP_PORT ?? FAKE_UPSTREAM_PORT + 100,
);
export const FAKE_MAILCHIMP_URL = `http://127.0.0.1:${FAKE_MAILCHIMP_PORT}`;
