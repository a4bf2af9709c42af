// A signed-in owner proves it is them before what a stolen session must not do alone (turning
// two-step codes off, a new password, a new e-mail address): with the current password, a current
// code, or one of their passkeys (issue 33). Wrong passwords and codes go through the sign-in
// throttle exactly like wrong sign-in guesses, the owner's known device spared the same way;
// passkeys never pass through it (nothing about them can be guessed).
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { Passkeys, RelyingParty } from './passkeys.ts';
import { verifyPassword } from './passwords.ts';
import type { SignInThrottle } from './sign-in-throttle.ts';
import type { TwoFactor } from './two-factor.ts';

export type OwnerProof =
  | { password: string }
  /** A current authenticator code or an unused recovery code (which it uses up). */
  | { code: string }
  /** The answer of navigator.credentials.get to Passkeys.confirmOptions. */
  | { passkey: { rp: RelyingParty; response: unknown } };

/** Where a proof comes from: the address, and whether the device signed in to the account before. */
export type Caller = { ip: string; knownDevice: boolean };

/**
 * The proof a request offers: a passkey's answer, else the current password, else a code; null
 * when it offers none. Empty fields count as not given.
 */
export function proofOf(
  offered: { password?: string | undefined; code?: string | undefined; passkey?: unknown },
  rp: RelyingParty,
): OwnerProof | null {
  if (offered.passkey !== undefined) return { passkey: { rp, response: offered.passkey } };
  if (offered.password) return { password: offered.password };
  const code = offered.code?.trim();
  return code ? { code } : null;
}

/** The account; its password hash is needed only to check a password. */
type Owner = { id: number; email: string; passwordHash?: string | null };

export class OwnerProofs {
  constructor(
    private readonly db: Database,
    private readonly throttle: SignInThrottle,
    private readonly now: () => Date,
    private readonly twoFactor: TwoFactor | null,
    private readonly passkeys: Passkeys | null,
  ) {}

  /** Throws a 422 (saying which proof was wrong) unless `proof` shows the owner is at hand. */
  async confirm(owner: Owner, proof: OwnerProof, caller: Caller): Promise<void> {
    if ('passkey' in proof) {
      const { rp, response } = proof.passkey;
      if (!(this.passkeys && (await this.passkeys.confirm(owner.id, rp, response)))) {
        throw AppError.keyed('validation_failed', 'app:security.passkeyFailed');
      }
      return;
    }
    const ok = await this.throttled(owner.email, caller, () =>
      'code' in proof
        ? this.checkCode(owner, proof.code)
        : verifyPassword(proof.password, owner.passwordHash ?? null),
    );
    if (!ok) {
      throw AppError.keyed(
        'validation_failed',
        'code' in proof ? 'app:security.codeWrong' : 'app:password.currentWrong',
      );
    }
  }

  /**
   * Runs another check of a one-time code (the first code turning codes on) in the throttle, so
   * wrong codes wait like wrong passwords.
   */
  async confirmCode(email: string, caller: Caller, check: () => Promise<boolean>): Promise<void> {
    if (!(await this.throttled(email, caller, check))) {
      throw AppError.keyed('validation_failed', 'app:security.codeWrong');
    }
  }

  private async checkCode(owner: Owner, code: string): Promise<boolean> {
    const twoFactor = this.twoFactor;
    return (
      twoFactor !== null &&
      (await twoFactor.isEnabled(this.db, owner.id)) &&
      (await twoFactor.check(owner.id, owner.email, code, this.now()))
    );
  }

  private async throttled(
    email: string,
    caller: Caller,
    check: () => Promise<boolean>,
  ): Promise<boolean> {
    const { ok } = await this.throttle.run(
      email,
      caller.ip,
      this.now,
      async () => ({ ok: await check(), value: null }),
      { knownDevice: caller.knownDevice },
    );
    return ok;
  }
}
