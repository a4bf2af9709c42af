import type { ApiToken, ApiTokenScope } from '@podpie/core';
import { and, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { apiTokens, users } from '../../db/schema.ts';
import type { SessionUser } from '../auth/sessions.ts';
import { randomSecret, sha256 } from '../auth/tokens.ts';

/** Every token starts so, so a leaked one is recognisable by secret scanners and in logs. */
export const TOKEN_PREFIX = 'pp_';
/** Last use is written at most this often per token: a busy script is not a write per call. */
const LAST_USE_PRECISION_MS = 60_000;

type TokenRow = typeof apiTokens.$inferSelect;

export function toApiToken(row: TokenRow): ApiToken {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    project_id: row.projectId,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
  };
}

export async function listTokens(db: Database, userId: number): Promise<ApiToken[]> {
  const rows = await db
    .select()
    .from(apiTokens)
    .where(eq(apiTokens.userId, userId))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
  return rows.map(toApiToken);
}

export async function insertToken(
  db: Database,
  values: { userId: number; name: string; scope: ApiTokenScope; projectId: number | null },
): Promise<{ row: TokenRow; token: string }> {
  const token = TOKEN_PREFIX + randomSecret(32);
  const [row] = await db
    .insert(apiTokens)
    .values({ ...values, tokenHash: sha256(token) })
    .returning();
  if (!row) throw new Error('the token row was not written');
  return { row, token };
}

/** Deletes the user's token; false when they have none of that id. */
export async function deleteToken(db: Database, userId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(apiTokens)
    .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId)))
    .returning({ id: apiTokens.id });
  return deleted.length > 0;
}

export type TokenHolder = {
  token: TokenRow;
  user: SessionUser;
};

/** The token a bearer value names, with its user; read on every call, so revocation is at once. */
export async function findToken(db: Database, bearer: string): Promise<TokenHolder | null> {
  const [row] = await db
    .select({ token: apiTokens, user: users })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(eq(apiTokens.tokenHash, sha256(bearer)))
    .limit(1);
  if (!row) return null;
  const { user } = row;
  return {
    token: row.token,
    user: {
      id: user.id,
      email: user.email,
      isActivated: user.isActivated,
      hasPassword: user.passwordHash !== null,
      emailVerified: user.emailVerifiedAt !== null,
    },
  };
}

export async function touchToken(db: Database, id: number, now: Date): Promise<void> {
  const staleBefore = new Date(now.getTime() - LAST_USE_PRECISION_MS);
  await db
    .update(apiTokens)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(apiTokens.id, id),
        or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, staleBefore)),
      ),
    );
}
