// The account's signed-in devices (one auth_tokens row each) as the device list shows them.
// Signing one out deletes its row; every process checks the token against the database on each
// call, so the device's next call answers 401 wherever it lands.
import type { Device } from '@podpie/core';
import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { authTokens } from '../../db/schema.ts';
import type { Session } from './sessions.ts';
import { describeUserAgent } from './user-agent.ts';

/** The devices signed in to the session's account, the most recently seen first. */
export async function listDevices(db: Database, session: Session, now: Date): Promise<Device[]> {
  const rows = await db
    .select()
    .from(authTokens)
    .where(and(eq(authTokens.userId, session.user.id), gt(authTokens.expiresAt, now)))
    .orderBy(desc(authTokens.lastSeenAt), desc(authTokens.id));
  return rows.map((row) => ({
    id: row.id,
    ...describeUserAgent(row.userAgent),
    first_seen: row.createdAt.toISOString(),
    last_seen: (row.lastSeenAt ?? row.createdAt).toISOString(),
    current: row.client === session.client,
  }));
}

/** Signs out one device of the account; false when the account has no such device. */
export async function revokeDevice(db: Database, session: Session, id: number): Promise<boolean> {
  const gone = await db
    .delete(authTokens)
    .where(and(eq(authTokens.id, id), eq(authTokens.userId, session.user.id)))
    .returning({ id: authTokens.id });
  return gone.length > 0;
}

/** Signs out every device of the account but this one; answers how many. */
export async function revokeOtherDevices(db: Database, session: Session): Promise<number> {
  const gone = await db
    .delete(authTokens)
    .where(and(eq(authTokens.userId, session.user.id), ne(authTokens.client, session.client)))
    .returning({ id: authTokens.id });
  return gone.length;
}
