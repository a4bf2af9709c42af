import { EMAIL_VERIFICATION_LIFETIME_MS } from '@podpie/core';
import { AppError } from '../../lib/errors.ts';
import type { Caller, OwnerProofs } from './owner-proof.ts';
import type { PasswordResetDeps } from './password-reset.ts';
import {
  consumeResetToken,
  findUserByEmail,
  findUserById,
  replaceResetToken,
  setVerifiedEmail,
} from './repository.ts';
import { mailOneTimeLink, sendAddressChangeNotice } from './security-mail.ts';
import type { Session } from './sessions.ts';
import { randomSecret, sha256 } from './tokens.ts';

// Issue 33: an address is the owner's once they open a link mailed to it. The link is a mailed
// one-time token like a password reset's (same table, purpose 'verify', the address it proves).

/**
 * Mails a link proving `email` for the account; an earlier unopened link stops working. With no
 * mail server the link is logged for the operator, as a reset link is.
 */
export async function sendVerification(
  deps: PasswordResetDeps,
  userId: number,
  email: string,
): Promise<void> {
  const token = randomSecret(32);
  const expiresAt = new Date(deps.now().getTime() + EMAIL_VERIFICATION_LIFETIME_MS);
  await replaceResetToken(deps.db, userId, sha256(token), expiresAt, { purpose: 'verify', email });
  const link = `${deps.publicUrl}/verify-email?${new URLSearchParams({ token }).toString()}`;
  await mailOneTimeLink(deps, { kind: 'verify', userId, to: email, link });
}

/**
 * Opens a verification link, once: the account's address becomes the one the link was sent to,
 * proven. Answers the account and that address. The link alone is the proof, so it works signed
 * out too.
 */
export async function verifyEmail(
  deps: PasswordResetDeps,
  token: string,
): Promise<{ userId: number; email: string }> {
  const now = deps.now();
  const email = await deps.db.transaction(async (tx) => {
    const used = await consumeResetToken(tx, sha256(token), now, 'verify');
    if (used === null || used.email === null) return null;
    if (!(await setVerifiedEmail(tx, used.userId, used.email, now))) {
      throw AppError.keyed('email_taken', 'app:verify.emailTaken');
    }
    return { userId: used.userId, email: used.email.toLowerCase() };
  });
  if (email === null) throw AppError.keyed('unprocessable', 'app:verify.linkInvalid');
  return email;
}

/**
 * Asks to move the account to `newEmail`: the current password proves it is the owner asking
 * (a wrong one is slowed like a wrong sign-in), the link mailed to the new address proves it is
 * theirs, and the old address is told at once (someone with a stolen session cannot move the
 * account quietly). Nothing changes until then.
 */
export async function requestEmailChange(
  deps: PasswordResetDeps & { proofs: OwnerProofs },
  session: Session,
  change: { email: string; currentPassword: string },
  caller: Caller,
): Promise<void> {
  const user = await findUserById(deps.db, session.user.id);
  if (!user) throw AppError.keyed('validation_failed', 'app:password.currentWrong');
  await deps.proofs.confirm(user, { password: change.currentPassword }, caller);
  const email = change.email.toLowerCase();
  if (email === user.email) throw AppError.keyed('validation_failed', 'app:verify.sameEmail');
  if (await findUserByEmail(deps.db, email)) {
    throw AppError.keyed('email_taken', 'app:verify.emailTaken');
  }
  await sendVerification(deps, user.id, email);
  await sendAddressChangeNotice(deps, user.id, user.email, email);
}

/** Refuses what waits for a proven address (connecting a mailing service, exporting subscribers). */
export function requireVerifiedEmail(session: Session): void {
  if (!session.user.emailVerified) throw AppError.keyed('email_unverified', 'app:verify.needed');
}
