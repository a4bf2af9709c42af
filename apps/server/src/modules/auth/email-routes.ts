import {
  emailChangeBody,
  messageAnswerSchema,
  translate,
  verifyEmailAnswer,
  verifyEmailBody,
} from '@podpie/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { keyedMessage } from '../../lib/keyed-message.ts';
import { errorAnswer } from '../../lib/schemas.ts';
import { requestEmailChange, sendVerification, verifyEmail } from './email-verification.ts';
import { loadSession, requireSignedIn, signedIn } from './guard.ts';
import type { OwnerProofs } from './owner-proof.ts';
import type { PasswordResetDeps } from './password-reset.ts';
import { callerOf } from './request-context.ts';

// Each call may send an e-mail: a person needs one or two ("Send again" after a lost mail).
const VERIFY_MAIL_RATE_LIMIT = { max: 5, timeWindow: '1 minute' };
const VERIFY_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

/** Issue 33's verified e-mail: send the link again, open it, move the account to a new address. */
export async function emailRoutes(
  parent: FastifyInstance,
  deps: PasswordResetDeps & { proofs: OwnerProofs },
): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/auth/email/verification',
    {
      onRequest: requireSignedIn,
      config: { rateLimit: VERIFY_MAIL_RATE_LIMIT },
      schema: {
        tags: ['auth'],
        summary: "Mail the account's address a new verification link (valid one day)",
        description: 'An earlier unopened link stops working.',
        response: { 200: messageAnswerSchema, 401: errorAnswer, 429: errorAnswer },
      },
    },
    async (request) => {
      const { user } = signedIn(request);
      await sendVerification(deps, user.id, user.email);
      return keyedMessage('app:verify.sent', { email: user.email });
    },
  );

  app.post(
    '/auth/email/verify',
    {
      // The link works signed out; a signed-in device gets its new uid header back at once.
      onRequest: loadSession,
      config: { rateLimit: VERIFY_RATE_LIMIT },
      schema: {
        tags: ['auth'],
        summary: "Open a verification link: the account's address becomes the proven one",
        body: verifyEmailBody,
        response: { 200: verifyEmailAnswer, 422: errorAnswer, 429: errorAnswer },
      },
    },
    async (request) => {
      const { userId, email } = await verifyEmail(deps, request.body.token);
      // The answer's headers then carry the new uid, which the app keeps for its next calls.
      const auth = request.auth;
      if (auth?.user.id === userId) auth.user = { ...auth.user, email, emailVerified: true };
      return {
        success: true as const,
        email,
        message: translate('en', 'app:verify.done', { email }),
        key: 'app:verify.done',
      };
    },
  );

  app.put(
    '/auth/email',
    {
      onRequest: requireSignedIn,
      config: { rateLimit: VERIFY_MAIL_RATE_LIMIT },
      schema: {
        tags: ['auth'],
        summary: 'Move the account to a new address, once a link mailed to it is opened',
        description:
          'Needs the current password (a wrong one is slowed like a wrong sign-in). Nothing changes until the link is opened; the old address is told at once.',
        body: emailChangeBody,
        response: {
          200: messageAnswerSchema,
          401: errorAnswer,
          422: errorAnswer,
          429: errorAnswer,
        },
      },
    },
    async (request) => {
      const session = signedIn(request);
      const { email, current_password: currentPassword } = request.body;
      await requestEmailChange(deps, session, { email, currentPassword }, callerOf(request));
      return keyedMessage('app:verify.changeRequested', { email, current: session.user.email });
    },
  );
}
