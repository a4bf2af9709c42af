import { PASSWORD_RESET_LIFETIME_MS } from '@podpie/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { hashPassword } from './passwords.ts';
import {
  consumeResetToken,
  findUserByEmail,
  markEmailVerified,
  replaceResetToken,
  updateActivated,
  updatePasswordHash,
} from './repository.ts';
import { mailOneTimeLink } from './security-mail.ts';
import { endOtherSessions } from './sessions.ts';
import { randomSecret, sha256 } from './tokens.ts';

export const RESET_REQUESTED =
  'If an account uses this address, a link to choose a new password is on its way. It works for one hour.';
export const RESET_LINK_INVALID =
  'This link has expired or was already used. Please ask for a new one.';
export const PASSWORD_RESET_DONE = 'Your password has been changed. Please sign in.';

export type PasswordResetDeps = {
  db: Database;
  now: () => Date;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
};

/**
 * "Forgot password": a one-time link, valid for an hour, mailed to the address if it has an
 * account. The route has answered before this runs, the same for every address, so neither the
 * words nor the time tell whether the address is known.
 */
export async function requestPasswordReset(deps: PasswordResetDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  const token = randomSecret(32);
  const now = deps.now();
  await replaceResetToken(
    deps.db,
    user.id,
    sha256(token),
    new Date(now.getTime() + PASSWORD_RESET_LIFETIME_MS),
  );
  const link = `${deps.publicUrl}/reset-password?${new URLSearchParams({ token }).toString()}`;
  await mailOneTimeLink(deps, { kind: 'reset', userId: user.id, to: user.email, link });
}

/** Sets the new password of the link's account, once; every signed-in device is signed out. */
export async function resetPassword(
  deps: PasswordResetDeps,
  token: string,
  password: string,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  const now = deps.now();
  const done = await deps.db.transaction(async (tx) => {
    const used = await consumeResetToken(tx, sha256(token), now);
    if (used === null) return false;
    const { userId } = used;
    await updatePasswordHash(tx, userId, passwordHash, now);
    // Whoever read the mail owns the address, as an invite's passcode proves it too.
    await updateActivated(tx, userId, true, now);
    await markEmailVerified(tx, userId, now);
    await endOtherSessions(tx, userId, '');
    return true;
  });
  if (!done) throw new AppError('unprocessable', RESET_LINK_INVALID);
}
