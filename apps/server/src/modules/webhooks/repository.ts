import {
  WEBHOOK_EVENTS,
  type Webhook,
  type WebhookDelivery,
  type WebhookEvent,
} from '@podpie/core';
import { and, desc, eq } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client.ts';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema.ts';

type EndpointRow = typeof webhookEndpoints.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/** Deliveries listed per endpoint, newest first. */
const DELIVERIES_LISTED = 50;

const isEvent = (value: string): value is WebhookEvent =>
  (WEBHOOK_EVENTS as readonly string[]).includes(value);

export function toWebhook(row: EndpointRow): Webhook {
  return {
    id: row.id,
    url: row.url,
    events: row.events.filter(isEvent),
    enabled: row.enabled,
    failing_since: row.failingSince?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

export function toDelivery(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    message_id: row.messageId,
    event: isEvent(row.event) ? row.event : 'page.published',
    status: row.status,
    attempts: row.attempts,
    response_status: row.responseStatus,
    error: row.lastError,
    last_attempt_at: row.lastAttemptAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

export async function listEndpoints(db: Database, projectId: number): Promise<EndpointRow[]> {
  return db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.projectId, projectId))
    .orderBy(webhookEndpoints.id);
}

export async function findEndpoint(
  db: Database,
  projectId: number,
  id: number,
): Promise<EndpointRow | null> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.projectId, projectId)));
  return row ?? null;
}

export async function insertEndpoint(
  db: Database,
  values: { projectId: number; url: string; events: WebhookEvent[]; secretSealed: string },
): Promise<EndpointRow> {
  const [row] = await db.insert(webhookEndpoints).values(values).returning();
  if (!row) throw new Error('the endpoint row was not written');
  return row;
}

export async function setEndpointSecret(
  db: Database,
  id: number,
  secretSealed: string,
): Promise<EndpointRow | null> {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ secretSealed })
    .where(eq(webhookEndpoints.id, id))
    .returning();
  return row ?? null;
}

export async function deleteEndpoint(db: Database, id: number): Promise<void> {
  await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
}

export async function listDeliveries(db: Database, endpointId: number): Promise<DeliveryRow[]> {
  return db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(DELIVERIES_LISTED);
}

export async function findDelivery(
  db: Database,
  endpointId: number,
  id: number,
): Promise<DeliveryRow | null> {
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.endpointId, endpointId)));
  return row ?? null;
}

/** "Send again": a new delivery of the same message (same webhook-id), sent at once. */
export async function copyDelivery(
  db: Queryable,
  row: DeliveryRow,
  now: Date,
): Promise<DeliveryRow> {
  const [copy] = await db
    .insert(webhookDeliveries)
    .values({
      endpointId: row.endpointId,
      messageId: row.messageId,
      event: row.event,
      body: row.body,
      status: 'pending',
      createdAt: now,
    })
    .returning();
  if (!copy) throw new Error('the delivery row was not written');
  return copy;
}
