// "This device signed in to this account before": a cookie the server signs at each successful
// sign-in, bound to the account's address. It holds no session and opens nothing; it only spares
// the device the per-address slowdown that strangers guessing on the same network cause.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const COOKIE_PREFIX = 'podpie_device_';
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

const mac = (secret: string, text: string) =>
  createHmac('sha256', secret).update(text).digest('base64url');

/** One cookie per account on a device, named without showing the address. */
const cookieName = (secret: string, email: string) =>
  `${COOKIE_PREFIX}${mac(secret, `device-name:${email.toLowerCase()}`).slice(0, 16)}`;

/** The Set-Cookie value for a device that just signed in to `email`. */
export function knownDeviceCookie(secret: string, email: string, secure: boolean): string {
  const nonce = randomBytes(12).toString('base64url');
  const value = `${nonce}.${mac(secret, `device:${email.toLowerCase()}:${nonce}`)}`;
  const attributes = [
    `${cookieName(secret, email)}=${value}`,
    'Path=/api/auth',
    `Max-Age=${MAX_AGE_SECONDS}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ];
  return attributes.join('; ');
}

/** Whether the request's cookies show that this device signed in to `email` before. */
export function isKnownDevice(
  secret: string,
  email: string,
  cookieHeader: string | undefined,
): boolean {
  if (!cookieHeader) return false;
  const name = cookieName(secret, email);
  for (const pair of cookieHeader.split(';')) {
    const [key, value] = pair.trim().split('=', 2);
    if (key !== name || !value) continue;
    const [nonce, signature] = value.split('.', 2);
    if (!nonce || !signature) return false;
    const expected = Buffer.from(mac(secret, `device:${email.toLowerCase()}:${nonce}`));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
  return false;
}
