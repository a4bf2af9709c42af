import type { KeyMailingKind, MailingList } from '@podpie/core';
import {
  isOutboundError,
  type OutboundClient,
  type OutboundRequest,
} from '../../../lib/outbound.ts';

/**
 * Why a provider refused one subscriber, as the visitor and the owner's delivery log are told:
 * a bad address, an address that unsubscribed before, a provider throttling us, anything else.
 */
export type RefusalReason = 'invalid_email' | 'unsubscribed' | 'rate_limited' | 'other';

/**
 * Why a provider call failed: `revoked` (the key or token is no longer accepted; the owner must
 * reconnect), `unavailable` (5xx, rate limit, timeout: worth retrying), `refused` (any other
 * answer: retrying would not help). `detail` is the provider's own words, never a secret.
 */
export class ProviderError extends Error {
  override name = 'ProviderError';
  constructor(
    readonly kind: 'revoked' | 'unavailable' | 'refused',
    message: string,
    readonly reason: RefusalReason = 'other',
    readonly detail = '',
  ) {
    super(message);
  }
}

/** What a connected account needs for a call: the opened key and what connecting learnt. */
export type ProviderAccess = {
  key: string;
  /** Mailchimp's data-centre API address (its metadata call answers it). */
  endpoint?: string;
  /** Beehiiv's publication. */
  publicationId?: string;
};

/** The part of the provider interface every connected service has, Mailchimp included. */
export interface ListProvider {
  /** The audiences, forms or publications a block can send sign-ups to. */
  lists(access: ProviderAccess): Promise<MailingList[]>;
  /** Lists a confirmed subscriber, tagged when `tag` is not empty; throws ProviderError. */
  subscribe(access: ProviderAccess, listId: string, email: string, tag: string): Promise<void>;
}

/** A service the owner connects by pasting an API key (Kit, MailerLite; Beehiiv with its publication). */
export interface KeyProvider extends ListProvider {
  kind: KeyMailingKind;
  /** Checks the key against the service at once; answers the account's name for the owner. */
  connect(access: ProviderAccess): Promise<{ account: string }>;
  /** Takes the address off the list, as the listener asked with our one-click link. */
  unsubscribe(access: ProviderAccess, listId: string, email: string): Promise<void>;
}

/** The provider's error words from the shapes Kit, Beehiiv and MailerLite answer with. */
export function providerWords(json: unknown): string {
  if (!json || typeof json !== 'object') return '';
  const record = json as Record<string, unknown>;
  const parts: string[] = [];
  if (typeof record.message === 'string') parts.push(record.message);
  if (typeof record.detail === 'string') parts.push(record.detail);
  const errors = record.errors;
  if (Array.isArray(errors)) {
    for (const entry of errors) {
      if (typeof entry === 'string') parts.push(entry);
      else if (entry && typeof entry === 'object') {
        const message = (entry as Record<string, unknown>).message;
        if (typeof message === 'string') parts.push(message);
      }
    }
  } else if (errors && typeof errors === 'object') {
    for (const value of Object.values(errors)) {
      if (Array.isArray(value)) parts.push(...value.filter((v) => typeof v === 'string'));
    }
  }
  return [...new Set(parts)].join(' ').slice(0, 300);
}

/** Reads a refusal's words for the reason a visitor is told. */
export function refusalReason(words: string): RefusalReason {
  const text = words.toLowerCase();
  if (/unsubscrib|cancelled|canceled|inactive|opted out/.test(text)) return 'unsubscribed';
  if (/email|e-mail|address/.test(text) && /invalid|valid|not allowed|blocked|format/.test(text)) {
    return 'invalid_email';
  }
  return 'other';
}

/**
 * One JSON call through the guarded client, its answer sorted into ProviderError kinds the same
 * way for every key-based provider. `name` names the provider in messages (never the key).
 */
export function jsonCaller(outbound: OutboundClient, name: string) {
  return async (request: OutboundRequest, what: string): Promise<unknown> => {
    let response: Awaited<ReturnType<OutboundClient['request']>>;
    try {
      response = await outbound.request({ kind: 'api', ...request });
    } catch (error) {
      // Timeouts and refused connections: the provider may be back later.
      const reason = isOutboundError(error) ? error.code : 'error';
      throw new ProviderError('unavailable', `${name} ${what}: ${reason}`, 'other', reason);
    }
    const text = response.body.toString('utf8');
    let json: unknown = null;
    try {
      json = text.trim() === '' ? null : (JSON.parse(text) as unknown);
    } catch {
      if (response.status >= 200 && response.status < 300) {
        throw new ProviderError('unavailable', `${name} ${what}: not JSON`);
      }
    }
    const status = response.status;
    if (status >= 200 && status < 300) return json;
    const words = providerWords(json);
    const message = `${name} ${what}: ${status}`;
    if (status === 401 || status === 403)
      throw new ProviderError('revoked', message, 'other', words);
    if (status === 429) throw new ProviderError('unavailable', message, 'rate_limited', words);
    if (status >= 500) throw new ProviderError('unavailable', message, 'other', words);
    throw new ProviderError('refused', message, refusalReason(words), words);
  };
}

/** The base address from config without a trailing slash, so paths join cleanly. */
export const baseOf = (url: string): string => url.replace(/\/+$/, '');
