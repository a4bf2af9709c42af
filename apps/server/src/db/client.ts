import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';

/** The Drizzle database, the same type for PGlite and PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT>;
/** A transaction opened with `db.transaction`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Repositories accept the database or a transaction. */
export type Queryable = Database | Transaction;

/** An open database and what is needed to migrate and close it. */
export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the pending migrations of `folder` with drizzle's migrator for this driver. */
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
};

const PGLITE_FOLDER = 'pglite';
// Any constant works; every Podpie process takes the same lock before migrating.
const MIGRATION_LOCK_KEY = 7_406_521;
/**
 * PGlite's own start parameters plus a smaller buffer cache: PostgreSQL's default 128 MB of
 * shared buffers lives inside the WebAssembly memory, which never shrinks, and it made most of the
 * server's resident memory; the pages Podpie reads are served from its own caches anyway.
 */
const PGLITE_START = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/** PGlite in `${dataDir}/pglite`, or in memory when dataDir is undefined. */
export async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  let client: PGlite;
  if (dataDir === undefined) {
    client = await PGlite.create({ startParams: PGLITE_START });
  } else {
    const folder = join(dataDir, PGLITE_FOLDER);
    mkdirSync(folder, { recursive: true });
    createInAProcessOfItsOwn(folder);
    client = await PGlite.create(folder, { startParams: PGLITE_START });
  }
  return pgliteHandle(client);
}

/**
 * Creates a new database in `folder` (PostgreSQL's initdb, a WebAssembly module of its own) in a
 * short-lived process, when the folder holds none yet. Run in the server's process, initdb left
 * about 45 MB of freed memory the process never gave back (glibc's heap, fragmented by V8's
 * compiling of the module): a first start then held 290-305 MB at rest where a restart on the same
 * folder holds 245-255 MB.
 */
function createInAProcessOfItsOwn(folder: string) {
  if (existsSync(join(folder, 'PG_VERSION'))) return;
  const pglite = import.meta.resolve('@electric-sql/pglite');
  const create = [
    `const { PGlite } = await import(${JSON.stringify(pglite)});`,
    `const db = await PGlite.create(${JSON.stringify(folder)}, { startParams: ${JSON.stringify(PGLITE_START)} });`,
    'await db.close();',
  ].join('\n');
  execFileSync(process.execPath, ['--input-type=module', '--eval', create], { stdio: 'inherit' });
}

/** Wraps an open PGlite (tests load one from a prepared dump). */
export function pgliteHandle(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client });
  return {
    db,
    kind: 'pglite',
    migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
    close: () => client.close(),
  };
}

export type PostgresOptions = {
  /** Every connection uses this schema (tests run in a schema of their own). */
  schema?: string;
  /** Pool size. */
  max?: number;
};

export function openPostgres(url: string, options: PostgresOptions = {}): DatabaseHandle {
  const client = postgres(url, {
    max: options.max ?? 10,
    onnotice: () => {},
    ...(options.schema === undefined ? {} : { connection: { search_path: options.schema } }),
  });
  const db = drizzlePostgres({ client });
  return {
    db,
    kind: 'postgres',
    async migrate(folder) {
      // Several server processes may start together; the advisory lock lets one migrate at a time.
      const connection = await client.reserve();
      try {
        await connection`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
        await migratePostgres(db, {
          migrationsFolder: folder,
          ...(options.schema === undefined ? {} : { migrationsSchema: options.schema }),
        });
      } finally {
        await connection`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`;
        connection.release();
      }
    },
    close: () => client.end({ timeout: 5 }),
  };
}

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite stored in DATA_DIR. */
export function openDatabase(config: {
  dataDir: string;
  databaseUrl: string | undefined;
}): Promise<DatabaseHandle> {
  if (config.databaseUrl !== undefined) return Promise.resolve(openPostgres(config.databaseUrl));
  return openPglite(config.dataDir);
}
