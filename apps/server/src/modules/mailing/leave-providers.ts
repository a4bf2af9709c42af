import { blockDelivery, type DeliveryDeps } from './delivery.ts';
import { accessOf } from './service.ts';
import { findMailingBlocks } from './subscribers.ts';

/**
 * A listener left with our one-click link: Kit, Beehiiv and MailerLite lists the page's forms send
 * to drop the address too, so leaving here means leaving there. A provider that fails is logged;
 * the listener has left our list either way. (Mailchimp's own mails carry its own link.)
 */
export async function leaveProviders(
  deps: DeliveryDeps,
  project: { id: number; slug: string },
  email: string,
): Promise<void> {
  const blocks = (await findMailingBlocks(deps.db, project.slug))?.blocks ?? [];
  const done = new Set<string>();
  for (const block of blocks) {
    const found = await blockDelivery(deps.db, project.id, block, email);
    const kind = found?.integration.kind;
    if (!found || (kind !== 'kit' && kind !== 'beehiiv' && kind !== 'mailerlite')) continue;
    const target = `${found.integration.id}:${found.payload.listId}`;
    const access = accessOf(deps.appSecret, found.integration);
    if (done.has(target) || !access) continue;
    done.add(target);
    try {
      await deps.providers.keyed[kind].unsubscribe(access, found.payload.listId, email);
    } catch (error) {
      deps.log.warn(
        { integrationId: found.integration.id, reason: String(error) },
        'a mailing provider did not take an unsubscribe',
      );
    }
  }
}
