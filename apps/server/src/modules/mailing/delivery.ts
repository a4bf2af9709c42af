import type { Pie } from '@podpie/core';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { type JobHandler, scheduleJob } from '../../lib/jobs.ts';
import { sha256 } from '../auth/tokens.ts';
import { emitWebhookEvent } from '../webhooks/emit.ts';
import { logDelivery } from './delivery-log.ts';
import { ProviderError, type RefusalReason } from './providers/provider.ts';
import { type MailingProviders, mailingProviders } from './providers/registry.ts';
import {
  findIntegration,
  findProjectIntegration,
  type IntegrationRecord,
  markNeedsReconnect,
} from './repository.ts';
import { accessOf } from './service.ts';

export const MAILING_DELIVERY_JOB = 'mailing-delivery';
/** A delivery waiting for its owner to reconnect looks again this often. */
export const RECONNECT_WAIT_MS = 60 * 60_000;

const payloadSchema = z.object({
  integrationId: z.number().int(),
  listId: z.string(),
  email: z.string(),
  tag: z.string().default(''),
  // The block whose delivery log gets a line; absent in jobs queued before the log existed.
  projectId: z.number().int().optional(),
  pieId: z.number().int().optional(),
});
export type DeliveryPayload = z.input<typeof payloadSchema>;

/**
 * Queues a stored sign-up for the provider. One job per address, integration and list: signing
 * up twice before it runs sends it once.
 */
export async function queueDelivery(db: Database, payload: DeliveryPayload): Promise<void> {
  await scheduleJob(db, {
    kind: MAILING_DELIVERY_JOB,
    payload,
    uniqueKey: `${MAILING_DELIVERY_JOB}:${payload.integrationId}:${payload.listId}:${payload.email}`,
  });
}

type Block = Pick<Pie, 'id' | 'integration_id' | 'mailing_list_id' | 'campaign_tag'>;

/** The delivery a block's sign-up makes, or null when it keeps sign-ups in the built-in list. */
export async function blockDelivery(
  db: Database,
  projectId: number,
  block: Block,
  email: string,
): Promise<{ payload: DeliveryPayload; integration: IntegrationRecord } | null> {
  if (!block.integration_id || !block.mailing_list_id) return null;
  const integration = await findProjectIntegration(db, projectId, block.integration_id);
  if (!integration || integration.kind === 'built_in') return null;
  const payload = {
    integrationId: integration.id,
    listId: block.mailing_list_id,
    email,
    tag: block.campaign_tag ?? '',
    projectId,
    pieId: block.id,
  };
  return { payload, integration };
}

export type DeliveryDeps = {
  db: Database;
  appSecret: string;
  providers: MailingProviders;
  now: () => Date;
  log: FastifyBaseLogger;
  /** For the page address in subscriber.created. */
  publicUrl: string;
};

/** What a delivery needs of the app, for routes that deliver while the listener waits. */
export function deliveryDepsOf(app: FastifyInstance): DeliveryDeps {
  return {
    db: app.db,
    appSecret: app.config.appSecret,
    providers: mailingProviders(app.outbound, app.config.mailchimp),
    now: app.now,
    log: app.log,
    publicUrl: app.config.publicUrl,
  };
}

/**
 * What one try of a delivery came to: `delivered`; `refused` (retrying cannot help: a bad or
 * unsubscribed address); `retry` (the provider is down or throttling: the job runner tries again
 * with backoff); `wait` (the key was refused: waits for the owner to reconnect); `gone` (the
 * integration was disconnected since).
 */
export type DeliveryResult =
  | { outcome: 'delivered' | 'wait' | 'gone' }
  | { outcome: 'refused'; reason: RefusalReason }
  | { outcome: 'retry'; reason: RefusalReason; error: ProviderError };

/** Tries one delivery once and writes the block's delivery log line for it. */
export async function deliverOnce(
  deps: DeliveryDeps,
  raw: DeliveryPayload,
): Promise<DeliveryResult> {
  const payload = payloadSchema.parse(raw);
  const { integrationId, listId, email, tag } = payload;
  const integration = await findIntegration(deps.db, integrationId);
  if (!integration || integration.kind === 'built_in') return { outcome: 'gone' };
  const line = async (
    outcome: 'delivered' | 'refused' | 'retrying',
    reason: string | null,
    detail: string,
  ) => {
    if (payload.projectId === undefined || payload.pieId === undefined) return;
    await logDelivery(deps.db, {
      projectId: payload.projectId,
      pieId: payload.pieId,
      integrationId,
      email,
      outcome,
      reason,
      detail,
      at: deps.now(),
    });
  };
  if (integration.needsReconnect) return { outcome: 'wait' };
  const access = accessOf(deps.appSecret, integration);
  if (!access) {
    await markNeedsReconnect(deps.db, integration.id);
    await line('retrying', 'revoked', '');
    return { outcome: 'wait' };
  }
  try {
    await deps.providers.byKind[integration.kind].subscribe(access, listId, email, tag.trim());
    await line('delivered', null, '');
    // Sign-ups for the key-based services are confirmed by our own mail, which announces them
    // (confirm-routes.ts); Mailchimp confirms its own, so its delivery is the moment to announce.
    if (payload.projectId !== undefined && integration.kind === 'mailchimp') {
      await announceSubscriber(deps, payload.projectId, integration.kind, listId, email);
    }
    return { outcome: 'delivered' };
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    if (error.kind === 'unavailable') {
      await line(
        'retrying',
        error.reason === 'rate_limited' ? 'rate_limited' : 'unavailable',
        error.detail,
      );
      return { outcome: 'retry', reason: error.reason, error };
    }
    if (error.kind === 'revoked') {
      await markNeedsReconnect(deps.db, integration.id);
      deps.log.warn(
        { integrationId },
        'a mailing provider refused the key; waiting for a reconnect',
      );
      await line('retrying', 'revoked', error.detail);
      return { outcome: 'wait' };
    }
    deps.log.warn({ integrationId, reason: error.message }, 'a mailing provider refused a sign-up');
    await line('refused', error.reason, error.detail);
    return { outcome: 'refused', reason: error.reason };
  }
}

/**
 * The job: one delivery. A provider that is down throws, so the runner retries with backoff; a
 * refused key waits for the owner to reconnect; an answer that retrying cannot change is logged
 * in the block's delivery log and dropped (the address stays in the project's subscribers).
 */
export function mailingDeliveryJob(deps: DeliveryDeps): JobHandler {
  return async (raw) => {
    if (!payloadSchema.safeParse(raw).success) return undefined;
    const result = await deliverOnce(deps, raw as DeliveryPayload);
    if (result.outcome === 'retry') throw result.error;
    if (result.outcome === 'wait') {
      return { runAgainAt: new Date(deps.now().getTime() + RECONNECT_WAIT_MS) };
    }
    return undefined;
  };
}

/**
 * subscriber.created for a sign-up a mailing service took in: the owner's other tools hear of it
 * as they do of a confirmed sign-up to the built-in list. Once per project, service, list and
 * address, so a retried delivery or the same listener signing up again does not announce them twice.
 */
async function announceSubscriber(
  deps: { db: Database; now: () => Date; publicUrl: string },
  projectId: number,
  provider: string,
  listId: string,
  email: string,
): Promise<void> {
  const now = deps.now();
  await deps.db.transaction((tx) =>
    emitWebhookEvent(tx, {
      projectId,
      event: 'subscriber.created',
      now,
      publicUrl: deps.publicUrl,
      onceKey: `subscriber.created:${projectId}:${provider}:${sha256(`${listId}\n${email}`)}`,
      data: {
        email,
        created_at: now.toISOString(),
        list: { provider, id: listId },
      },
    }),
  );
}
