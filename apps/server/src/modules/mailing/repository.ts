import type { MailingIntegrationRow, MailingKind, MailingService } from '@podpie/core';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { mailingIntegrations, mailingServices, projects } from '../../db/schema.ts';
import { kindOfService } from './providers/registry.ts';

export function listMailingServices(db: Queryable): Promise<MailingService[]> {
  return db.select().from(mailingServices).orderBy(asc(mailingServices.id));
}

export async function findMailingService(
  db: Queryable,
  id: number,
): Promise<MailingService | null> {
  const [row] = await db.select().from(mailingServices).where(eq(mailingServices.id, id));
  return row ?? null;
}

const integrationColumns = {
  id: mailingIntegrations.id,
  mailing_service_id: mailingIntegrations.mailingServiceId,
  account_email: mailingIntegrations.accountEmail,
  service_name: mailingServices.name,
  service_image_name: mailingServices.image_name,
  needs_reconnect: mailingIntegrations.needsReconnect,
};

export function listOwnedIntegrations(
  db: Queryable,
  userId: number,
): Promise<MailingIntegrationRow[]> {
  return db
    .select(integrationColumns)
    .from(mailingIntegrations)
    .innerJoin(mailingServices, eq(mailingServices.id, mailingIntegrations.mailingServiceId))
    .where(eq(mailingIntegrations.userId, userId))
    .orderBy(asc(mailingIntegrations.id));
}

/**
 * What the server keeps of a provider connection: Mailchimp's token or the pasted API key,
 * sealed (see secret-box.ts), Mailchimp's API address and data centre, Beehiiv's publication.
 */
export type StoredCredentials = {
  sealed_token: string;
  api_endpoint: string;
  dc: string;
  publication_id?: string;
};

export type IntegrationRecord = {
  id: number;
  userId: number;
  mailingServiceId: number;
  accountEmail: string;
  credentials: StoredCredentials | null;
  needsReconnect: boolean;
  knownListIds: string[];
  kind: MailingKind;
};

function credentialsOf(value: unknown): StoredCredentials | null {
  if (!value || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  const { sealed_token, api_endpoint, dc, publication_id } = record;
  if (typeof sealed_token !== 'string' || typeof api_endpoint !== 'string') return null;
  return {
    sealed_token,
    api_endpoint,
    dc: typeof dc === 'string' ? dc : '',
    ...(typeof publication_id === 'string' ? { publication_id } : {}),
  };
}

const recordColumns = {
  id: mailingIntegrations.id,
  userId: mailingIntegrations.userId,
  mailingServiceId: mailingIntegrations.mailingServiceId,
  accountEmail: mailingIntegrations.accountEmail,
  credentials: mailingIntegrations.credentials,
  needsReconnect: mailingIntegrations.needsReconnect,
  knownListIds: mailingIntegrations.knownListIds,
  serviceImage: mailingServices.image_name,
};
const withService = eq(mailingServices.id, mailingIntegrations.mailingServiceId);

function toRecord(row: {
  credentials: unknown;
  knownListIds: string[] | null;
  id: number;
  userId: number;
  mailingServiceId: number;
  accountEmail: string;
  needsReconnect: boolean;
  serviceImage: string | null;
}): IntegrationRecord {
  const { serviceImage, ...rest } = row;
  return {
    ...rest,
    credentials: credentialsOf(row.credentials),
    knownListIds: row.knownListIds ?? [],
    kind: kindOfService({ id: row.mailingServiceId, image_name: serviceImage }),
  };
}

/** One integration by id, or null; `userId` limits it to its owner. */
export async function findIntegration(
  db: Queryable,
  id: number,
  userId?: number,
): Promise<IntegrationRecord | null> {
  const where =
    userId === undefined
      ? eq(mailingIntegrations.id, id)
      : and(eq(mailingIntegrations.id, id), eq(mailingIntegrations.userId, userId));
  const [row] = await db
    .select(recordColumns)
    .from(mailingIntegrations)
    .innerJoin(mailingServices, withService)
    .where(where)
    .limit(1);
  return row ? toRecord(row) : null;
}

/** The integration a block names, when it belongs to the owner of the block's project. */
export async function findProjectIntegration(
  db: Queryable,
  projectId: number,
  integrationId: number,
): Promise<IntegrationRecord | null> {
  const [row] = await db
    .select(recordColumns)
    .from(mailingIntegrations)
    .innerJoin(mailingServices, withService)
    .innerJoin(projects, eq(projects.userId, mailingIntegrations.userId))
    .where(and(eq(mailingIntegrations.id, integrationId), eq(projects.id, projectId)))
    .limit(1);
  return row ? toRecord(row) : null;
}

/**
 * Stores a connection; connecting the same account again replaces its credentials and clears
 * "needs reconnection", so blocks that name it keep working.
 */
export async function saveIntegration(
  db: Queryable,
  values: {
    userId: number;
    mailingServiceId: number;
    accountEmail: string;
    credentials: StoredCredentials | null;
  },
): Promise<number> {
  const [existing] = await db
    .select({ id: mailingIntegrations.id })
    .from(mailingIntegrations)
    .where(
      and(
        eq(mailingIntegrations.userId, values.userId),
        eq(mailingIntegrations.mailingServiceId, values.mailingServiceId),
        eq(mailingIntegrations.accountEmail, values.accountEmail),
      ),
    )
    .limit(1);
  if (existing) {
    await db
      .update(mailingIntegrations)
      .set({ credentials: values.credentials, needsReconnect: false })
      .where(eq(mailingIntegrations.id, existing.id));
    return existing.id;
  }
  const [row] = await db
    .insert(mailingIntegrations)
    .values(values)
    .returning({ id: mailingIntegrations.id });
  if (!row) throw new Error('the integration was not stored');
  return row.id;
}

export async function setKnownListIds(db: Queryable, id: number, ids: string[]): Promise<void> {
  await db
    .update(mailingIntegrations)
    .set({ knownListIds: ids })
    .where(eq(mailingIntegrations.id, id));
}

export async function markNeedsReconnect(db: Queryable, id: number): Promise<void> {
  await db
    .update(mailingIntegrations)
    .set({ needsReconnect: true })
    .where(eq(mailingIntegrations.id, id));
}

export async function deleteOwnedIntegration(
  db: Queryable,
  userId: number,
  serviceId: number,
  id: number,
): Promise<boolean> {
  const deleted = await db
    .delete(mailingIntegrations)
    .where(
      and(
        eq(mailingIntegrations.id, id),
        eq(mailingIntegrations.userId, userId),
        eq(mailingIntegrations.mailingServiceId, serviceId),
      ),
    )
    .returning({ id: mailingIntegrations.id });
  return deleted.length > 0;
}

/** Every integration of one owner by id (the block check on save). */
export async function ownedIntegrations(
  db: Queryable,
  userId: number,
): Promise<Map<number, IntegrationRecord>> {
  const rows = await db
    .select(recordColumns)
    .from(mailingIntegrations)
    .innerJoin(mailingServices, withService)
    .where(eq(mailingIntegrations.userId, userId));
  return new Map(rows.map((row) => [row.id, toRecord(row)]));
}

/** Deliveries that waited for a reconnect run now instead of within the hour. */
export async function wakeWaitingDeliveries(
  db: Queryable,
  integrationId: number,
  now: Date,
): Promise<void> {
  await db.execute(sql`
    update jobs set run_at = ${now.toISOString()}::timestamptz
    where kind = 'mailing-delivery' and locked_at is null
      and (payload->>'integrationId')::int = ${integrationId}`);
}
