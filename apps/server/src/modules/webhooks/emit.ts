import type { WebhookEvent } from '@podpie/core';
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { webhookDeliveries, webhookEndpoints, webhookEventKeys } from '../../db/schema.ts';
import { scheduleJobs } from '../../lib/jobs.ts';
import { newMessageId } from './signature.ts';

export const WEBHOOK_DELIVERY_JOB = 'webhook-delivery';

export type EmittedEvent = {
  projectId: number;
  event: WebhookEvent;
  data: Record<string, unknown>;
  now: Date;
  /**
   * Makes the event happen once whoever emits it: the first emit of a key is sent, every later
   * one (another process refreshing the same feed) does nothing.
   */
  onceKey?: string;
};

export function deliveryJobKey(deliveryId: number): string {
  return `${WEBHOOK_DELIVERY_JOB}:${deliveryId}`;
}

/** Schedules the sending of stored deliveries (by the job runner, once across processes). */
export async function scheduleDeliveries(db: Queryable, ids: readonly number[]): Promise<void> {
  await scheduleJobs(
    db,
    ids.map((deliveryId) => ({
      kind: WEBHOOK_DELIVERY_JOB,
      payload: { deliveryId },
      uniqueKey: deliveryJobKey(deliveryId),
    })),
  );
}

/**
 * Records an event for every enabled endpoint of the project that asked for it, and schedules
 * the deliveries. Called inside the transaction that made the change, where there is one, so an
 * event is sent exactly when its change is stored. Answers how many deliveries were made.
 */
export async function emitWebhookEvent(db: Queryable, emitted: EmittedEvent): Promise<number> {
  const endpoints = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.projectId, emitted.projectId),
        eq(webhookEndpoints.enabled, true),
        sql`${webhookEndpoints.events} ? ${emitted.event}`,
      ),
    );
  if (endpoints.length === 0) return 0;
  if (emitted.onceKey !== undefined) {
    const claimed = await db
      .insert(webhookEventKeys)
      .values({ key: emitted.onceKey })
      .onConflictDoNothing()
      .returning({ key: webhookEventKeys.key });
    if (claimed.length === 0) return 0;
  }
  const body = JSON.stringify({
    type: emitted.event,
    timestamp: emitted.now.toISOString(),
    data: { project_id: emitted.projectId, ...emitted.data },
  });
  const messageId = newMessageId();
  const rows = await db
    .insert(webhookDeliveries)
    .values(
      endpoints.map((endpoint) => ({
        endpointId: endpoint.id,
        messageId,
        event: emitted.event,
        body,
        status: 'pending' as const,
        createdAt: emitted.now,
      })),
    )
    .returning({ id: webhookDeliveries.id });
  await scheduleDeliveries(
    db,
    rows.map((row) => row.id),
  );
  return rows.length;
}
