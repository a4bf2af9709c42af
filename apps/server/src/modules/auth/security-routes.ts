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
  twoFactorCodeBody,
  twoFactorConfirmAnswer,
  twoFactorSetupAnswer,
  twoFactorStatusAnswer,
  webauthnOptionsAnswer,
} from '@podpie/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, NOT_FOUND_MESSAGE } from '../../lib/errors.ts';
import { errorAnswer } from '../../lib/schemas.ts';
import { listDevices, revokeDevice, revokeOtherDevices } from './devices.ts';
import { requireSignedIn, signedIn } from './guard.ts';
import { Passkeys, type RelyingParty } from './passkeys.ts';
import { type AuthService, toUser } from './service.ts';
import { startSession } from './sessions.ts';
import type { TwoFactor } from './two-factor.ts';
import { describeUserAgent } from './user-agent.ts';

// Code and passkey checks from one address; wrong codes are also slowed by the sign-in throttle.
const SECURITY_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

/** The browser's site: WebAuthn answers name it, and passkeys belong to its host name. */
function relyingParty(request: FastifyRequest): RelyingParty {
  return { origin: `${request.protocol}://${request.host}`, rpID: request.hostname };
}

/** A passkey's name when the owner gives none: the browser and system that made it. */
function defaultPasskeyName(request: FastifyRequest): string {
  const { browser, system } = describeUserAgent(request.headers['user-agent']);
  const parts = [browser?.replace(/ \d+$/, ''), system?.replace(/ [\d.]+$/, '')].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : 'Passkey';
}

/** Issue 33: devices, two-step codes and passkeys, under /api/auth. */
export async function accountSecurityRoutes(
  parent: FastifyInstance,
  deps: { accounts: AuthService; twoFactor: TwoFactor },
): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { accounts, twoFactor } = deps;
  const keys = new Passkeys(app.db, app.now);
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

  app.get(
    '/auth/two_factor',
    {
      ...signedInOnly,
      schema: {
        tags: ['auth'],
        summary: 'Whether two-step codes are on, and how many recovery codes are left',
        response: { 200: twoFactorStatusAnswer, 401: errorAnswer },
      },
    },
    async (request) => {
      const state = await twoFactor.state(signedIn(request).user.id);
      return { enabled: state.enabled, recovery_codes_left: state.recoveryCodesLeft };
    },
  );

  app.post(
    '/auth/two_factor',
    {
      ...signedInOnly,
      config: { rateLimit: SECURITY_RATE_LIMIT },
      schema: {
        tags: ['auth'],
        summary: 'Start two-step codes: a new secret for an authenticator app',
        description:
          'Codes are not asked until the first one is confirmed; starting again replaces an unconfirmed secret.',
        response: { 200: twoFactorSetupAnswer, 401: errorAnswer, 409: errorAnswer },
      },
    },
    async (request) => {
      const { user } = signedIn(request);
      const started = await twoFactor.begin(user.id, user.email);
      if (!started) throw AppError.keyed('conflict', 'app:security.alreadyOn');
      return { secret: started.secret, otpauth_url: started.otpauthUrl };
    },
  );

  app.post(
    '/auth/two_factor/confirm',
    {
      ...signedInOnly,
      config: { rateLimit: SECURITY_RATE_LIMIT },
      schema: {
        tags: ['auth'],
        summary: 'Turn two-step codes on with a first code; answers ten recovery codes, once',
        body: twoFactorCodeBody,
        response: { 200: twoFactorConfirmAnswer, 401: errorAnswer, 422: errorAnswer },
      },
    },
    async (request) => {
      const session = signedIn(request);
      let codes: string[] | null = null;
      await accounts.throttledCode(session, request.ip, async () => {
        codes = await twoFactor.confirm(
          session.user.id,
          session.user.email,
          request.body.code,
          app.now(),
        );
        return codes !== null;
      });
      return { recovery_codes: codes ?? [] };
    },
  );

  app.post(
    '/auth/two_factor/recovery_codes',
    {
      ...signedInOnly,
      config: { rateLimit: SECURITY_RATE_LIMIT },
      schema: {
        tags: ['auth'],
        summary: 'Ten new recovery codes, shown once, in place of the earlier ones',
        description:
          'Needs a current code (or an unused recovery code); every earlier recovery code stops working.',
        body: twoFactorCodeBody,
        response: {
          200: twoFactorConfirmAnswer,
          401: errorAnswer,
          409: errorAnswer,
          422: errorAnswer,
        },
      },
    },
    async (request) => {
      const session = signedIn(request);
      const { id, email } = session.user;
      await accounts.throttledCode(session, request.ip, () =>
        twoFactor.check(id, email, request.body.code, app.now()),
      );
      const codes = await twoFactor.renewRecoveryCodes(id);
      if (!codes) throw AppError.keyed('conflict', 'app:security.codesOff');
      return { recovery_codes: codes };
    },
  );

  app.delete(
    '/auth/two_factor',
    {
      ...signedInOnly,
      config: { rateLimit: SECURITY_RATE_LIMIT },
      schema: {
        tags: ['auth'],
        summary: 'Turn two-step codes off with a current code (or a recovery code)',
        body: twoFactorCodeBody,
        response: { 200: securitySuccessAnswer, 401: errorAnswer, 422: errorAnswer },
      },
    },
    async (request) => {
      const session = signedIn(request);
      const { id, email } = session.user;
      await accounts.throttledCode(session, request.ip, () =>
        twoFactor.check(id, email, request.body.code, app.now()),
      );
      await twoFactor.disable(id);
      return { success: true as const };
    },
  );

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
