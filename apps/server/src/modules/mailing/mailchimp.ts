import { createHash } from 'node:crypto';
import type { MailingList } from '@podpie/core';
import { z } from 'zod';
import { isOutboundError, type OutboundClient, type OutboundRequest } from '../../lib/outbound.ts';
import type { MailchimpConfig } from './config.ts';
import { type ListProvider, ProviderError } from './providers/provider.ts';

/**
 * Why a Mailchimp call failed: `revoked` (the token is no longer accepted; the owner must
 * reconnect), `unavailable` (5xx, rate limit, timeout: worth retrying), `refused` (any other
 * answer: retrying would not help).
 */
export class MailchimpError extends ProviderError {
  override name = 'MailchimpError';
}

const tokenAnswer = z.object({ access_token: z.string().min(1) });
const metadataAnswer = z.object({
  dc: z.string().min(1),
  api_endpoint: z.url({ protocol: /^https?$/ }),
  login: z.object({ login_email: z.string().optional(), email: z.string().optional() }).optional(),
  accountname: z.string().optional(),
});
const listsAnswer = z.object({
  lists: z.array(z.object({ id: z.string(), name: z.string() })),
});

export type MailchimpAccount = { dc: string; apiEndpoint: string; email: string };

/** Mailchimp identifies a list member by the MD5 of the lower-cased address. */
export function memberHash(email: string): string {
  return createHash('md5').update(email.trim().toLowerCase()).digest('hex');
}

/** Mailchimp's OAuth 2 and Marketing API calls, all through the guarded outbound client. */
export function mailchimpClient(outbound: OutboundClient, config: MailchimpConfig) {
  async function call(request: OutboundRequest, what: string): Promise<unknown> {
    let response: Awaited<ReturnType<OutboundClient['request']>>;
    try {
      response = await outbound.request({ kind: 'api', ...request });
    } catch (error) {
      // Timeouts and refused connections: the provider may be back later.
      const reason = isOutboundError(error) ? error.code : 'error';
      throw new MailchimpError('unavailable', `Mailchimp ${what}: ${reason}`);
    }
    const status = response.status;
    if (status === 401 || status === 403) {
      throw new MailchimpError('revoked', `Mailchimp ${what}: ${status}`);
    }
    if (status === 429 || status >= 500) {
      throw new MailchimpError('unavailable', `Mailchimp ${what}: ${status}`);
    }
    if (status < 200 || status >= 300) {
      throw new MailchimpError('refused', `Mailchimp ${what}: ${status}`);
    }
    // Tagging answers 204 with no body.
    const text = response.body.toString('utf8');
    if (text.trim() === '') return null;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new MailchimpError('unavailable', `Mailchimp ${what}: not JSON`);
    }
  }

  const api = (token: string) => ({
    authorization: `Bearer ${token}`,
    'content-type': 'application/json',
    accept: 'application/json',
  });

  return {
    /** The authorize address the owner's browser goes to. */
    authorizeUrl(redirectUri: string, state: string): string | null {
      if (!config.clientId) return null;
      const url = new URL(config.authUrl);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('client_id', config.clientId);
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set('state', state);
      return url.href;
    },

    /** Trades the code from the callback for an access token (Mailchimp's never expire). */
    async exchangeCode(code: string, redirectUri: string): Promise<string> {
      const form = new URLSearchParams({
        grant_type: 'authorization_code',
        client_id: config.clientId ?? '',
        client_secret: config.clientSecret ?? '',
        redirect_uri: redirectUri,
        code,
      });
      const json = await call(
        {
          url: config.tokenUrl,
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
        },
        'token exchange',
      );
      const parsed = tokenAnswer.safeParse(json);
      if (!parsed.success)
        throw new MailchimpError('refused', 'Mailchimp token exchange: no token');
      return parsed.data.access_token;
    },

    /** The account behind a token: its data centre, API address and login e-mail. */
    async account(token: string): Promise<MailchimpAccount> {
      const json = await call(
        {
          url: config.metadataUrl,
          headers: { authorization: `OAuth ${token}`, accept: 'application/json' },
        },
        'metadata',
      );
      const parsed = metadataAnswer.safeParse(json);
      if (!parsed.success) throw new MailchimpError('refused', 'Mailchimp metadata: unreadable');
      const { dc, api_endpoint, login, accountname } = parsed.data;
      const email = login?.login_email || login?.email || accountname || dc;
      return { dc, apiEndpoint: api_endpoint.replace(/\/+$/, ''), email };
    },

    /** The account's audiences. */
    async lists(apiEndpoint: string, token: string): Promise<MailingList[]> {
      const url = `${apiEndpoint}/3.0/lists?count=1000&fields=lists.id,lists.name`;
      const json = await call({ url, headers: api(token) }, 'lists');
      const parsed = listsAnswer.safeParse(json);
      if (!parsed.success) throw new MailchimpError('unavailable', 'Mailchimp lists: unreadable');
      return parsed.data.lists.map((list) => ({ id: list.id, name: list.name }));
    },

    /**
     * Adds or updates a member: PUT on the member's hash never makes a duplicate. A new member is
     * `pending`: Mailchimp mails them its confirmation, as nobody should be listed on a stranger's
     * say-so; an existing member keeps the status they have.
     */
    async upsertMember(
      apiEndpoint: string,
      token: string,
      listId: string,
      email: string,
    ): Promise<void> {
      const url = `${apiEndpoint}/3.0/lists/${encodeURIComponent(listId)}/members/${memberHash(email)}`;
      await call(
        {
          url,
          method: 'PUT',
          headers: api(token),
          body: JSON.stringify({ email_address: email, status_if_new: 'pending' }),
        },
        'member upsert',
      );
    },

    async tagMember(
      apiEndpoint: string,
      token: string,
      listId: string,
      email: string,
      tag: string,
    ): Promise<void> {
      const url = `${apiEndpoint}/3.0/lists/${encodeURIComponent(listId)}/members/${memberHash(email)}/tags`;
      await call(
        {
          url,
          method: 'POST',
          headers: api(token),
          body: JSON.stringify({ tags: [{ name: tag, status: 'active' }] }),
        },
        'member tags',
      );
    },
  };
}

export type MailchimpClient = ReturnType<typeof mailchimpClient>;

/** Mailchimp behind the provider interface: its audiences, and a member upserted then tagged. */
export function mailchimpListProvider(client: MailchimpClient): ListProvider {
  return {
    lists: (access) => client.lists(access.endpoint ?? '', access.key),
    async subscribe(access, listId, email, tag) {
      const endpoint = access.endpoint ?? '';
      await client.upsertMember(endpoint, access.key, listId, email);
      if (tag !== '') await client.tagMember(endpoint, access.key, listId, email, tag);
    },
  };
}
