import { utcDay } from '@podpie/core';
import { and, count, eq, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { subscribers } from '../../db/schema.ts';
import { CONFIRMATION_LIFETIME_MS } from './confirmation.ts';

/** New sign-ups one project takes per UTC day: far above a real audience, far below a flood. */
export const DAILY_SIGN_UP_CAP = 500;
/** A listener who signs up again while unconfirmed gets another mail at most this often. */
export const RESEND_AFTER_MS = 60 * 60_000;

export type Consent = { at: Date; page: string; text: string };

/**
 * What a sign-up did: `asked` (a new or renewed sign-up that wants a confirmation mail),
 * `waiting` (asked a moment ago; no second mail), `confirmed` (already on the list; nothing to
 * do) or `capped` (the project's daily cap is reached; nothing stored).
 */
export type SignUpOutcome = 'asked' | 'waiting' | 'confirmed' | 'capped';

/**
 * Keeps a sign-up as unconfirmed, with the consent as given. Nobody is listed until they follow
 * the mailed link, so an address typed by someone else only ever gets one mail an hour.
 */
export async function recordSignUp(
  db: Queryable,
  projectId: number,
  email: string,
  consent: Consent,
  dailyCap = DAILY_SIGN_UP_CAP,
): Promise<SignUpOutcome> {
  const consentColumns = {
    consentAt: consent.at,
    consentPage: consent.page,
    consentText: consent.text,
  };
  const [existing] = await db
    .select({ confirmedAt: subscribers.confirmedAt, consentAt: subscribers.consentAt })
    .from(subscribers)
    .where(and(eq(subscribers.projectId, projectId), eq(subscribers.email, email)))
    .limit(1);
  if (existing) {
    if (existing.confirmedAt) return 'confirmed';
    const askedAt = existing.consentAt?.getTime() ?? 0;
    if (consent.at.getTime() - askedAt < RESEND_AFTER_MS) return 'waiting';
    await db
      .update(subscribers)
      .set(consentColumns)
      .where(
        and(
          eq(subscribers.projectId, projectId),
          eq(subscribers.email, email),
          isNull(subscribers.confirmedAt),
        ),
      );
    return 'asked';
  }
  const [today] = await db
    .select({ n: count() })
    .from(subscribers)
    .where(
      and(
        eq(subscribers.projectId, projectId),
        gte(subscribers.createdAt, new Date(utcDay(consent.at))),
      ),
    );
  if ((today?.n ?? 0) >= dailyCap) return 'capped';
  const inserted = await db
    .insert(subscribers)
    .values({ projectId, email, createdAt: consent.at, confirmedAt: null, ...consentColumns })
    .onConflictDoNothing()
    .returning({ id: subscribers.id });
  // Lost a race with the same address: the other request sends the mail.
  return inserted.length > 0 ? 'asked' : 'waiting';
}

/**
 * Confirms the sign-up consent was asked for at `askedAt`; false when there is none (expired,
 * swept, left, or asked again since, which sent a newer link).
 */
export async function confirmSignUp(
  db: Queryable,
  projectId: number,
  email: string,
  askedAt: Date,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(subscribers)
    // A second click keeps the first confirmation's time.
    .set({
      confirmedAt: sql`coalesce(${subscribers.confirmedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(
      and(
        eq(subscribers.projectId, projectId),
        eq(subscribers.email, email),
        eq(subscribers.consentAt, askedAt),
      ),
    )
    .returning({ id: subscribers.id });
  return rows.length > 0;
}

/** Forgets sign-ups nobody confirmed within the link's lifetime; answers how many went. */
export async function sweepExpiredSignUps(db: Queryable, now: Date): Promise<number> {
  const before = new Date(now.getTime() - CONFIRMATION_LIFETIME_MS);
  const removed = await db
    .delete(subscribers)
    .where(
      and(
        isNull(subscribers.confirmedAt),
        or(
          lt(subscribers.consentAt, before),
          and(isNull(subscribers.consentAt), lt(subscribers.createdAt, before)),
        ),
      ),
    )
    .returning({ id: subscribers.id });
  return removed.length;
}
