import type { Subscriber } from '@podpie/core';
import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { subscribers } from '../../db/schema.ts';

/** A project's subscribers, oldest first. */
export async function listSubscribers(db: Queryable, projectId: number): Promise<Subscriber[]> {
  const rows = await db
    .select({ email: subscribers.email, createdAt: subscribers.createdAt })
    .from(subscribers)
    .where(eq(subscribers.projectId, projectId))
    .orderBy(asc(subscribers.createdAt), asc(subscribers.id));
  return rows.map((row) => ({ email: row.email, created_at: row.createdAt.toISOString() }));
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

export function subscribersCsv(rows: Array<Subscriber & { leave_url: string }>): string {
  const lines = [['email', 'subscribed_at', 'leave_url'].join(',')];
  for (const row of rows) {
    lines.push([row.email, row.created_at, row.leave_url].map(csvField).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
