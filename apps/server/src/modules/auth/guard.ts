import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/errors.ts';
import { bearerOf, isTokenSession, sessionOfBearer } from '../api-tokens/bearer.ts';
import { findSession, type Session } from './sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in device, set by the requireSignedIn/loadSession hooks; null signed out. */
    auth: Session | null;
  }
}

export const SIGNED_OUT_MESSAGE = 'You need to sign in or sign up before continuing.';

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Sets `request.auth` when the request carries valid auth headers; signed-out is fine. */
export async function loadSession(request: FastifyRequest): Promise<void> {
  // Scripts send a personal API token instead of a device's headers (modules/api-tokens).
  const bearer = header(request, 'access-token') ? null : bearerOf(request);
  if (bearer !== null) {
    request.auth = await sessionOfBearer(request, bearer);
    return;
  }
  request.auth = await findSession(
    request.server.db,
    {
      accessToken: header(request, 'access-token'),
      client: header(request, 'client'),
      uid: header(request, 'uid'),
    },
    request.server.now(),
  );
}

/** A route hook: answers 401 unless the request carries valid auth headers. */
export async function requireSignedIn(request: FastifyRequest): Promise<void> {
  await loadSession(request);
  if (!request.auth) throw new AppError('unauthorized', SIGNED_OUT_MESSAGE);
}

/** The signed-in device of a route guarded by requireSignedIn. */
export function signedIn(request: FastifyRequest): Session {
  if (!request.auth) throw new AppError('unauthorized', SIGNED_OUT_MESSAGE);
  return request.auth;
}

export type SessionHeaderValues = {
  'access-token': string;
  client: string;
  uid: string;
  expiry: string;
  'token-type': 'Bearer';
};

/** The five headers the client stores and sends back (SPEC.md §7). */
export function sessionHeaders(session: Session): SessionHeaderValues {
  return {
    'access-token': session.accessToken,
    client: session.client,
    uid: session.user.email,
    expiry: String(Math.floor(session.expiresAt.getTime() / 1000)),
    'token-type': 'Bearer',
  };
}

async function addSessionHeaders(request: FastifyRequest, reply: FastifyReply) {
  if (request.auth && !isTokenSession(request.auth)) reply.headers(sessionHeaders(request.auth));
}

/** Gives every request an `auth` slot and answers each authenticated call with the headers. */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('auth', null);
    app.addHook('onSend', addSessionHeaders);
  },
  { name: 'podpie-auth' },
);
