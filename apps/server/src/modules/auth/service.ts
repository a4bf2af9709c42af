import type { User } from '@podpie/core';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { type AttemptStore, MemoryAttemptStore } from './attempt-store.ts';
import { hashPassword, prepareDecoyHash, verifyPassword } from './passwords.ts';
import {
  consumePasscode,
  findUserByEmail,
  insertUser,
  isPasscodeUsed,
  replacePasscode,
  type UserRow,
  updateActivated,
  updatePasswordHash,
} from './repository.ts';
import { endOtherSessions, endSession, type Session, startSession } from './sessions.ts';
import { SignInThrottle, type Sleep } from './sign-in-throttle.ts';
import { randomSecret, sha256 } from './tokens.ts';

export const INVALID_CREDENTIALS = 'Invalid login credentials. Please try again.';
export const EMAIL_TAKEN = 'Email has already been taken';
export const PASSWORD_UPDATED = 'Your password has been successfully updated.';
export const INVITE_ALREADY_USED =
  'This invite link was already used. Please sign in with your e-mail and password.';

export const PASSCODE_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
/** Failures are forgotten this long after an address's first one. */
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;

export type Credentials = { email: string; password?: string | undefined; passcode?: string };

/** The account as the API shows it (`User` of @podpie/core). */
export function toUser(row: { id: number; email: string; isActivated: boolean }): User {
  return { id: row.id, uid: row.email, email: row.email, is_activated: row.isActivated };
}

/** Accounts: sign-up, sign-in (password or invite passcode), activation, password, invites. */
export class AuthService {
  private readonly throttle: SignInThrottle;

  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
    options: { attempts?: AttemptStore; sleep?: Sleep } = {},
  ) {
    this.throttle = new SignInThrottle(
      options.attempts ?? new MemoryAttemptStore({ windowMs: FAILURE_WINDOW_MS }),
      options.sleep,
    );
    prepareDecoyHash();
  }

  async signUp(email: string, password: string): Promise<Session> {
    const passwordHash = await hashPassword(password);
    const row = await insertUser(this.db, { email, passwordHash, isActivated: true });
    if (!row) throw new AppError('email_taken', EMAIL_TAKEN);
    return startSession(this.db, row, this.now());
  }

  /**
   * A failed attempt answers 401 after the same password work whether or not the email exists;
   * an address that keeps failing waits longer before each attempt, and is never refused.
   */
  async signIn(credentials: Credentials, ip: string): Promise<Session> {
    const { ok, value: user } = await this.throttle.run(credentials.email, ip, this.now, () =>
      this.checkCredentials(credentials),
    );
    if (ok && user) return startSession(this.db, user, this.now());
    // Only the holder of the link knows a used passcode, so saying so reveals nothing new.
    if (
      credentials.passcode !== undefined &&
      user !== null &&
      (await isPasscodeUsed(this.db, user.id, sha256(credentials.passcode)))
    ) {
      throw new AppError('unauthorized', INVITE_ALREADY_USED, { reason: 'invite_used' });
    }
    throw new AppError('unauthorized', INVALID_CREDENTIALS);
  }

  private async checkCredentials(
    credentials: Credentials,
  ): Promise<{ ok: boolean; value: UserRow | null }> {
    const user = await findUserByEmail(this.db, credentials.email);
    const accepted =
      credentials.passcode !== undefined
        ? user !== null &&
          (await consumePasscode(this.db, user.id, sha256(credentials.passcode), this.now()))
        : (await verifyPassword(credentials.password ?? '', user?.passwordHash ?? null)) &&
          user !== null;
    return { ok: accepted, value: user };
  }

  async setActivated(session: Session, isActivated: boolean): Promise<User> {
    const row = await updateActivated(this.db, session.user.id, isActivated, this.now());
    if (!row) throw new AppError('unauthorized', INVALID_CREDENTIALS);
    session.user.isActivated = row.isActivated;
    return toUser(row);
  }

  /** Sets a new password and signs out every other device. */
  async changePassword(session: Session, password: string): Promise<void> {
    const passwordHash = await hashPassword(password);
    await this.db.transaction(async (tx) => {
      await updatePasswordHash(tx, session.user.id, passwordHash, this.now());
      await endOtherSessions(tx, session.user.id, session.client);
    });
  }

  signOut(session: Session): Promise<void> {
    return endSession(this.db, session.client);
  }

  /**
   * Creates the account (or finds it) and a single-use passcode valid for seven days; answers the
   * sign-in link to send to the person.
   */
  async invite(email: string, publicUrl: string): Promise<{ link: string; created: boolean }> {
    const now = this.now();
    const passcode = randomSecret(24);
    const { user, created } = await this.findOrCreateInvited(email);
    await replacePasscode(
      this.db,
      user.id,
      sha256(passcode),
      new Date(now.getTime() + PASSCODE_LIFETIME_MS),
    );
    const query = new URLSearchParams({ username: user.email, passcode });
    return { link: `${publicUrl}/signin?${query.toString()}`, created };
  }

  private async findOrCreateInvited(email: string): Promise<{ user: UserRow; created: boolean }> {
    const existing = await findUserByEmail(this.db, email);
    if (existing) return { user: existing, created: false };
    const inserted = await insertUser(this.db, { email, passwordHash: null, isActivated: false });
    if (inserted) return { user: inserted, created: true };
    // Created by someone else in between.
    const raced = await findUserByEmail(this.db, email);
    if (!raced) throw new AppError('email_taken', EMAIL_TAKEN);
    return { user: raced, created: false };
  }
}
