import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getTableName, sql } from 'drizzle-orm';
import { pgSchema, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../lib/jobs.ts';
import { freshDatabase } from '../test/database.ts';
import type { DatabaseHandle } from './client.ts';
import { MIGRATIONS_FOLDER, migrateDatabase } from './migrate.ts';
import { tables } from './schema.ts';

type Journal = { entries: { idx: number; tag: string }[] };
const journal: Journal = JSON.parse(
  readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
);

/** A copy of the migrations folder that stops after `count` migrations. */
function firstMigrations(count: number): string {
  const folder = mkdtempSync(join(tmpdir(), 'podpie-migrations-'));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const kept = { ...journal, entries: journal.entries.slice(0, count) };
  writeFileSync(join(folder, 'meta', '_journal.json'), JSON.stringify(kept));
  return folder;
}

const informationSchemaTables = pgSchema('information_schema').table('tables', {
  table_name: text('table_name').notNull(),
  table_schema: text('table_schema').notNull(),
});

async function tableNames(handle: DatabaseHandle): Promise<string[]> {
  const rows = await handle.db
    .select({ name: informationSchemaTables.table_name })
    .from(informationSchemaTables)
    .where(sql`${informationSchemaTables.table_schema} = current_schema()`);
  return rows.map((row) => row.name);
}

describe('migrations, one after another on one database', () => {
  // One database walks the journal: step k applies migration k on top of the k - 1 before it,
  // as an upgrade does, instead of rebuilding a fresh database for every prefix (quadratic).
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await freshDatabase('empty');
  });
  afterAll(async () => {
    await handle.close();
  });

  it.each(journal.entries.map((entry, index) => [entry.tag, index + 1] as const))(
    '%s applies after the ones before it',
    { timeout: 60_000 },
    async (_tag, count) => {
      const folder = firstMigrations(count);
      try {
        await migrateDatabase(handle, folder);
        // Applying again is a no-op: a restart never re-runs a migration.
        await migrateDatabase(handle, folder);
        expect((await tableNames(handle)).length).toBeGreaterThan(0);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  );
});

describe('migrations', () => {
  it('all of them together create every table of the schema', { timeout: 60_000 }, async () => {
    const handle = await freshDatabase('empty');
    try {
      await migrateDatabase(handle);
      const names = await tableNames(handle);
      const expected = Object.values(tables).map((table) => getTableName(table));
      expect(names).toEqual(expect.arrayContaining(expected));
    } finally {
      await handle.close();
    }
  });

  it('keep the subscribers from before confirmation existed on their lists', {
    timeout: 60_000,
  }, async () => {
    const before = journal.entries.findIndex((entry) =>
      entry.tag.endsWith('subscriber-confirmation'),
    );
    const folder = firstMigrations(before);
    const handle = await freshDatabase('empty');
    try {
      await migrateDatabase(handle, folder);
      await handle.db.execute(sql`insert into users (email) values ('ann@example.com')`);
      await handle.db.execute(sql`
        insert into projects (user_id, slug, text_color, button_text_color, button_color, degree,
          solid_color, background_type, qr_size, qr_level, qr_color)
        select id, 'pietalk', '#fff', '#000', '#ddd', 0, '#424242', 'SOLID', 200, 'L', 'black'
        from users`);
      await handle.db.execute(
        sql`insert into subscribers (project_id, email) select id, 'old@example.com' from projects`,
      );
      await migrateDatabase(handle);
      const rows = rowsOf(
        await handle.db.execute(sql`select confirmed_at is not null as listed from subscribers`),
      );
      expect(rows).toEqual([{ listed: true }]);
    } finally {
      await handle.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('name no schema, so they also build a database inside a test schema', () => {
    for (const file of readdirSync(MIGRATIONS_FOLDER).filter((name) => name.endsWith('.sql'))) {
      const text = readFileSync(join(MIGRATIONS_FOLDER, file), 'utf8');
      expect(text, `${file}: generate with npm run db:generate -w apps/server`).not.toContain(
        '"public".',
      );
    }
  });
});
