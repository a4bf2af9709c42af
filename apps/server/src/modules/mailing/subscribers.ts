import type { Language, Pie, Subscriber } from '@podpie/core';
import { and, asc, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { pies, projects, subscribers } from '../../db/schema.ts';
import { pieFromRow } from '../pies/mapping.ts';

/** A confirmed subscriber with the consent they gave (empty for rows from before consent). */
export type SubscriberRecord = Subscriber & {
  confirmed_at: string;
  consent_at: string;
  consent_page: string;
  consent_text: string;
};

const confirmedOf = (projectId: number) =>
  and(eq(subscribers.projectId, projectId), isNotNull(subscribers.confirmedAt));

/** A project's confirmed subscribers, oldest first; unconfirmed sign-ups are nobody's list yet. */
export async function listSubscribers(
  db: Queryable,
  projectId: number,
): Promise<SubscriberRecord[]> {
  const rows = await db
    .select()
    .from(subscribers)
    .where(confirmedOf(projectId))
    .orderBy(asc(subscribers.createdAt), asc(subscribers.id));
  return rows.map((row) => ({
    email: row.email,
    created_at: row.createdAt.toISOString(),
    confirmed_at: row.confirmedAt?.toISOString() ?? '',
    consent_at: row.consentAt?.toISOString() ?? '',
    consent_page: row.consentPage ?? '',
    consent_text: row.consentText ?? '',
  }));
}

/** How many sign-ups of a project still wait for their confirmation. */
export async function countPending(db: Queryable, projectId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(subscribers)
    .where(and(eq(subscribers.projectId, projectId), isNull(subscribers.confirmedAt)));
  return row?.n ?? 0;
}

export async function removeSubscriber(
  db: Queryable,
  projectId: number,
  email: string,
): Promise<boolean> {
  const removed = await db
    .delete(subscribers)
    .where(and(eq(subscribers.projectId, projectId), eq(subscribers.email, email)))
    .returning({ id: subscribers.id });
  return removed.length > 0;
}

/** One CSV field: quoted, and a leading = + - @ defused so a spreadsheet never runs it. */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

const CSV_COLUMNS = [
  'email',
  'subscribed_at',
  'leave_url',
  'confirmed_at',
  'consent_at',
  'consent_page',
  'consent_text',
] as const;

export function subscribersCsv(rows: Array<SubscriberRecord & { leave_url: string }>): string {
  const lines = [CSV_COLUMNS.join(',')];
  for (const row of rows) {
    lines.push(
      CSV_COLUMNS.map((column) =>
        csvField(row[column === 'subscribed_at' ? 'created_at' : column]),
      ).join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** The MAILING-LIST blocks of a published page, in page order. */
export async function findMailingBlocks(
  db: Queryable,
  slug: string,
): Promise<{ projectId: number; language: Language; blocks: Pie[] } | null> {
  const [project] = await db
    .select({
      id: projects.id,
      piesUpdatedAt: projects.pies_updated_at,
      language: projects.language,
    })
    .from(projects)
    .where(sql`lower(${projects.slug}) = ${slug.toLowerCase()}`)
    .limit(1);
  if (!project || project.piesUpdatedAt === null) return null;
  const rows = await db
    .select()
    .from(pies)
    .where(and(eq(pies.projectId, project.id), eq(pies.main_type, 'MAILING-LIST')))
    .orderBy(asc(pies.sort_order), asc(pies.id));
  return { projectId: project.id, language: project.language, blocks: rows.map(pieFromRow) };
}
