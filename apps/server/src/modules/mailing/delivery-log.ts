import type { MailingDeliveryLine } from '@podpie/core';
import { and, desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { mailingDeliveryLog } from '../../db/schema.ts';

/** The lines a block's log shows: the newest, enough to see a pattern. */
const SHOWN_LINES = 50;

export type DeliveryLine = {
  projectId: number;
  pieId: number;
  integrationId: number;
  email: string;
  outcome: MailingDeliveryLine['outcome'];
  reason: string | null;
  detail: string;
  at: Date;
};

export async function logDelivery(db: Queryable, line: DeliveryLine): Promise<void> {
  const { at, detail, ...rest } = line;
  await db
    .insert(mailingDeliveryLog)
    .values({ ...rest, detail: detail.slice(0, 300), createdAt: at });
}

/** One block's newest lines, newest first. */
export async function readDeliveryLog(
  db: Queryable,
  projectId: number,
  pieId: number,
): Promise<MailingDeliveryLine[]> {
  const rows = await db
    .select()
    .from(mailingDeliveryLog)
    .where(and(eq(mailingDeliveryLog.projectId, projectId), eq(mailingDeliveryLog.pieId, pieId)))
    .orderBy(desc(mailingDeliveryLog.createdAt), desc(mailingDeliveryLog.id))
    .limit(SHOWN_LINES);
  return rows.map((row) => ({
    at: row.createdAt.toISOString(),
    email: row.email,
    outcome: row.outcome,
    reason: row.reason,
    detail: row.detail,
  }));
}
