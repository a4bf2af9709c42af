import { and, asc, eq, lte, ne, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client.ts';
import { authTokens, users } from '../../db/schema.ts';
import { randomSecret, sha256 } from './tokens.ts';

export const TOKEN_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000;
const LAST_SEEN_STEP_MS = 60_000;
/** Devices signed in at once; the oldest is signed out beyond this. */
export const MAX_CLIENTS_PER_USER = 10;

export type SessionUser = {
  id: number;
  email: string;
  isActivated: boolean;
  /** False for an invited account that has not chosen a password yet. */
  hasPassword: boolean;
  /** The owner followed a verification link to `email` (issue 33). */
  emailVerified: boolean;
};

/** The account's row as far as a session needs it. */
export type AccountRow = {
  id: number;
  email: string;
  isActivated: boolean;
  passwordHash: string | null;
  emailVerifiedAt: Date | null;
};

export function sessionUserOf(row: AccountRow): SessionUser {
  return {
    id: row.id,
    email: row.email,
    isActivated: row.isActivated,
    hasPassword: row.passwordHash !== null,
    emailVerified: row.emailVerifiedAt !== null,
  };
}

/** A signed-in device: the five auth headers are derived from it. */
export type Session = {
  user: SessionUser;
  client: string;
  accessToken: string;
  expiresAt: Date;
};

export type SessionHeaders = {
  accessToken: string | undefined;
  client: string | undefined;
  uid: string | undefined;
};

/** Signs a user in on a new device: a new client id and token, valid two weeks. */
export async function startSession(
  db: Database,
  row: AccountRow,
  now: Date,
  userAgent?: string,
): Promise<Session> {
  const user = sessionUserOf(row);
  const client = randomSecret(16);
  const accessToken = randomSecret(32);
  const expiresAt = new Date(now.getTime() + TOKEN_LIFETIME_MS);
  await db.transaction(async (tx) => {
    await tx
      .delete(authTokens)
      .where(and(eq(authTokens.userId, user.id), lte(authTokens.expiresAt, now)));
    await tx.insert(authTokens).values({
      userId: user.id,
      client,
      tokenHash: sha256(accessToken),
      expiresAt,
      userAgent: userAgent?.slice(0, 512) ?? null,
      lastSeenAt: now,
    });
    await dropOldestClients(tx, user.id);
  });
  return { user, client, accessToken, expiresAt };
}

async function dropOldestClients(db: Queryable, userId: number): Promise<void> {
  const rows = await db
    .select({ id: authTokens.id })
    .from(authTokens)
    .where(eq(authTokens.userId, userId))
    .orderBy(asc(authTokens.createdAt), asc(authTokens.id));
  const extra = rows.slice(0, Math.max(0, rows.length - MAX_CLIENTS_PER_USER));
  for (const row of extra) await db.delete(authTokens).where(eq(authTokens.id, row.id));
}

/** The session the headers name, or null when any of them is missing, wrong or expired. */
export async function findSession(
  db: Database,
  headers: SessionHeaders,
  now: Date,
): Promise<Session | null> {
  const { accessToken, client, uid } = headers;
  if (!accessToken || !client || !uid) return null;
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      isActivated: users.isActivated,
      hasPassword: sql<boolean>`${users.passwordHash} is not null`,
      emailVerifiedAt: users.emailVerifiedAt,
      expiresAt: authTokens.expiresAt,
      tokenId: authTokens.id,
      lastSeenAt: authTokens.lastSeenAt,
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    // The hash is compared in the query: a random 256-bit token leaves nothing to time.
    .where(and(eq(authTokens.client, client), eq(authTokens.tokenHash, sha256(accessToken))))
    .limit(1);
  if (!row || row.email !== uid.toLowerCase() || row.expiresAt <= now) return null;
  // The device list's "last seen", to the minute: one write a minute per device at most.
  if (!row.lastSeenAt || now.getTime() - row.lastSeenAt.getTime() >= LAST_SEEN_STEP_MS) {
    await db.update(authTokens).set({ lastSeenAt: now }).where(eq(authTokens.id, row.tokenId));
  }
  return {
    user: {
      id: row.id,
      email: row.email,
      isActivated: row.isActivated,
      hasPassword: row.hasPassword,
      emailVerified: row.emailVerifiedAt !== null,
    },
    client,
    accessToken,
    expiresAt: row.expiresAt,
  };
}

/** Signs out one device. */
export async function endSession(db: Database, client: string): Promise<void> {
  await db.delete(authTokens).where(eq(authTokens.client, client));
}

/** Signs out every device of the user but `keepClient` (after a password change). */
export async function endOtherSessions(
  db: Queryable,
  userId: number,
  keepClient: string,
): Promise<void> {
  await db
    .delete(authTokens)
    .where(and(eq(authTokens.userId, userId), ne(authTokens.client, keepClient)));
}
