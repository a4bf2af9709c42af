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
  values: { email: string; passwordHash: string | null; isActivated: boolean },
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

/** Stores a password reset token (its hash) for the user; earlier unused ones stop working. */
export async function replaceResetToken(
  db: Queryable,
  userId: number,
  tokenHash: string,
  expiresAt: Date,
): Promise<void> {
  await db
    .delete(passwordResets)
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
  await db.insert(passwordResets).values({ userId, tokenHash, expiresAt });
}

/** Marks a valid reset token used and answers its user; null when unknown, used or expired. */
export async function consumeResetToken(
  db: Queryable,
  tokenHash: string,
  now: Date,
): Promise<number | null> {
  const [used] = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResets.userId });
  return used?.userId ?? null;
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
