import { z } from 'zod';
import type { OutboundClient } from '../../../lib/outbound.ts';
import {
  baseOf,
  jsonCaller,
  type KeyProvider,
  type ProviderAccess,
  ProviderError,
} from './provider.ts';

const groupsAnswer = z.object({
  data: z.array(z.object({ id: z.string(), name: z.string() })),
  meta: z.object({ current_page: z.number(), last_page: z.number() }).optional(),
});
const groupAnswer = z.object({ data: z.object({ id: z.string(), name: z.string() }) });
const subscriberAnswer = z.object({
  data: z.object({ id: z.string(), email: z.string(), status: z.string() }),
});

const MAX_PAGES = 10;

/**
 * MailerLite (connect.mailerlite.com) with the account's API token as a bearer. A block sends
 * sign-ups to one of the account's groups; MailerLite has no tags, so the tag is a group of that
 * name, made when missing, that the subscriber joins too.
 */
export function mailerLiteProvider(outbound: OutboundClient, baseUrl: string): KeyProvider {
  const call = jsonCaller(outbound, 'MailerLite');
  const base = `${baseOf(baseUrl)}/api`;
  const headers = (access: ProviderAccess) => ({
    authorization: `Bearer ${access.key}`,
    accept: 'application/json',
    'content-type': 'application/json',
  });

  async function groups(access: ProviderAccess, name?: string) {
    const found: { id: string; name: string }[] = [];
    for (let page = 1; page <= MAX_PAGES; page++) {
      const query = new URLSearchParams({ limit: '100', page: String(page) });
      if (name) query.set('filter[name]', name);
      const json = await call(
        { url: `${base}/groups?${query}`, headers: headers(access) },
        'groups',
      );
      const parsed = groupsAnswer.safeParse(json);
      if (!parsed.success) throw new ProviderError('unavailable', 'MailerLite groups: unreadable');
      found.push(...parsed.data.data.map((group) => ({ id: group.id, name: group.name })));
      const meta = parsed.data.meta;
      if (!meta || meta.current_page >= meta.last_page) break;
    }
    return found;
  }

  async function tagGroup(access: ProviderAccess, tag: string): Promise<string> {
    // filter[name] matches parts of names: pick the exact one.
    const existing = (await groups(access, tag)).find((group) => group.name === tag);
    if (existing) return existing.id;
    const json = await call(
      {
        url: `${base}/groups`,
        method: 'POST',
        headers: headers(access),
        body: JSON.stringify({ name: tag }),
      },
      'group',
    );
    const parsed = groupAnswer.safeParse(json);
    if (!parsed.success) throw new ProviderError('unavailable', 'MailerLite group: unreadable');
    return parsed.data.data.id;
  }

  return {
    kind: 'mailerlite',
    async connect(access) {
      // MailerLite has no "who am I" call: reading the groups proves the token.
      await call({ url: `${base}/groups?limit=1`, headers: headers(access) }, 'groups');
      return { account: 'MailerLite' };
    },

    lists: (access) => groups(access),

    async subscribe(access, listId, email, tag) {
      const ids = [listId];
      if (tag !== '') ids.push(await tagGroup(access, tag));
      // Upserts: 201 for a new subscriber, 200 for a known one, whose status is kept.
      const json = await call(
        {
          url: `${base}/subscribers`,
          method: 'POST',
          headers: headers(access),
          body: JSON.stringify({ email, groups: ids, status: 'active' }),
        },
        'subscriber',
      );
      const parsed = subscriberAnswer.safeParse(json);
      if (!parsed.success)
        throw new ProviderError('unavailable', 'MailerLite subscriber: unreadable');
      const status = parsed.data.data.status;
      if (status === 'unsubscribed' || status === 'junk' || status === 'bounced') {
        throw new ProviderError(
          'refused',
          `MailerLite subscriber: ${status}`,
          status === 'unsubscribed' ? 'unsubscribed' : 'invalid_email',
          `The subscriber's status is ${status}.`,
        );
      }
    },

    async unsubscribe(access, _listId, email) {
      // The upsert sets the status; MailerLite keeps the address as unsubscribed.
      await call(
        {
          url: `${base}/subscribers`,
          method: 'POST',
          headers: headers(access),
          body: JSON.stringify({ email, status: 'unsubscribed' }),
        },
        'unsubscribe',
      );
    },
  };
}
