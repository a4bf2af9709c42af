import {
  securitySuccessAnswer,
  twoFactorCodeBody,
  twoFactorConfirmAnswer,
  twoFactorOffBody,
  twoFactorSetupAnswer,
  twoFactorStatusAnswer,
  webauthnOptionsAnswer,
} from '@podpie/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.ts';
import { errorAnswer } from '../../lib/schemas.ts';
import { requireSignedIn, signedIn } from './guard.ts';
import { proofOf } from './owner-proof.ts';
import type { Passkeys } from './passkeys.ts';
import { callerOf, relyingParty } from './request-context.ts';
import type { AuthService } from './service.ts';
import type { TwoFactor } from './two-factor.ts';

// Code checks from one address; wrong codes are also slowed by the sign-in throttle.
const CODE_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

/** Issue 33's two-step codes, and the passkey that may stand in for one. */
export async function twoFactorRoutes(
  parent: FastifyInstance,
  deps: { accounts: AuthService; twoFactor: TwoFactor; passkeys: Passkeys },
): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { accounts, twoFactor, passkeys } = deps;
  const signedInOnly = { onRequest: requireSignedIn, config: { rateLimit: CODE_RATE_LIMIT } };

  app.get(
    '/auth/two_factor',
    {
      onRequest: requireSignedIn,
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
      schema: {
        tags: ['auth'],
        summary: 'Turn two-step codes on with a first code; answers ten recovery codes, once',
        body: twoFactorCodeBody,
        response: { 200: twoFactorConfirmAnswer, 401: errorAnswer, 422: errorAnswer },
      },
    },
    async (request) => {
      const { user } = signedIn(request);
      let codes: string[] | null = null;
      await accounts.proofs.confirmCode(user.email, callerOf(request), async () => {
        codes = await twoFactor.confirm(user.id, user.email, request.body.code, app.now());
        return codes !== null;
      });
      return { recovery_codes: codes ?? [] };
    },
  );

  app.post(
    '/auth/two_factor/recovery_codes',
    {
      ...signedInOnly,
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
      const { user } = signedIn(request);
      await accounts.proofs.confirm(user, { code: request.body.code }, callerOf(request));
      const codes = await twoFactor.renewRecoveryCodes(user.id);
      if (!codes) throw AppError.keyed('conflict', 'app:security.codesOff');
      return { recovery_codes: codes };
    },
  );

  app.post(
    '/auth/passkey_confirmation/options',
    {
      ...signedInOnly,
      schema: {
        tags: ['auth'],
        summary:
          "Options for navigator.credentials.get that only the signed-in account's passkeys answer",
        description:
          'Its answer, sent as `passkey`, stands in for a code when turning two-step codes off and for the current password when changing it. 409 when the account has no passkey.',
        response: { 200: webauthnOptionsAnswer, 401: errorAnswer, 409: errorAnswer },
      },
    },
    async (request) => ({
      ...(await passkeys.confirmOptions(signedIn(request).user.id, relyingParty(request))),
    }),
  );

  app.delete(
    '/auth/two_factor',
    {
      ...signedInOnly,
      schema: {
        tags: ['auth'],
        summary: 'Turn two-step codes off with a current code (or a recovery code) or a passkey',
        description:
          '`passkey`: the answer to POST /api/auth/passkey_confirmation/options, instead of `code`.',
        body: twoFactorOffBody,
        response: { 200: securitySuccessAnswer, 401: errorAnswer, 422: errorAnswer },
      },
    },
    async (request) => {
      const { user } = signedIn(request);
      const proof = proofOf(request.body, relyingParty(request));
      if (!proof) throw AppError.keyed('validation_failed', 'app:security.codeRequired');
      await accounts.proofs.confirm(user, proof, callerOf(request));
      await twoFactor.disable(user.id);
      return { success: true as const };
    },
  );
}
