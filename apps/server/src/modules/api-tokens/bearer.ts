import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import type { Session } from '../auth/sessions.ts';
import { checkTokenReach } from './reach.ts';
import { findToken, touchToken } from './repository.ts';

export const INVALID_TOKEN_MESSAGE = 'This API token is not valid: it was revoked or never issued.';
export const TOKEN_RATE_LIMITED_MESSAGE =
  'Too many requests with this API token. Please wait a minute and try again.';

/** Sessions made from a token carry this client id, so no session headers are sent back. */
const CLIENT_PREFIX = 'api-token:';

/** The value of `Authorization: Bearer <token>`, or null when the request has none. */
export function bearerOf(request: FastifyRequest): string | null {
  const value = request.headers.authorization;
  if (typeof value !== 'string') return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(value);
  return match?.[1] ?? null;
}

export function isTokenSession(session: Session): boolean {
  return session.client.startsWith(CLIENT_PREFIX);
}

/**
 * The owner a bearer token acts for, once the token is known, in reach of this route and within
 * its rate limit; throws the answer otherwise. Read from the database on every call, so a token
 * revoked on one process is refused by all of them at once.
 */
export async function sessionOfBearer(request: FastifyRequest, bearer: string): Promise<Session> {
  const app = request.server;
  const holder = await findToken(app.db, bearer);
  if (!holder) throw new AppError('unauthorized', INVALID_TOKEN_MESSAGE);
  const { token, user } = holder;
  const params = request.params as Record<string, unknown> | undefined;
  checkTokenReach(
    { scope: token.scope, projectId: token.projectId },
    { method: request.method, route: request.routeOptions.url ?? '', projectParam: params?.id },
  );
  const count = await app.apiTokenCalls(String(token.id), 60_000);
  if (count.current > app.config.apiTokenRequestsPerMinute) {
    throw AppError.rateLimited(TOKEN_RATE_LIMITED_MESSAGE, count.ttl);
  }
  const now = app.now();
  await touchToken(app.db, token.id, now);
  return {
    user,
    client: `${CLIENT_PREFIX}${token.id}`,
    accessToken: '',
    expiresAt: new Date(now.getTime() + 60_000),
  };
}
