import type { User } from '@podpie/core';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { type AttemptStore, MemoryAttemptStore } from './attempt-store.ts';
import { type Caller, type OwnerProof, OwnerProofs } from './owner-proof.ts';
import type { Passkeys } from './passkeys.ts';
import { hashPassword, prepareDecoyHash, verifyPassword } from './passwords.ts';
import {
  consumePasscode,
  findUserByEmail,
  findUserById,
  insertUser,
  isPasscodeUsed,
  markEmailVerified,
  replacePasscode,
  setFirstPasswordHash,
  type UserRow,
  updateActivated,
  updatePasswordHash,
} from './repository.ts';
import {
  endOtherSessions,
  endSession,
  type Session,
  type SessionUser,
  sessionUserOf,
  startSession,
} from './sessions.ts';
import { SignInThrottle, type Sleep } from './sign-in-throttle.ts';
import { randomSecret, sha256 } from './tokens.ts';
import type { TwoFactor } from './two-factor.ts';

export const INVALID_CREDENTIALS = 'Invalid login credentials. Please try again.';
export const EMAIL_TAKEN = 'Email has already been taken';
export const PASSWORD_UPDATED = 'Your password has been successfully updated.';
export const INVITE_ALREADY_USED =
  'This invite link was already used. Please sign in with your e-mail and password.';

export const PASSCODE_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
/** Failures are forgotten this long after an address's first one. */
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;

export type Credentials = {
  email: string;
  password?: string | undefined;
  passcode?: string | undefined;
  /** A two-step code or a recovery code, for an account with codes on. */
  otpCode?: string | undefined;
};

/** What a sign-in attempt found, beyond right or wrong. */
type Checked = { user: UserRow | null; code: 'missing' | 'wrong' | null };

/** The account as the API shows it (`User` of @podpie/core). */
export function toUser(user: SessionUser): User {
  return {
    id: user.id,
    uid: user.email,
    email: user.email,
    is_activated: user.isActivated,
    has_password: user.hasPassword,
    email_verified: user.emailVerified,
  };
}

/** Accounts: sign-up, sign-in (password or invite passcode), activation, password, invites. */
export class AuthService {
  private readonly throttle: SignInThrottle;
  private readonly twoFactor: TwoFactor | null;
  /** The owner's proofs (password, code, passkey) for what a stolen session must not do alone. */
  readonly proofs: OwnerProofs;

  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
    options: {
      attempts?: AttemptStore;
      sleep?: Sleep;
      twoFactor?: TwoFactor;
      passkeys?: Passkeys;
      /** A burst of failed sign-ins to one account (the owner is told by e-mail). */
      onBurst?: (email: string, failures: number) => void;
    } = {},
  ) {
    this.twoFactor = options.twoFactor ?? null;
    this.throttle = new SignInThrottle(
      options.attempts ?? new MemoryAttemptStore({ windowMs: FAILURE_WINDOW_MS }),
      options.sleep,
      options.onBurst,
    );
    this.proofs = new OwnerProofs(db, this.throttle, now, this.twoFactor, options.passkeys ?? null);
    prepareDecoyHash();
  }

  async signUp(email: string, password: string, userAgent?: string): Promise<Session> {
    const passwordHash = await hashPassword(password);
    const row = await insertUser(this.db, { email, passwordHash, isActivated: true });
    if (!row) throw new AppError('email_taken', EMAIL_TAKEN);
    return startSession(this.db, row, this.now(), userAgent);
  }

  /**
   * A failed attempt answers 401 after the same password work whether or not the email exists;
   * an address that keeps failing waits longer before each attempt, and is never refused.
   * `knownDevice`: this device signed in to the account before (no per-address wait).
   */
  async signIn(
    credentials: Credentials,
    ip: string,
    knownDevice = false,
    userAgent?: string,
  ): Promise<Session> {
    const { ok, value } = await this.throttle.run(
      credentials.email,
      ip,
      this.now,
      () => this.checkCredentials(credentials),
      { knownDevice },
    );
    const { user, code } = value;
    if (ok && user) return startSession(this.db, user, this.now(), userAgent);
    // Only after the right password: the answer tells nothing a guesser does not know.
    if (code === 'missing')
      throw AppError.keyed('two_factor_required', 'app:security.codeRequired');
    if (code === 'wrong') throw AppError.keyed('two_factor_required', 'app:security.codeWrong');
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

  /**
   * With two-step codes on, the right password alone is not a success: a missing code counts as a
   * failure too (it is forgiven with the next success), so asking again without a code never wipes
   * the slowdown that wrong codes earned.
   */
  private async checkCredentials(
    credentials: Credentials,
  ): Promise<{ ok: boolean; value: Checked }> {
    const user = await findUserByEmail(this.db, credentials.email);
    const codesOn =
      user !== null &&
      this.twoFactor !== null &&
      (await this.twoFactor.isEnabled(this.db, user.id));
    if (credentials.passcode !== undefined) {
      // An invite link never gets past two-step codes: such an account has a password to use.
      const accepted =
        user !== null &&
        !codesOn &&
        (await consumePasscode(this.db, user.id, sha256(credentials.passcode), this.now()));
      return { ok: accepted, value: { user, code: null } };
    }
    const passwordOk =
      (await verifyPassword(credentials.password ?? '', user?.passwordHash ?? null)) &&
      user !== null;
    if (!passwordOk || !codesOn || !user || !this.twoFactor) {
      return { ok: passwordOk, value: { user, code: null } };
    }
    if (credentials.otpCode === undefined) return { ok: false, value: { user, code: 'missing' } };
    const codeOk = await this.twoFactor.check(user.id, user.email, credentials.otpCode, this.now());
    return { ok: codeOk, value: { user, code: codeOk ? null : 'wrong' } };
  }

  async setActivated(session: Session, isActivated: boolean): Promise<User> {
    const row = await updateActivated(this.db, session.user.id, isActivated, this.now());
    if (!row) throw new AppError('unauthorized', INVALID_CREDENTIALS);
    session.user.isActivated = row.isActivated;
    return toUser(sessionUserOf(row));
  }

  /**
   * Sets a new password and signs out every other device. The owner proves it is them whenever
   * the account has a password (the current one, or a current code or a passkey: see
   * owner-proof.ts), so a stolen session cannot take the account over. The only account without
   * one is an invited account signed in by its link: it may choose its first password once, after
   * activation (the link is its proof), and never again without it. The link was mailed to the
   * account's address, so choosing that password through it proves the address too.
   */
  async changePassword(
    session: Session,
    change: { password: string; proof: OwnerProof | null },
    caller: Caller,
  ): Promise<void> {
    const user = await findUserById(this.db, session.user.id);
    if (!user) throw new AppError('unauthorized', INVALID_CREDENTIALS);
    const passwordHash = await hashPassword(change.password);
    if (user.passwordHash === null) {
      if (!user.isActivated) throw AppError.keyed('forbidden', 'app:password.notActivated');
      await this.db.transaction(async (tx) => {
        // Only while there is still no password: of two calls at once, the second is refused.
        if (!(await setFirstPasswordHash(tx, user.id, passwordHash, this.now()))) {
          throw AppError.keyed('validation_failed', 'app:password.currentRequired');
        }
        await markEmailVerified(tx, user.id, this.now());
        await endOtherSessions(tx, user.id, session.client);
      });
      session.user.hasPassword = true;
      session.user.emailVerified = true;
      return;
    }
    if (!change.proof) throw AppError.keyed('validation_failed', 'app:password.currentRequired');
    await this.proofs.confirm(user, change.proof, caller);
    await this.db.transaction(async (tx) => {
      await updatePasswordHash(tx, user.id, passwordHash, this.now());
      await endOtherSessions(tx, user.id, session.client);
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
