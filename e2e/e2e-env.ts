import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where the journeys' server listens and keeps its data; shared by the starter and the tests. */
// E2E_PORT lets several checkouts run their journeys side by side on one machine.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_ORIGIN = `http://localhost:${E2E_PORT}`;
export const E2E_DATA_DIR = join(tmpdir(), `podpie-e2e-data-${E2E_PORT}`);
/** A throwaway secret, so the journeys can create invites the way `npm run invite` does. */
export const E2E_APP_SECRET = 'e2e-only-secret-0123456789abcdefghijklmnopqrstuvwxyz';
/** The SMTP sink e2e/start-server.ts starts beside the server; the server's SMTP_URL points at it. */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? E2E_PORT + 1600);
/**
 * Where the journeys read the mail that sink received (e2e/mailbox.ts): one sink for every worker,
 * so journeys in parallel never fight over the SMTP port.
 */
export const E2E_MAILBOX_PORT = Number(process.env.E2E_MAILBOX_PORT ?? E2E_SMTP_PORT + 1);
/** The DNS server domain verification asks (UDP), and where journeys set its records (HTTP). */
export const E2E_DNS_PORT = Number(process.env.E2E_DNS_PORT ?? E2E_PORT + 1700);
export const E2E_DNS_CONTROL_PORT = E2E_DNS_PORT + 1;
/** The host owners' domains point to in the journeys. */
export const E2E_DOMAIN_TARGET = 'pages.podpie.test';
