// The opt-out key in a cold e-mail's link: an HMAC of the podcast's iTunes id under APP_SECRET,
// so only links we sent can unsubscribe a podcast, and no key list needs to be stored.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const optOutKey = (secret: string, itunesId: string): string =>
  createHmac('sha256', secret)
    .update(`opt-out-cold-email-campaign:${itunesId}`)
    .digest('base64url');

export const isValidOptOutKey = (secret: string, itunesId: string, key: string): boolean => {
  const expected = Buffer.from(optOutKey(secret, itunesId));
  const given = Buffer.from(key);
  return given.length === expected.length && timingSafeEqual(given, expected);
};

/** The link the e-mail carries: the web app's opt-out screen with the key. */
export const optOutLink = (publicUrl: string, secret: string, itunesId: string): string =>
  `${publicUrl}/opt-out-campaign/${encodeURIComponent(itunesId)}?key=${optOutKey(secret, itunesId)}`;
