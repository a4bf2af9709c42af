// WebAuthn challenges live in the database, used once and for five minutes, so the browser's
// answer may reach any server process. Each is bound to what it was handed out for, and to the
// account that asked for it (none for a sign-in: the passkey names its account).
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { webauthnChallenges } from '../../db/schema.ts';

const CHALLENGE_LIFETIME_MS = 5 * 60 * 1000;

export type ChallengePurpose = (typeof webauthnChallenges.$inferSelect)['purpose'];

export async function saveChallenge(
  db: Database,
  now: Date,
  challenge: string,
  userId: number | null,
  purpose: ChallengePurpose,
): Promise<void> {
  await db.delete(webauthnChallenges).where(lte(webauthnChallenges.expiresAt, now));
  await db.insert(webauthnChallenges).values({
    challenge,
    userId,
    purpose,
    expiresAt: new Date(now.getTime() + CHALLENGE_LIFETIME_MS),
  });
}

/** True once for a live challenge handed out for `purpose` to this account (or to anyone). */
export async function takeChallenge(
  db: Database,
  now: Date,
  challenge: string,
  userId: number | null,
  purpose: ChallengePurpose,
): Promise<boolean> {
  const taken = await db
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.challenge, challenge),
        eq(webauthnChallenges.purpose, purpose),
        userId === null ? isNull(webauthnChallenges.userId) : eq(webauthnChallenges.userId, userId),
        gt(webauthnChallenges.expiresAt, now),
      ),
    )
    .returning({ challenge: webauthnChallenges.challenge });
  return taken.length > 0;
}
