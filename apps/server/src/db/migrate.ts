import { fileURLToPath } from 'node:url';
import type { DatabaseHandle } from './client.ts';

/**
 * The migrations drizzle-kit generates with `npm run db:generate -w apps/server`. They carry no
 * schema qualifier, so the same files build a database in `public` or in a test schema.
 */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Applies the pending migrations at start (PGlite and PostgreSQL alike). */
export function migrateDatabase(handle: DatabaseHandle, folder = MIGRATIONS_FOLDER): Promise<void> {
  return handle.migrate(folder);
}
