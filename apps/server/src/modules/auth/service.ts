import type { User } from '@podpie/core';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { FailureLimiter } from './attempt-limiter.ts';
import { hashPassword, prepareDecoyHash, verifyPassword } from './passwords.ts';
import {
  consumePasscode,
  findUserByEmail,
  insertUser,
  replacePasscode,
  type UserRow,
  updateActivated,
  updatePasswordHash,
} from './repository.ts';
import { endOtherSessions, endSession, type Session, startSession } from './sessions.ts';
import { randomSecret, sha256 } from './tokens.ts';

export const INVALID_CREDENTIALS = 'Invalid login credentials. Please try again.';
export const EMAIL_TAKEN = 'Email has already been taken';
export const TOO_MANY_ATTEMPTS =
  'Too many failed sign-in attempts. Please wait 15 minutes and try again.';
export const PASSWORD_UPDATED = 'Your password has been successfully updated.';

export const PASSCODE_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
const FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const FAILURES_PER_EMAIL = 10;
export const FAILURES_PER_IP = 50;

export type Credentials = { email: string; password?: string | undefined; passcode?: string };

/** The account as the API shows it (`User` of @podpie/core). */
export function toUser(row: { id: number; email: string; isActivated: boolean }): User {
  return { id: row.id, uid: row.email, email: row.email, is_activated: row.isActivated };
}

/** Accounts: sign-up, sign-in (password or invite passcode), activation, password, invites. */
export class AuthService {
  private readonly failuresByEmail: FailureLimiter;
  private readonly failuresByIp: FailureLimiter;

  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
    limits: { failuresPerEmail?: number; failuresPerIp?: number } = {},
  ) {
    this.failuresByEmail = new FailureLimiter({
      limit: limits.failuresPerEmail ?? FAILURES_PER_EMAIL,
      windowMs: FAILURE_WINDOW_MS,
    });
    this.failuresByIp = new FailureLimiter({
      limit: limits.failuresPerIp ?? FAILURES_PER_IP,
      windowMs: FAILURE_WINDOW_MS,
    });
    prepareDecoyHash();
  }

  async signUp(email: string, password: string): Promise<Session> {
    const passwordHash = await hashPassword(password);
    const row = await insertUser(this.db, { email, passwordHash, isActivated: true });
    if (!row) throw new AppError('unprocessable', EMAIL_TAKEN);
    return startSession(this.db, row, this.now());
  }

  /** A failed attempt answers 401 after the same password work whether or not the email exists. */
  async signIn(credentials: Credentials, ip: string): Promise<Session> {
    const now = this.now();
    const email = credentials.email;
    if (this.failuresByEmail.isBlocked(email, now) || this.failuresByIp.isBlocked(ip, now)) {
      throw new AppError('rate_limited', TOO_MANY_ATTEMPTS);
    }
    const user = await findUserByEmail(this.db, email);
    const accepted =
      credentials.passcode !== undefined
        ? user !== null &&
          (await consumePasscode(this.db, user.id, sha256(credentials.passcode), now))
        : (await verifyPassword(credentials.password ?? '', user?.passwordHash ?? null)) &&
          user !== null;
    if (!accepted || !user) {
      this.failuresByEmail.recordFailure(email, now);
      this.failuresByIp.recordFailure(ip, now);
      throw new AppError('unauthorized', INVALID_CREDENTIALS);
    }
    this.failuresByEmail.forget(email);
    return startSession(this.db, user, now);
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
    if (!raced) throw new AppError('unprocessable', EMAIL_TAKEN);
    return { user: raced, created: false };
  }
}
