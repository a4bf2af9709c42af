import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { projects, users, webhookDeliveries, webhookEndpoints } from '../../db/schema.ts';
import type { JobHandler } from '../../lib/jobs.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { OutboundClient } from '../../lib/outbound.ts';
import { isOutboundError } from '../../lib/outbound.ts';
import { openSecret } from '../../lib/secret-box.ts';
import { endpointOffMail } from './off-mail.ts';
import { signWebhook } from './signature.ts';

/** Secrets are sealed under this purpose (lib/secret-box.ts). */
export const WEBHOOK_SECRET_PURPOSE = 'webhook-secret';
/** A delivery is retried for this long after its event, then given up. */
export const RETRY_FOR_MS = 24 * 60 * 60_000;
/** An endpoint failing this long without one success is turned off, and its owner told. */
export const TURN_OFF_AFTER_MS = 3 * 24 * 60 * 60_000;
/** Waits before each retry (Standard Webhooks' suggested schedule), the last one repeated. */
const RETRY_WAITS_MS = [
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 60 * 60_000,
  5 * 60 * 60_000,
  10 * 60 * 60_000,
];
/** A receiver has this long to answer; its answer body is not kept. */
const ANSWER_LIMIT_BYTES = 64 * 1024;

export function retryWaitMs(attempts: number): number {
  const index = Math.min(Math.max(attempts, 1), RETRY_WAITS_MS.length) - 1;
  return RETRY_WAITS_MS[index] ?? RETRY_WAITS_MS[RETRY_WAITS_MS.length - 1] ?? 60_000;
}

const payloadSchema = z.object({ deliveryId: z.number().int().positive() });

export type DeliveryDeps = {
  db: Database;
  outbound: OutboundClient;
  appSecret: string;
  now: () => Date;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
};

type Attempt = { status: number | null; error: string | null };

async function send(
  deps: DeliveryDeps,
  delivery: typeof webhookDeliveries.$inferSelect,
  endpoint: typeof webhookEndpoints.$inferSelect,
  signal: AbortSignal | undefined,
): Promise<Attempt> {
  const secret = openSecret(deps.appSecret, WEBHOOK_SECRET_PURPOSE, endpoint.secretSealed);
  if (secret === null) return { status: null, error: 'the signing secret cannot be opened' };
  const timestamp = Math.floor(deps.now().getTime() / 1000);
  try {
    const answer = await deps.outbound.request({
      url: endpoint.url,
      method: 'POST',
      kind: 'api',
      maxBytes: ANSWER_LIMIT_BYTES,
      headers: {
        'content-type': 'application/json',
        'webhook-id': delivery.messageId,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': signWebhook(secret, delivery.messageId, timestamp, delivery.body),
      },
      body: delivery.body,
      ...(signal ? { signal } : {}),
    });
    return { status: answer.status, error: null };
  } catch (error) {
    // The outbound client's reasons name no secret; anything else is worded plainly.
    const reason = isOutboundError(error) ? error.message : 'the endpoint could not be reached';
    return { status: null, error: reason.slice(0, 300) };
  }
}

/**
 * The webhook-delivery job: one signed POST of a stored delivery. A 2xx answer delivers it; any
 * other outcome is retried on Standard Webhooks' schedule for 24 hours. An endpoint that has
 * failed for three days without a success is turned off and its owner mailed, once.
 */
export function webhookDeliveryJob(deps: DeliveryDeps): JobHandler {
  return async (payload, signal) => {
    const parsed = payloadSchema.safeParse(payload);
    if (!parsed.success) return undefined;
    const [found] = await deps.db
      .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(eq(webhookDeliveries.id, parsed.data.deliveryId));
    if (found?.delivery.status !== 'pending') return undefined;
    const { delivery, endpoint } = found;
    if (!endpoint.enabled) {
      await deps.db
        .update(webhookDeliveries)
        .set({ status: 'failed', lastError: 'the endpoint is turned off' })
        .where(eq(webhookDeliveries.id, delivery.id));
      return undefined;
    }
    const attempt = await send(deps, delivery, endpoint, signal);
    const now = deps.now();
    const attempts = delivery.attempts + 1;
    const delivered = attempt.status !== null && attempt.status >= 200 && attempt.status < 300;
    const common = {
      attempts,
      responseStatus: attempt.status,
      lastError: attempt.error,
      lastAttemptAt: now,
    };
    if (delivered) {
      await deps.db
        .update(webhookDeliveries)
        .set({ ...common, status: 'delivered' })
        .where(eq(webhookDeliveries.id, delivery.id));
      await deps.db
        .update(webhookEndpoints)
        .set({ failingSince: null })
        .where(eq(webhookEndpoints.id, endpoint.id));
      return undefined;
    }
    const failingSince = endpoint.failingSince ?? now;
    if (!endpoint.failingSince) {
      await deps.db
        .update(webhookEndpoints)
        .set({ failingSince })
        .where(eq(webhookEndpoints.id, endpoint.id));
    }
    if (now.getTime() - failingSince.getTime() >= TURN_OFF_AFTER_MS) {
      await deps.db
        .update(webhookDeliveries)
        .set({ ...common, status: 'failed' })
        .where(eq(webhookDeliveries.id, delivery.id));
      await turnOff(deps, endpoint.id, now);
      return undefined;
    }
    const retryAt = new Date(now.getTime() + retryWaitMs(attempts));
    const giveUp = retryAt.getTime() - delivery.createdAt.getTime() > RETRY_FOR_MS;
    await deps.db
      .update(webhookDeliveries)
      .set({ ...common, status: giveUp ? 'failed' : 'pending' })
      .where(eq(webhookDeliveries.id, delivery.id));
    return giveUp ? undefined : { runAgainAt: retryAt };
  };
}

/** Turns the endpoint off (once, whichever process gets there) and mails its owner. */
async function turnOff(deps: DeliveryDeps, endpointId: number, now: Date): Promise<void> {
  const [turned] = await deps.db
    .update(webhookEndpoints)
    .set({ enabled: false, disabledAt: now })
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.enabled, true)))
    .returning({ url: webhookEndpoints.url, projectId: webhookEndpoints.projectId });
  if (!turned) return;
  const [owner] = await deps.db
    .select({ email: users.email, slug: projects.slug })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.userId))
    .where(eq(projects.id, turned.projectId));
  if (!owner) return;
  const mail = endpointOffMail({
    url: turned.url,
    settingsUrl: `${deps.publicUrl}/projects/${turned.projectId}/settings`,
    slug: owner.slug,
  });
  if (!deps.mailer.configured) {
    deps.log.warn(
      { projectId: turned.projectId },
      'webhook endpoint turned off; no SMTP to tell its owner',
    );
    return;
  }
  try {
    await deps.mailer.send({ to: owner.email, ...mail });
  } catch {
    deps.log.warn({ projectId: turned.projectId }, 'the mail about a turned-off webhook failed');
  }
}
