import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { invitePasscodes, passwordResets, users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

export async function findUserById(db: Queryable, userId: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

/** Inserts a user; null when the email is already taken. */
export async function insertUser(
  db: Queryable,
  values: {
    email: string;
    passwordHash: string | null;
    isActivated: boolean;
    /** Set only by tests' ready-made accounts; a real sign-up proves its address by mail. */
    emailVerifiedAt?: Date;
  },
): Promise<UserRow | null> {
  const [row] = await db
    .insert(users)
    .values({ ...values, email: values.email.toLowerCase() })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function updateActivated(
  db: Queryable,
  userId: number,
  isActivated: boolean,
  now: Date,
): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ isActivated, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  return row ?? null;
}

export async function updatePasswordHash(
  db: Queryable,
  userId: number,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
}

/** Sets the password of an account that has none yet; false when it has one by now. */
export async function setFirstPasswordHash(
  db: Queryable,
  userId: number,
  passwordHash: string,
  now: Date,
): Promise<boolean> {
  const set = await db
    .update(users)
    .set({ passwordHash, updatedAt: now })
    .where(and(eq(users.id, userId), isNull(users.passwordHash)))
    .returning({ id: users.id });
  return set.length > 0;
}

/** Replaces the user's unused passcodes with a new one (only its hash is stored). */
export async function replacePasscode(
  db: Queryable,
  userId: number,
  codeHash: string,
  expiresAt: Date,
): Promise<void> {
  await db
    .delete(invitePasscodes)
    .where(and(eq(invitePasscodes.userId, userId), isNull(invitePasscodes.usedAt)));
  await db.insert(invitePasscodes).values({ userId, codeHash, expiresAt });
}

/** Marks a valid passcode used; false when it is unknown, used or expired. One use only. */
export async function consumePasscode(
  db: Queryable,
  userId: number,
  codeHash: string,
  now: Date,
): Promise<boolean> {
  const used = await db
    .update(invitePasscodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(invitePasscodes.userId, userId),
        eq(invitePasscodes.codeHash, codeHash),
        isNull(invitePasscodes.usedAt),
        gt(invitePasscodes.expiresAt, now),
      ),
    )
    .returning({ id: invitePasscodes.id });
  return used.length > 0;
}

/** What a mailed one-time link does: choose a new password, or prove `email` (issue 33). */
export type MailedLink = { purpose: 'reset' } | { purpose: 'verify'; email: string };

/**
 * Stores a mailed link's token (its hash) for the user; earlier unused links of the same purpose
 * stop working, so only the newest mail counts.
 */
export async function replaceResetToken(
  db: Queryable,
  userId: number,
  tokenHash: string,
  expiresAt: Date,
  link: MailedLink = { purpose: 'reset' },
): Promise<void> {
  await db
    .delete(passwordResets)
    .where(
      and(
        eq(passwordResets.userId, userId),
        eq(passwordResets.purpose, link.purpose),
        isNull(passwordResets.usedAt),
      ),
    );
  const email = link.purpose === 'verify' ? link.email : null;
  await db
    .insert(passwordResets)
    .values({ userId, tokenHash, expiresAt, purpose: link.purpose, email });
}

/**
 * Marks a valid token of `purpose` used and answers its user (and the address a verification link
 * proves); null when unknown, used, expired or made for the other purpose.
 */
export async function consumeResetToken(
  db: Queryable,
  tokenHash: string,
  now: Date,
  purpose: MailedLink['purpose'] = 'reset',
): Promise<{ userId: number; email: string | null } | null> {
  const [used] = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        eq(passwordResets.purpose, purpose),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResets.userId, email: passwordResets.email });
  return used ?? null;
}

/** The account's current address is proven (a reset link mailed to it was opened). */
export async function markEmailVerified(db: Queryable, userId: number, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ emailVerifiedAt: now })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
}

/**
 * Makes `email` the account's proven address. False when another account has taken that address
 * since the link was sent (the unique index refuses it).
 */
export async function setVerifiedEmail(
  db: Queryable,
  userId: number,
  email: string,
  now: Date,
): Promise<boolean> {
  const taken = await findUserByEmail(db, email);
  if (taken && taken.id !== userId) return false;
  await db
    .update(users)
    .set({ email: email.toLowerCase(), emailVerifiedAt: now, updatedAt: now })
    .where(eq(users.id, userId));
  return true;
}

/** True when the user has an invite passcode with this hash that was already used. */
export async function isPasscodeUsed(
  db: Queryable,
  userId: number,
  codeHash: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: invitePasscodes.id })
    .from(invitePasscodes)
    .where(
      and(
        eq(invitePasscodes.userId, userId),
        eq(invitePasscodes.codeHash, codeHash),
        isNotNull(invitePasscodes.usedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}
