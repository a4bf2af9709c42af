import { timingSafeEqual } from 'node:crypto';
import { signText } from '../../lib/secret-box.ts';

/** How long the trip to Mailchimp's consent screen may take. */
export const OAUTH_STATE_TTL_MS = 30 * 60_000;
const PURPOSE = 'mailchimp-oauth-state';

type SessionKey = { userId: number; client: string };

/**
 * The OAuth `state`: when it was issued and a signature over the signed-in user and device, so a
 * code only connects an account for the session that asked for it (no login CSRF).
 */
export function issueOAuthState(appSecret: string, session: SessionKey, now: Date): string {
  const issued = now.getTime().toString(36);
  return `${issued}.${signText(appSecret, PURPOSE, `${session.userId}:${session.client}:${issued}`)}`;
}

export function isValidOAuthState(
  appSecret: string,
  session: SessionKey,
  state: string,
  now: Date,
): boolean {
  const [issued, signature] = state.split('.');
  if (!issued || !signature) return false;
  const issuedAt = Number.parseInt(issued, 36);
  if (!Number.isFinite(issuedAt)) return false;
  const age = now.getTime() - issuedAt;
  if (age < 0 || age > OAUTH_STATE_TTL_MS) return false;
  const expected = Buffer.from(
    signText(appSecret, PURPOSE, `${session.userId}:${session.client}:${issued}`),
  );
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
