import { isIP } from 'node:net';
import { AppError } from '../../lib/errors.ts';
import { addressRefusal } from '../../lib/outbound-address.ts';

export const WEBHOOK_URL_INVALID =
  'Please enter a full address, such as https://example.com/hooks.';
export const WEBHOOK_URL_NOT_HTTPS = 'Webhook addresses must start with https://.';
export const WEBHOOK_URL_PRIVATE =
  'This address points to a private network; webhooks are sent to the public internet only.';

/**
 * The endpoint address as stored, or the reason it is refused: https only, no credentials, and no
 * private address or local name. A public name that resolves to a private address is refused
 * again when it is sent to, by the guarded outbound client. `allowPrivate` is OUTBOUND_ALLOW_PRIVATE
 * (local testing only), which also lets http through to a receiver on this machine.
 */
export function checkWebhookUrl(raw: string, allowPrivate: boolean): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new AppError('unprocessable', WEBHOOK_URL_INVALID);
  }
  const schemes = allowPrivate ? ['https:', 'http:'] : ['https:'];
  if (!schemes.includes(url.protocol)) throw new AppError('unprocessable', WEBHOOK_URL_NOT_HTTPS);
  if (url.username || url.password || !url.hostname) {
    throw new AppError('unprocessable', WEBHOOK_URL_INVALID);
  }
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  const local = host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local');
  const refused = isIP(host)
    ? addressRefusal(host, { allowPrivate, allowedAddresses: [] }) !== null
    : local && !allowPrivate;
  if (refused) throw new AppError('address_refused', WEBHOOK_URL_PRIVATE);
  return url.href;
}
