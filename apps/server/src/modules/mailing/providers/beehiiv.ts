import { z } from 'zod';
import type { OutboundClient } from '../../../lib/outbound.ts';
import {
  baseOf,
  jsonCaller,
  type KeyProvider,
  type ProviderAccess,
  ProviderError,
} from './provider.ts';

const publicationAnswer = z.object({
  data: z.object({ id: z.string(), name: z.string() }),
});
const subscriptionAnswer = z.object({
  data: z.object({ id: z.string(), email: z.string(), status: z.string() }),
});

/**
 * Beehiiv, API v2, with the workspace's API key as a bearer and one publication, which is the
 * one list a block can send sign-ups to. Tags go on the subscription after it is made.
 */
export function beehiivProvider(outbound: OutboundClient, baseUrl: string): KeyProvider {
  const call = jsonCaller(outbound, 'Beehiiv');
  const base = `${baseOf(baseUrl)}/v2`;
  const headers = (access: ProviderAccess) => ({
    authorization: `Bearer ${access.key}`,
    accept: 'application/json',
    'content-type': 'application/json',
  });
  const publicationPath = (id: string) => `${base}/publications/${encodeURIComponent(id)}`;

  async function publication(access: ProviderAccess) {
    if (!access.publicationId) throw new ProviderError('refused', 'Beehiiv: no publication');
    const json = await call(
      { url: publicationPath(access.publicationId), headers: headers(access) },
      'publication',
    );
    const parsed = publicationAnswer.safeParse(json);
    if (!parsed.success) throw new ProviderError('unavailable', 'Beehiiv publication: unreadable');
    return parsed.data.data;
  }

  return {
    kind: 'beehiiv',
    async connect(access) {
      // A publication another workspace owns answers 404 to this key: refused, like a bad key.
      try {
        return { account: (await publication(access)).name };
      } catch (error) {
        if (error instanceof ProviderError && error.kind === 'refused') {
          throw new ProviderError('revoked', error.message, 'other', error.detail);
        }
        throw error;
      }
    },

    async lists(access) {
      const found = await publication(access);
      return [{ id: found.id, name: found.name }];
    },

    async subscribe(access, listId, email, tag) {
      // The address confirmed with us already: Beehiiv's own double opt-in is not asked again.
      const json = await call(
        {
          url: `${publicationPath(listId)}/subscriptions`,
          method: 'POST',
          headers: headers(access),
          body: JSON.stringify({
            email,
            reactivate_existing: false,
            send_welcome_email: true,
            double_opt_override: 'off',
            utm_source: 'podpie',
          }),
        },
        'subscription',
      );
      const parsed = subscriptionAnswer.safeParse(json);
      if (!parsed.success)
        throw new ProviderError('unavailable', 'Beehiiv subscription: unreadable');
      const { id, status } = parsed.data.data;
      if (status === 'inactive' || status === 'invalid') {
        throw new ProviderError(
          'refused',
          `Beehiiv subscription: ${status}`,
          status === 'inactive' ? 'unsubscribed' : 'invalid_email',
          `The subscription's status is ${status}.`,
        );
      }
      if (tag === '') return;
      await call(
        {
          url: `${publicationPath(listId)}/subscriptions/${encodeURIComponent(id)}/tags`,
          method: 'POST',
          headers: headers(access),
          body: JSON.stringify({ tags: [tag] }),
        },
        'tags',
      );
    },

    async unsubscribe(access, listId, email) {
      const found = subscriptionAnswer.safeParse(
        await call(
          {
            url: `${publicationPath(listId)}/subscriptions/by_email/${encodeURIComponent(email)}`,
            headers: headers(access),
          },
          'lookup',
        ),
      );
      if (!found.success) throw new ProviderError('unavailable', 'Beehiiv lookup: unreadable');
      await call(
        {
          url: `${publicationPath(listId)}/subscriptions/${encodeURIComponent(found.data.data.id)}`,
          method: 'PUT',
          headers: headers(access),
          body: JSON.stringify({ unsubscribe: true }),
        },
        'unsubscribe',
      );
    },
  };
}
