import {
  accountAnswer,
  accountUpdateBody,
  forgotPasswordAnswer,
  forgotPasswordBody,
  inviteAnswer,
  inviteBody,
  passwordChangeAnswer,
  passwordChangeBody,
  resetPasswordAnswer,
  resetPasswordBody,
  signInAnswer,
  signInBody,
  signOutAnswer,
  signUpBody,
  validateTokenAnswer,
} from '@podpie/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSignedIn, signedIn } from '../../lib/auth.ts';
import { createMailer } from '../../lib/mailer.ts';
import { errorAnswer } from '../../lib/schemas.ts';
import { RedisAttemptStore } from './attempt-store.ts';
import { requireOperator } from './invite-access.ts';
import {
  PASSWORD_RESET_DONE,
  RESET_REQUESTED,
  requestPasswordReset,
  resetPassword,
} from './password-reset.ts';
import { AuthService, FAILURE_WINDOW_MS, PASSWORD_UPDATED, toUser } from './service.ts';

// Bursts from one address; failed sign-ins are also counted per email and per IP by the service.
const AUTH_RATE_LIMIT = { max: 60, timeWindow: '1 minute' };
// Each request may send an e-mail: a person needs one or two.
const RESET_RATE_LIMIT = { max: 10, timeWindow: '1 minute' };

/** SPEC.md §7 auth calls under /api/auth, devise-token-auth style headers. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // Several server processes count failed sign-ins together when they share Redis.
  const redis = app.hasDecorator('redis') ? app.redis : null;
  const accounts = new AuthService(
    app.db,
    app.now,
    redis ? { attempts: new RedisAttemptStore(redis, { windowMs: FAILURE_WINDOW_MS }) } : {},
  );

  app.post(
    '/auth',
    {
      config: { rateLimit: AUTH_RATE_LIMIT },
      schema: {
        tags: ['auth'],
        summary: 'Sign up; answers the auth headers of a new device',
        body: signUpBody,
        response: { 200: accountAnswer, 422: errorAnswer },
      },
    },
    async (request) => {
      const session = await accounts.signUp(request.body.email, request.body.password);
      request.auth = session;
      return { status: 'success' as const, data: toUser(session.user) };
    },
  );

  app.post(
    '/auth/sign_in',
    {
      config: { rateLimit: AUTH_RATE_LIMIT },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a password or an invite passcode',
        body: signInBody,
        response: {
          200: signInAnswer,
          401: errorAnswer.extend({
            reason: z
              .literal('invite_used')
              .optional()
              .describe("The invite link's passcode was already used"),
          }),
          429: errorAnswer,
        },
      },
    },
    async (request) => {
      const session = await accounts.signIn(request.body, request.ip);
      request.auth = session;
      return { data: toUser(session.user) };
    },
  );

  app.get(
    '/auth/validate_token',
    {
      onRequest: requireSignedIn,
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        response: {
          200: validateTokenAnswer,
          401: errorAnswer,
        },
      },
    },
    async (request) => ({ success: true as const, data: toUser(signedIn(request).user) }),
  );

  app.put(
    '/auth',
    {
      onRequest: requireSignedIn,
      schema: {
        tags: ['auth'],
        summary: 'Mark the account activated (after an invite sign-in)',
        body: accountUpdateBody,
        response: { 200: accountAnswer, 401: errorAnswer },
      },
    },
    async (request) => {
      const user = await accounts.setActivated(signedIn(request), request.body.is_activated);
      return { status: 'success' as const, data: user };
    },
  );

  app.delete(
    '/auth/sign_out',
    {
      onRequest: requireSignedIn,
      schema: {
        tags: ['auth'],
        summary: 'Sign out this device only',
        response: { 200: signOutAnswer, 401: errorAnswer },
      },
    },
    async (request) => {
      await accounts.signOut(signedIn(request));
      request.auth = null;
      return { success: true as const };
    },
  );

  app.put(
    '/auth/password',
    {
      onRequest: requireSignedIn,
      config: { rateLimit: AUTH_RATE_LIMIT },
      schema: {
        tags: ['auth'],
        summary: 'Change the password; every other device is signed out',
        body: passwordChangeBody,
        response: {
          200: passwordChangeAnswer,
          401: errorAnswer,
          422: errorAnswer,
        },
      },
    },
    async (request) => {
      await accounts.changePassword(signedIn(request), request.body.password);
      return { success: true as const, message: PASSWORD_UPDATED };
    },
  );

  // Used by `npm run invite` while a server holds the embedded database; hidden from the docs.
  app.post(
    '/auth/invites',
    {
      onRequest: requireOperator,
      schema: {
        hide: true,
        body: inviteBody,
        response: { 200: inviteAnswer },
      },
    },
    async (request) => accounts.invite(request.body.email, app.config.publicUrl),
  );

  const mailer = createMailer({ smtpUrl: app.config.smtpUrl, from: app.config.mailFrom });
  app.addHook('onClose', async () => mailer.close());
  const resets = {
    db: app.db,
    now: app.now,
    mailer,
    publicUrl: app.config.publicUrl,
    log: app.log,
  };

  app.post(
    '/auth/password/forgot',
    {
      config: { rateLimit: RESET_RATE_LIMIT },
      schema: {
        tags: ['auth'],
        summary: 'Mail a one-time link (valid one hour) to choose a new password',
        description: 'Answers the same whether or not the address has an account.',
        body: forgotPasswordBody,
        response: { 200: forgotPasswordAnswer, 422: errorAnswer, 429: errorAnswer },
      },
    },
    async (request) => {
      await requestPasswordReset(resets, request.body.email);
      return { message: RESET_REQUESTED, mail_configured: mailer.configured };
    },
  );

  app.post(
    '/auth/password/reset',
    {
      config: { rateLimit: AUTH_RATE_LIMIT },
      schema: {
        tags: ['auth'],
        summary: "Choose a new password with a reset link's token; signs out every device",
        body: resetPasswordBody,
        response: { 200: resetPasswordAnswer, 422: errorAnswer, 429: errorAnswer },
      },
    },
    async (request) => {
      await resetPassword(resets, request.body.token, request.body.password);
      return { success: true as const, message: PASSWORD_RESET_DONE };
    },
  );
};
