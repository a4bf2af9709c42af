import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { expect } from 'vitest';
import { type DatabaseHandle, openPostgres, pgliteHandle } from '../db/client.ts';
import { MIGRATIONS_FOLDER, migrateDatabase } from '../db/migrate.ts';
import { seedDatabase } from '../db/seed.ts';
import { databaseTestFiles } from './database-tests.ts';

/** Set by `npm run test:pg`: the same tests then run on real PostgreSQL. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;

export type Prepared = 'empty' | 'migrated';

/**
 * A database for one test file: PGlite in memory, or a fresh schema of TEST_DATABASE_URL that
 * disappears when the handle closes. 'migrated' has every migration and the seeds applied.
 */
export async function freshDatabase(prepared: Prepared = 'migrated'): Promise<DatabaseHandle> {
  requireDatabaseTest(expect.getState().testPath);
  if (TEST_DATABASE_URL !== undefined) return freshSchema(TEST_DATABASE_URL, prepared);
  return freshPglite(prepared);
}

let databaseTests: Set<string> | undefined;

/** A test that reaches a database by a path database-tests.ts cannot see would miss test:pg. */
function requireDatabaseTest(testPath: string | undefined): void {
  if (testPath === undefined) return;
  databaseTests ??= new Set(databaseTestFiles());
  if (databaseTests.has(testPath)) return;
  throw new Error(
    `${testPath} opens a database but does not import test/database.ts (directly or through ` +
      'a helper), so `npm run test:pg` would leave it out: import it statically.',
  );
}

async function freshSchema(url: string, prepared: Prepared): Promise<DatabaseHandle> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create schema "${schema}"`);
  const handle = openPostgres(url, { schema, max: 4 });
  if (prepared === 'migrated') {
    await migrateDatabase(handle);
    await seedDatabase(handle.db);
  }
  return {
    ...handle,
    async close() {
      await handle.close();
      await admin.unsafe(`drop schema "${schema}" cascade`);
      await admin.end({ timeout: 5 });
    },
  };
}

// Creating a PGlite database costs seconds (initdb); loading a dump of one costs about one.
// Dumps are kept in the temp folder, keyed by the migrations they contain.
async function freshPglite(prepared: Prepared): Promise<DatabaseHandle> {
  const dump = join(tmpdir(), `podpie-test-pglite-${prepared}-${templateKey()}.tar`);
  if (existsSync(dump)) {
    const client = await PGlite.create({ loadDataDir: new Blob([readFileSync(dump)]) });
    return pgliteHandle(client);
  }
  const client = await PGlite.create();
  const handle = pgliteHandle(client);
  if (prepared === 'migrated') {
    await migrateDatabase(handle);
    await seedDatabase(handle.db);
  }
  await writeDump(client, dump);
  return handle;
}

async function writeDump(client: PGlite, file: string): Promise<void> {
  const tar = await client.dumpDataDir('none');
  // Several test files may write the same dump at once: write aside, then rename into place.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, Buffer.from(await tar.arrayBuffer()));
  renameSync(partial, file);
}

function templateKey(): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(new URL('../db/seed-data.ts', import.meta.url)));
  for (const name of readdirSync(MIGRATIONS_FOLDER, { recursive: true }).map(String).sort()) {
    const path = join(MIGRATIONS_FOLDER, name);
    if (name.endsWith('.sql') || name.endsWith('.json'))
      hash.update(name).update(readFileSync(path));
  }
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(readFileSync(join(dirname(pgliteEntry), '..', 'package.json')));
  return hash.digest('hex').slice(0, 16);
}
