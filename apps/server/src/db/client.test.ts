import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openPglite } from './client.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('openPglite in a data folder', () => {
  it('creates the database on a first start and finds what it stored on the next', {
    timeout: 120_000,
  }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'podpie-pglite-'));
    folders.push(dataDir);
    const first = await openPglite(dataDir);
    // Created (by initdb, in a process of its own) before this process opened it.
    expect(existsSync(join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
    await first.db.execute(sql`CREATE TABLE kept (word text)`);
    await first.db.execute(sql`INSERT INTO kept VALUES ('hello')`);
    await first.close();

    const again = await openPglite(dataDir);
    const rows = await again.db.execute(sql`SELECT word FROM kept`);
    expect(JSON.parse(JSON.stringify(rows))).toMatchObject({ rows: [{ word: 'hello' }] });
    await again.close();
  });
});
