import { z } from 'zod';
import {
  passwordChangeSchema,
  signInSchema,
  signUpSchema,
  userSchema,
} from '../entities/account.ts';
import { webauthnResponse } from './webauthn.ts';

// The auth calls of SPEC.md §7 (devise-token-auth style, under /api/auth): what each takes and
// answers, for the server's route schemas and the web's parsing alike.

/** POST /api/auth: a new account. */
export const signUpBody = z.strictObject(signUpSchema.shape);

/** POST /api/auth/sign_in: a password, or the passcode of an invite link. */
export const signInBody = z
  .strictObject({
    email: signInSchema.shape.email,
    password: signInSchema.shape.password.optional(),
    passcode: z.string().min(1).max(200).optional().describe('The passcode of an invite link'),
    otp_code: z
      .string()
      .trim()
      .min(1)
      .max(40)
      .optional()
      .describe(
        'With two-step codes on: a code of the authenticator app or a recovery code, sent again after the 401 two_factor_required',
      ),
  })
  .refine((body) => body.password !== undefined || body.passcode !== undefined, {
    message: 'Please input your Password!',
    path: ['password'],
  });

/** PUT /api/auth: the account's activation by its invite link. */
export const accountUpdateBody = z.strictObject({ is_activated: z.boolean() });

/** PUT /api/auth/password. */
export const passwordChangeBody = passwordChangeSchema
  .safeExtend({
    current_password: z
      .string()
      .max(200)
      .optional()
      .describe(
        'Required when the account has a password; an invited account choosing its first one has none',
      ),
    otp_code: z
      .string()
      .max(40)
      .optional()
      .describe(
        'With two-step codes on: a current code (or a recovery code) instead of current_password',
      ),
    passkey: webauthnResponse
      .optional()
      .describe(
        'Instead of current_password: the answer to POST /api/auth/passkey_confirmation/options',
      ),
  })
  .strict();

/** POST /api/auth/invites (operators): the address to invite. */
export const inviteBody = z.strictObject({ email: signInSchema.shape.email });

/** Sign-up and account update: the account, devise-style. */
export const accountAnswer = z.object({ status: z.literal('success'), data: userSchema });

/** Sign-in: the account. */
export const signInAnswer = z.object({ data: userSchema });

/** GET /api/auth/validate_token: the signed-in account. */
export const validateTokenAnswer = z.object({ success: z.literal(true), data: userSchema });

export const signOutAnswer = z.object({ success: z.literal(true) });

export const passwordChangeAnswer = z.object({ success: z.literal(true), message: z.string() });

export const inviteAnswer = z.object({ link: z.string(), created: z.boolean() });
