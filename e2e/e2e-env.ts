import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where the journeys' server listens and keeps its data; shared by the starter and the tests. */
// E2E_PORT lets several checkouts run their journeys side by side on one machine.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_ORIGIN = `http://localhost:${E2E_PORT}`;
export const E2E_DATA_DIR = join(tmpdir(), `podpie-e2e-data-${E2E_PORT}`);
/** A throwaway secret, so the journeys can create invites the way `npm run invite` does. */
export const E2E_APP_SECRET = 'e2e-only-secret-0123456789abcdefghijklmnopqrstuvwxyz';
/** The SMTP sink the password-reset journey starts; the server's SMTP_URL points at it. */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? E2E_PORT + 1600);
