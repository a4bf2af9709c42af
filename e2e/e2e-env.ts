import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where the journeys' server listens and keeps its data; shared by the starter and the tests. */
export const E2E_PORT = 3100;
export const E2E_ORIGIN = `http://localhost:${E2E_PORT}`;
export const E2E_DATA_DIR = join(tmpdir(), 'podpie-e2e-data');
/** A throwaway secret, so the journeys can create invites the way `npm run invite` does. */
export const E2E_APP_SECRET = 'e2e-only-secret-0123456789abcdefghijklmnopqrstuvwxyz';
