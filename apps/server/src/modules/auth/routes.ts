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
import { createMailer } from '../../lib/mailer.ts';
import { errorAnswer } from '../../lib/schemas.ts';
import { RedisAttemptStore } from './attempt-store.ts';
import { emailRoutes } from './email-routes.ts';
import { sendVerification } from './email-verification.ts';
import { requireSignedIn, signedIn } from './guard.ts';
import { requireOperator } from './invite-access.ts';
import { isKnownDevice, knownDeviceCookie } from './known-device.ts';
import { proofOf } from './owner-proof.ts';
import { Passkeys } from './passkeys.ts';
import {
  PASSWORD_RESET_DONE,
  RESET_REQUESTED,
  requestPasswordReset,
  resetPassword,
} from './password-reset.ts';
import { callerOf, relyingParty } from './request-context.ts';
import { sendBurstAlert } from './security-mail.ts';
import { accountSecurityRoutes } from './security-routes.ts';
import { AuthService, FAILURE_WINDOW_MS, PASSWORD_UPDATED, toUser } from './service.ts';
import { TwoFactor } from './two-factor.ts';

// Bursts from one address; failed sign-ins are also counted per email and per IP by the service.
const AUTH_RATE_LIMIT = { max: 60, timeWindow: '1 minute' };
// Each request may send an e-mail: a person needs one or two.
const RESET_RATE_LIMIT = { max: 10, timeWindow: '1 minute' };

/** SPEC.md §7 auth calls under /api/auth, devise-token-auth style headers. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // Several server processes count failed sign-ins together when they share Redis.
  const redis = app.hasDecorator('redis') ? app.redis : null;
  const twoFactor = new TwoFactor(app.db, app.config.appSecret);
  const passkeys = new Passkeys(app.db, app.now);
  const mailer = createMailer({ smtpUrl: app.config.smtpUrl, from: app.config.mailFrom });
  let pendingResets: Promise<void> = Promise.resolve();
  let pendingAlerts: Promise<void> = Promise.resolve();
  app.addHook('onClose', async () => {
    await Promise.all([pendingResets, pendingAlerts]);
    mailer.close();
  });
  const alerts = { db: app.db, mailer, publicUrl: app.config.publicUrl, log: app.log };
  const resets = { ...alerts, now: app.now };
  const accounts = new AuthService(app.db, app.now, {
    twoFactor,
    passkeys,
    // Sent after the answer, one at a time: the guesser's wait is not made longer by the mail.
    onBurst: (email, failures) => {
      pendingAlerts = pendingAlerts
        .then(() => sendBurstAlert(alerts, email, failures))
        .catch((error: unknown) => app.log.error({ err: error }, 'failed sign-ins alert failed'));
    },
    ...(redis ? { attempts: new RedisAttemptStore(redis, { windowMs: FAILURE_WINDOW_MS }) } : {}),
  });

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
      const session = await accounts.signUp(
        request.body.email,
        request.body.password,
        request.headers['user-agent'],
      );
      request.auth = session;
      // Mailed after the answer, like a reset link: the sign-up does not wait for the mail server.
      const { id, email } = session.user;
      pendingResets = pendingResets
        .then(() => sendVerification(resets, id, email))
        .catch((error: unknown) => request.log.error({ err: error }, 'verification mail failed'));
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
        description:
          'An account with two-step codes on answers 401 with code two_factor_required (no otp_code, or a wrong one); send the same body again with otp_code.',
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
    async (request, reply) => {
      const { email } = request.body;
      const secret = app.config.appSecret;
      const knownDevice = isKnownDevice(secret, email, request.headers.cookie);
      const { otp_code: otpCode, ...credentials } = request.body;
      const session = await accounts.signIn(
        { ...credentials, otpCode },
        request.ip,
        knownDevice,
        request.headers['user-agent'],
      );
      request.auth = session;
      const secure = app.config.publicUrl.startsWith('https:');
      reply.header('set-cookie', knownDeviceCookie(secret, email, secure));
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
        description:
          'current_password is required when the account has a password; a passkey (the answer to POST /api/auth/passkey_confirmation/options, in passkey) or, with two-step codes on, a current code (or a recovery code) in otp_code may take its place. Wrong passwords and codes are slowed like wrong sign-ins. An invited account that signed in by its link and has none may choose its first one without it, once: that also proves its e-mail address.',
        body: passwordChangeBody,
        response: {
          200: passwordChangeAnswer,
          401: errorAnswer,
          403: errorAnswer,
          422: errorAnswer,
        },
      },
    },
    async (request) => {
      const { password, current_password: current, otp_code: code, passkey } = request.body;
      const proof = proofOf({ password: current, code, passkey }, relyingParty(request));
      await accounts.changePassword(signedIn(request), { password, proof }, callerOf(request));
      return { success: true as const, message: PASSWORD_UPDATED };
    },
  );

  await accountSecurityRoutes(app, { accounts, twoFactor, passkeys });
  await emailRoutes(app, { ...resets, proofs: accounts.proofs });

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
    async (request, reply) => {
      // Answered before the address is even looked up, so a known and an unknown address take
      // the same path and the same time; the token is written (and mailed) after, one at a time.
      await reply.send({ message: RESET_REQUESTED, mail_configured: mailer.configured });
      const email = request.body.email;
      pendingResets = pendingResets
        .then(() => requestPasswordReset(resets, email))
        .catch((error: unknown) => request.log.error({ err: error }, 'password reset failed'));
      return reply;
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
