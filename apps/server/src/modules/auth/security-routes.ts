import {
  passkeyAddBody,
  passkeyRenameBody,
  passkeySchema,
  passkeySignInBody,
  passkeysAnswer,
  securitySuccessAnswer,
  sessionIdParams,
  sessionsAnswer,
  signInAnswer,
  signOutOthersAnswer,
  webauthnOptionsAnswer,
} from '@podpie/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, NOT_FOUND_MESSAGE } from '../../lib/errors.ts';
import { errorAnswer } from '../../lib/schemas.ts';
import { listDevices, revokeDevice, revokeOtherDevices } from './devices.ts';
import { requireSignedIn, signedIn } from './guard.ts';
import type { Passkeys } from './passkeys.ts';
import { relyingParty } from './request-context.ts';
import { type AuthService, toUser } from './service.ts';
import { startSession } from './sessions.ts';
import type { TwoFactor } from './two-factor.ts';
import { twoFactorRoutes } from './two-factor-routes.ts';
import { describeUserAgent } from './user-agent.ts';

// Passkey checks from one address.
const SECURITY_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

/** A passkey's name when the owner gives none: the browser and system that made it. */
function defaultPasskeyName(request: FastifyRequest): string {
  const { browser, system } = describeUserAgent(request.headers['user-agent']);
  const parts = [browser?.replace(/ \d+$/, ''), system?.replace(/ [\d.]+$/, '')].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : 'Passkey';
}

/** Issue 33: devices, two-step codes and passkeys, under /api/auth. */
export async function accountSecurityRoutes(
  parent: FastifyInstance,
  deps: { accounts: AuthService; twoFactor: TwoFactor; passkeys: Passkeys },
): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const keys = deps.passkeys;
  const signedInOnly = { onRequest: requireSignedIn };
  const notFound = () => new AppError('not_found', NOT_FOUND_MESSAGE);

  app.get(
    '/auth/sessions',
    {
      ...signedInOnly,
      schema: {
        tags: ['auth'],
        summary: 'The devices signed in to the account, the most recently seen first',
        response: { 200: sessionsAnswer, 401: errorAnswer },
      },
    },
    async (request) => ({ sessions: await listDevices(app.db, signedIn(request), app.now()) }),
  );

  app.delete(
    '/auth/sessions/:id',
    {
      ...signedInOnly,
      schema: {
        tags: ['auth'],
        summary: 'Sign out one device; its next call answers 401',
        params: sessionIdParams,
        response: { 200: securitySuccessAnswer, 401: errorAnswer, 404: errorAnswer },
      },
    },
    async (request) => {
      if (!(await revokeDevice(app.db, signedIn(request), request.params.id))) throw notFound();
      return { success: true as const };
    },
  );

  app.delete(
    '/auth/sessions',
    {
      ...signedInOnly,
      schema: {
        tags: ['auth'],
        summary: 'Sign out every device but this one',
        response: { 200: signOutOthersAnswer, 401: errorAnswer },
      },
    },
    async (request) => ({
      success: true as const,
      signed_out: await revokeOtherDevices(app.db, signedIn(request)),
    }),
  );

  await twoFactorRoutes(app, deps);

  app.get(
    '/auth/passkeys',
    {
      ...signedInOnly,
      schema: {
        tags: ['auth'],
        summary: "The account's passkeys",
        response: { 200: passkeysAnswer, 401: errorAnswer },
      },
    },
    async (request) => ({ passkeys: await keys.list(signedIn(request).user.id) }),
  );

  app.post(
    '/auth/passkeys/options',
    {
      ...signedInOnly,
      config: { rateLimit: SECURITY_RATE_LIMIT },
      schema: {
        tags: ['auth'],
        summary: 'Options for navigator.credentials.create (a discoverable passkey)',
        response: { 200: webauthnOptionsAnswer, 401: errorAnswer, 409: errorAnswer },
      },
    },
    async (request) => ({
      ...(await keys.registrationOptions(signedIn(request), relyingParty(request))),
    }),
  );

  app.post(
    '/auth/passkeys',
    {
      ...signedInOnly,
      config: { rateLimit: SECURITY_RATE_LIMIT },
      schema: {
        tags: ['auth'],
        summary: 'Add a passkey: the answer of navigator.credentials.create to the options',
        body: passkeyAddBody,
        response: { 200: passkeySchema, 401: errorAnswer, 409: errorAnswer, 422: errorAnswer },
      },
    },
    async (request) =>
      keys.add(signedIn(request), relyingParty(request), request.body, defaultPasskeyName(request)),
  );

  app.patch(
    '/auth/passkeys/:id',
    {
      ...signedInOnly,
      schema: {
        tags: ['auth'],
        summary: 'Rename a passkey',
        params: sessionIdParams,
        body: passkeyRenameBody,
        response: { 200: passkeySchema, 401: errorAnswer, 404: errorAnswer, 422: errorAnswer },
      },
    },
    async (request) => {
      const userId = signedIn(request).user.id;
      const renamed = await keys.rename(userId, request.params.id, request.body.name);
      if (!renamed) throw notFound();
      return renamed;
    },
  );

  app.delete(
    '/auth/passkeys/:id',
    {
      ...signedInOnly,
      schema: {
        tags: ['auth'],
        summary: 'Remove a passkey',
        params: sessionIdParams,
        response: { 200: securitySuccessAnswer, 401: errorAnswer, 404: errorAnswer },
      },
    },
    async (request) => {
      if (!(await keys.remove(signedIn(request).user.id, request.params.id))) throw notFound();
      return { success: true as const };
    },
  );

  app.post(
    '/auth/passkey_sign_in/options',
    {
      config: { rateLimit: SECURITY_RATE_LIMIT },
      schema: {
        tags: ['auth'],
        summary: 'Options for navigator.credentials.get: sign in with any passkey of this site',
        response: { 200: webauthnOptionsAnswer, 429: errorAnswer },
      },
    },
    async (request) => ({ ...(await keys.signInOptions(relyingParty(request))) }),
  );

  app.post(
    '/auth/passkey_sign_in',
    {
      config: { rateLimit: SECURITY_RATE_LIMIT },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a passkey; answers the auth headers of a new device',
        description: 'A passkey is a second factor in itself: no two-step code is asked.',
        body: passkeySignInBody,
        response: { 200: signInAnswer, 401: errorAnswer, 422: errorAnswer, 429: errorAnswer },
      },
    },
    async (request) => {
      const user = await keys.verifySignIn(relyingParty(request), request.body.response);
      const session = await startSession(app.db, user, app.now(), request.headers['user-agent']);
      request.auth = session;
      return { data: toUser(session.user) };
    },
  );
}
