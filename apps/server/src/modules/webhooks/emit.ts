import type { WebhookEvent } from '@podpie/core';
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import {
  projectDomains,
  projects,
  webhookDeliveries,
  webhookEndpoints,
  webhookEventKeys,
} from '../../db/schema.ts';
import { scheduleJobs } from '../../lib/jobs.ts';
import { pageBase } from '../public-page/page-base.ts';
import { newMessageId } from './signature.ts';

export const WEBHOOK_DELIVERY_JOB = 'webhook-delivery';

export type EmittedEvent = {
  projectId: number;
  event: WebhookEvent;
  data: Record<string, unknown>;
  now: Date;
  /** The product's address, for the page address every event carries (`data.page_url`). */
  publicUrl: string;
  /**
   * Makes the event happen once whoever emits it: the first emit of a key is sent, every later
   * one (another process refreshing the same feed) does nothing.
   */
  onceKey?: string;
};

export function deliveryJobKey(deliveryId: number): string {
  return `${WEBHOOK_DELIVERY_JOB}:${deliveryId}`;
}

/**
 * The page's address as visitors see it at the time of the event: the owner's active domain when
 * it has one, else <publicUrl>/<slug>. A receiver can link to the page without asking the API.
 */
export async function pageUrlOf(
  db: Queryable,
  projectId: number,
  publicUrl: string,
): Promise<string> {
  const [row] = await db
    .select({ slug: projects.slug, domain: projectDomains.domain })
    .from(projects)
    .leftJoin(
      projectDomains,
      and(eq(projectDomains.projectId, projects.id), eq(projectDomains.state, 'active')),
    )
    .where(eq(projects.id, projectId))
    .limit(1);
  return pageBase(publicUrl, row?.slug ?? '', row?.domain ?? null);
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
    data: {
      project_id: emitted.projectId,
      page_url: await pageUrlOf(db, emitted.projectId, emitted.publicUrl),
      ...emitted.data,
    },
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
