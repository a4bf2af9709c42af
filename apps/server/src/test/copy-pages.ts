// Copies one published page into many more projects with two INSERT ... SELECT statements, for
// the many-pages benchmark (bench/many-pages.bench.ts): 10,000 pages take seconds, not minutes.
import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';

async function columnsOf(db: Queryable, table: string): Promise<string[]> {
  const result: unknown = await db.execute(
    sql`select column_name from information_schema.columns
        where table_schema = current_schema() and table_name = ${table}
        order by ordinal_position`,
  );
  // postgres-js answers the rows themselves, PGlite an object holding them.
  const rows = Array.isArray(result)
    ? (result as { column_name: string }[])
    : ((result as { rows?: { column_name: string }[] }).rows ?? []);
  return rows.map((row) => row.column_name);
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Makes projects `${prefix}2` ... `${prefix}${count}`, each a copy of project `templateId` and its
 * blocks (same owner, same publish time). Answers their slugs.
 */
export async function copyPublishedPage(
  db: Queryable,
  templateId: number,
  count: number,
  prefix: string,
): Promise<string[]> {
  if (!/^[a-z]+$/.test(prefix)) throw new Error('the slug prefix must be lowercase letters');
  const projectColumns = (await columnsOf(db, 'projects')).filter((name) => name !== 'id');
  const pieColumns = (await columnsOf(db, 'pies')).filter(
    (name) => name !== 'id' && name !== 'project_id',
  );
  const projectValues = projectColumns.map((name) =>
    name === 'slug' ? `'${prefix}' || n` : `p.${quoted(name)}`,
  );
  await db.execute(
    sql.raw(`insert into projects (${projectColumns.map(quoted).join(', ')})
      select ${projectValues.join(', ')}
      from projects p, generate_series(2, ${Math.floor(count)}) as n
      where p.id = ${Math.floor(templateId)}`),
  );
  await db.execute(
    sql.raw(`insert into pies (project_id, ${pieColumns.map(quoted).join(', ')})
      select copy.id, ${pieColumns.map((name) => `b.${quoted(name)}`).join(', ')}
      from pies b join projects copy on copy.slug like '${prefix}%'
      where b.project_id = ${Math.floor(templateId)} and copy.id <> ${Math.floor(templateId)}`),
  );
  return Array.from({ length: count - 1 }, (_, index) => `${prefix}${index + 2}`);
}
