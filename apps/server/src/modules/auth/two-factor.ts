// Authenticator-app codes (TOTP, RFC 6238) and recovery codes. The secret is sealed with a key
// of its own derived from APP_SECRET; recovery codes are kept as sha256 only and work once; an
// accepted time step is remembered so a code seen over a shoulder cannot be used again.
import { randomInt } from 'node:crypto';
import { and, count, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import type { Database, Queryable } from '../../db/client.ts';
import { recoveryCodes, twoFactorSecrets } from '../../db/schema.ts';
import { openSecret, sealSecret } from '../../lib/secret-box.ts';
import { sha256 } from './tokens.ts';

const PURPOSE = 'two-factor-secret';
const ISSUER = 'Podpie';
const PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;
// No 0/O or 1/l/I: the codes are read off paper.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function totpOf(secretBase32: string, email: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label: email,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A recovery code as typed: case, spaces and dashes do not matter. */
const normalizeRecovery = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

function newRecoveryCode(): string {
  const chars = Array.from(
    { length: 10 },
    () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
  );
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** Ten new recovery codes, shown once; only their hashes are kept, replacing any earlier ones. */
async function replaceRecoveryCodes(tx: Queryable, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx
    .insert(recoveryCodes)
    .values(codes.map((plain) => ({ userId, codeHash: sha256(normalizeRecovery(plain)) })));
  return codes;
}

export type TwoFactorState = { enabled: boolean; recoveryCodesLeft: number };

export class TwoFactor {
  constructor(
    private readonly db: Database,
    private readonly appSecret: string,
  ) {}

  async isEnabled(db: Queryable, userId: number): Promise<boolean> {
    const [row] = await db
      .select({ userId: twoFactorSecrets.userId })
      .from(twoFactorSecrets)
      .where(and(eq(twoFactorSecrets.userId, userId), isNotNull(twoFactorSecrets.enabledAt)))
      .limit(1);
    return row !== undefined;
  }

  async state(userId: number): Promise<TwoFactorState> {
    const enabled = await this.isEnabled(this.db, userId);
    const [left] = await this.db
      .select({ n: count() })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
    return { enabled, recoveryCodesLeft: enabled ? (left?.n ?? 0) : 0 };
  }

  /**
   * A new secret waiting for its first code; replaces an earlier unconfirmed one. Null when codes
   * are already on (turning them off first needs a code).
   */
  async begin(
    userId: number,
    email: string,
  ): Promise<{ secret: string; otpauthUrl: string } | null> {
    if (await this.isEnabled(this.db, userId)) return null;
    const secret = new Secret({ size: 20 }).base32;
    const sealedSecret = sealSecret(this.appSecret, PURPOSE, secret);
    await this.db
      .insert(twoFactorSecrets)
      .values({ userId, sealedSecret })
      .onConflictDoUpdate({
        target: twoFactorSecrets.userId,
        set: { sealedSecret, lastStep: null },
        where: isNull(twoFactorSecrets.enabledAt),
      });
    return { secret, otpauthUrl: totpOf(secret, email).toString() };
  }

  /**
   * Turns codes on when `code` is right for the waiting secret; answers the ten recovery codes
   * (their hashes replace any earlier ones), or null for a wrong code or no waiting secret.
   */
  async confirm(userId: number, email: string, code: string, now: Date): Promise<string[] | null> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(twoFactorSecrets)
        .where(and(eq(twoFactorSecrets.userId, userId), isNull(twoFactorSecrets.enabledAt)))
        .for('update');
      if (!row || !(await this.acceptTotp(tx, row, email, code, now))) return null;
      await tx
        .update(twoFactorSecrets)
        .set({ enabledAt: now })
        .where(eq(twoFactorSecrets.userId, userId));
      return replaceRecoveryCodes(tx, userId);
    });
  }

  /**
   * Ten new recovery codes in place of every earlier one (used or not), for an account with codes
   * on; null when codes are off. The caller has checked a current code first.
   */
  async renewRecoveryCodes(userId: number): Promise<string[] | null> {
    return this.db.transaction(async (tx) => {
      if (!(await this.isEnabled(tx, userId))) return null;
      return replaceRecoveryCodes(tx, userId);
    });
  }

  /**
   * Whether `code` is a current authenticator code (each time step once) or an unused recovery
   * code of the account, which it then uses up.
   */
  async check(userId: number, email: string, code: string, now: Date): Promise<boolean> {
    const trimmed = code.trim().replace(/\s/g, '');
    if (/^\d{6}$/.test(trimmed)) {
      const [row] = await this.db
        .select()
        .from(twoFactorSecrets)
        .where(and(eq(twoFactorSecrets.userId, userId), isNotNull(twoFactorSecrets.enabledAt)));
      return row !== undefined && this.acceptTotp(this.db, row, email, trimmed, now);
    }
    const used = await this.db
      .update(recoveryCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(recoveryCodes.userId, userId),
          eq(recoveryCodes.codeHash, sha256(normalizeRecovery(trimmed))),
          isNull(recoveryCodes.usedAt),
        ),
      )
      .returning({ id: recoveryCodes.id });
    return used.length > 0;
  }

  /** Turns codes off: the secret and the recovery codes are deleted. */
  async disable(userId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      await tx.delete(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId));
    });
  }

  /** Checks a six-digit code (one step either side for clock drift) and spends its time step. */
  private async acceptTotp(
    db: Queryable,
    row: typeof twoFactorSecrets.$inferSelect,
    email: string,
    code: string,
    now: Date,
  ): Promise<boolean> {
    const secret = openSecret(this.appSecret, PURPOSE, row.sealedSecret);
    if (secret === null || !/^\d{6}$/.test(code)) return false;
    const delta = totpOf(secret, email).validate({
      token: code,
      timestamp: now.getTime(),
      window: 1,
    });
    if (delta === null) return false;
    const step = Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
    // Only a later step than the last one accepted: the same code twice is refused.
    const spent = await db
      .update(twoFactorSecrets)
      .set({ lastStep: step })
      .where(
        and(
          eq(twoFactorSecrets.userId, row.userId),
          or(isNull(twoFactorSecrets.lastStep), lt(twoFactorSecrets.lastStep, step)),
        ),
      )
      .returning({ userId: twoFactorSecrets.userId });
    return spent.length > 0;
  }
}
