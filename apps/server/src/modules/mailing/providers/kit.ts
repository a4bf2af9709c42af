import { z } from 'zod';
import type { OutboundClient } from '../../../lib/outbound.ts';
import {
  baseOf,
  jsonCaller,
  type KeyProvider,
  type ProviderAccess,
  ProviderError,
} from './provider.ts';

const accountAnswer = z.object({
  user: z.object({ email: z.string() }).optional(),
  account: z.object({ name: z.string().optional(), primary_email_address: z.string().optional() }),
});
const formsAnswer = z.object({
  forms: z.array(z.object({ id: z.number(), name: z.string(), archived: z.boolean().optional() })),
  pagination: z
    .object({ has_next_page: z.boolean(), end_cursor: z.string().nullable() })
    .optional(),
});
const subscriberAnswer = z.object({
  subscriber: z.object({ id: z.number(), email_address: z.string(), state: z.string() }),
});
const subscribersAnswer = z.object({
  subscribers: z.array(z.object({ id: z.number(), email_address: z.string() })),
});
const tagAnswer = z.object({ tag: z.object({ id: z.number(), name: z.string() }) });

/** Pages of forms read at most, 500 each: far more forms than any account has. */
const MAX_PAGES = 10;

/**
 * Kit (formerly ConvertKit), API v4 with the account's API key in X-Kit-Api-Key. A block sends
 * sign-ups to one of the account's forms; a tag is created when missing, then applied.
 */
export function kitProvider(outbound: OutboundClient, baseUrl: string): KeyProvider {
  const call = jsonCaller(outbound, 'Kit');
  const base = `${baseOf(baseUrl)}/v4`;
  const headers = (access: ProviderAccess) => ({
    'x-kit-api-key': access.key,
    accept: 'application/json',
    'content-type': 'application/json',
  });
  const post = (access: ProviderAccess, path: string, body: unknown, what: string) =>
    call(
      {
        url: `${base}${path}`,
        method: 'POST',
        headers: headers(access),
        body: JSON.stringify(body),
      },
      what,
    );

  return {
    kind: 'kit',
    async connect(access) {
      const json = await call({ url: `${base}/account`, headers: headers(access) }, 'account');
      const parsed = accountAnswer.safeParse(json);
      if (!parsed.success) throw new ProviderError('unavailable', 'Kit account: unreadable');
      const { user, account } = parsed.data;
      return { account: user?.email || account.primary_email_address || account.name || 'Kit' };
    },

    async lists(access) {
      const lists: { id: string; name: string }[] = [];
      let after: string | null = null;
      for (let page = 0; page < MAX_PAGES; page++) {
        const query = new URLSearchParams({ status: 'active', per_page: '500' });
        if (after) query.set('after', after);
        const json = await call(
          { url: `${base}/forms?${query}`, headers: headers(access) },
          'forms',
        );
        const parsed = formsAnswer.safeParse(json);
        if (!parsed.success) throw new ProviderError('unavailable', 'Kit forms: unreadable');
        for (const form of parsed.data.forms) {
          if (!form.archived) lists.push({ id: String(form.id), name: form.name });
        }
        const next = parsed.data.pagination;
        if (!next?.has_next_page || !next.end_cursor) break;
        after = next.end_cursor;
      }
      return lists;
    },

    async subscribe(access, listId, email, tag) {
      // Upserts: an existing subscriber answers 200 with their state, a new one 201.
      const created = subscriberAnswer.safeParse(
        await post(access, '/subscribers', { email_address: email, state: 'active' }, 'subscriber'),
      );
      if (!created.success) throw new ProviderError('unavailable', 'Kit subscriber: unreadable');
      if (created.data.subscriber.state === 'cancelled') {
        throw new ProviderError(
          'refused',
          'Kit subscriber: cancelled',
          'unsubscribed',
          'The subscriber unsubscribed before (state: cancelled).',
        );
      }
      await post(
        access,
        `/forms/${encodeURIComponent(listId)}/subscribers`,
        { email_address: email },
        'form subscriber',
      );
      if (tag === '') return;
      const tagged = tagAnswer.safeParse(await post(access, '/tags', { name: tag }, 'tag'));
      if (!tagged.success) throw new ProviderError('unavailable', 'Kit tag: unreadable');
      await post(
        access,
        `/tags/${tagged.data.tag.id}/subscribers`,
        { email_address: email },
        'tagging',
      );
    },

    async unsubscribe(access, _listId, email) {
      // Kit unsubscribes a subscriber from the whole account, by id.
      const query = new URLSearchParams({ email_address: email, status: 'all' });
      const found = subscribersAnswer.safeParse(
        await call({ url: `${base}/subscribers?${query}`, headers: headers(access) }, 'lookup'),
      );
      if (!found.success) throw new ProviderError('unavailable', 'Kit lookup: unreadable');
      for (const subscriber of found.data.subscribers) {
        await post(access, `/subscribers/${subscriber.id}/unsubscribe`, {}, 'unsubscribe');
      }
    },
  };
}
