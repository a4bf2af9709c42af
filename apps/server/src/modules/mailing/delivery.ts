import type { Pie } from '@podpie/core';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { type JobHandler, scheduleJob } from '../../lib/jobs.ts';
import { openSecret } from '../../lib/secret-box.ts';
import { sha256 } from '../auth/tokens.ts';
import { emitWebhookEvent } from '../webhooks/emit.ts';
import { type MailchimpClient, MailchimpError } from './mailchimp.ts';
import { findIntegration, findProjectIntegration, markNeedsReconnect } from './repository.ts';
import { isMailchimp, TOKEN_PURPOSE } from './service.ts';

export const MAILING_DELIVERY_JOB = 'mailing-delivery';
/** A delivery waiting for its owner to reconnect looks again this often. */
export const RECONNECT_WAIT_MS = 60 * 60_000;

const payloadSchema = z.object({
  integrationId: z.number().int(),
  listId: z.string(),
  email: z.string(),
  tag: z.string().default(''),
  /** The page the sign-up came from, for its subscriber.created event (absent on older jobs). */
  projectId: z.number().int().optional(),
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

/** Queues a sign-up for the provider the block names, when it is the page owner's Mailchimp. */
export async function queueBlockDelivery(
  db: Database,
  projectId: number,
  block: Pick<Pie, 'integration_id' | 'mailing_list_id' | 'campaign_tag'>,
  email: string,
): Promise<boolean> {
  if (!block.integration_id || !block.mailing_list_id) return false;
  const integration = await findProjectIntegration(db, projectId, block.integration_id);
  if (!integration || !isMailchimp(integration)) return false;
  await queueDelivery(db, {
    integrationId: integration.id,
    listId: block.mailing_list_id,
    email,
    tag: block.campaign_tag ?? '',
    projectId,
  });
  return true;
}

/**
 * Sends one sign-up to Mailchimp: upsert the member, then tag it. A provider that is down throws,
 * so the runner retries with backoff; a revoked token marks the integration and waits for the
 * owner to reconnect; an answer that retrying cannot change is logged and dropped (the address
 * stays in the project's subscribers).
 */
export function mailingDeliveryJob(deps: {
  db: Database;
  appSecret: string;
  mailchimp: MailchimpClient;
  now: () => Date;
  log: FastifyBaseLogger;
  publicUrl: string;
}): JobHandler {
  return async (raw) => {
    const parsed = payloadSchema.safeParse(raw);
    if (!parsed.success) return undefined;
    const { integrationId, listId, email, tag, projectId } = parsed.data;
    const integration = await findIntegration(deps.db, integrationId);
    // Disconnected since: nothing to deliver to.
    if (!integration || !isMailchimp(integration)) return undefined;
    const later = { runAgainAt: new Date(deps.now().getTime() + RECONNECT_WAIT_MS) };
    if (integration.needsReconnect || !integration.credentials) return later;
    const token = openSecret(deps.appSecret, TOKEN_PURPOSE, integration.credentials.sealed_token);
    if (!token) {
      await markNeedsReconnect(deps.db, integration.id);
      return later;
    }
    const endpoint = integration.credentials.api_endpoint;
    try {
      await deps.mailchimp.upsertMember(endpoint, token, listId, email);
      if (tag.trim() !== '') {
        await deps.mailchimp.tagMember(endpoint, token, listId, email, tag.trim());
      }
      if (projectId !== undefined) await announceSubscriber(deps, projectId, listId, email);
      return undefined;
    } catch (error) {
      if (!(error instanceof MailchimpError)) throw error;
      if (error.kind === 'unavailable') throw error;
      if (error.kind === 'revoked') {
        await markNeedsReconnect(deps.db, integration.id);
        deps.log.warn({ integrationId }, 'Mailchimp refused the token; waiting for a reconnect');
        return later;
      }
      deps.log.warn({ integrationId, reason: error.message }, 'Mailchimp refused a sign-up');
      return undefined;
    }
  };
}

/**
 * subscriber.created for a sign-up Mailchimp took in: the owner's other tools hear of it as they
 * do of a confirmed sign-up to the built-in list. Once per project, list and address, so a retried
 * delivery or the same listener signing up again does not announce them twice.
 */
async function announceSubscriber(
  deps: { db: Database; now: () => Date; publicUrl: string },
  projectId: number,
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
      onceKey: `subscriber.created:${projectId}:mailchimp:${sha256(`${listId}\n${email}`)}`,
      data: {
        email,
        created_at: now.toISOString(),
        list: { provider: 'mailchimp', id: listId },
      },
    }),
  );
}
