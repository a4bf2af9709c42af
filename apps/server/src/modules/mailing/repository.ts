import type { MailingIntegration, MailingService } from '@podpie/core';
import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { mailingIntegrations, mailingServices } from '../../db/schema.ts';

export function listMailingServices(db: Queryable): Promise<MailingService[]> {
  return db.select().from(mailingServices).orderBy(asc(mailingServices.id));
}

const integrationColumns = {
  id: mailingIntegrations.id,
  mailing_service_id: mailingIntegrations.mailingServiceId,
  account_email: mailingIntegrations.accountEmail,
  service_name: mailingServices.name,
  service_image_name: mailingServices.image_name,
};

export function listOwnedIntegrations(
  db: Queryable,
  userId: number,
): Promise<MailingIntegration[]> {
  return db
    .select(integrationColumns)
    .from(mailingIntegrations)
    .innerJoin(mailingServices, eq(mailingServices.id, mailingIntegrations.mailingServiceId))
    .where(eq(mailingIntegrations.userId, userId))
    .orderBy(asc(mailingIntegrations.id));
}

export async function findOwnedIntegration(
  db: Queryable,
  userId: number,
  id: number,
): Promise<MailingIntegration | null> {
  const [row] = await db
    .select(integrationColumns)
    .from(mailingIntegrations)
    .innerJoin(mailingServices, eq(mailingServices.id, mailingIntegrations.mailingServiceId))
    .where(and(eq(mailingIntegrations.id, id), eq(mailingIntegrations.userId, userId)))
    .limit(1);
  return row ?? null;
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
