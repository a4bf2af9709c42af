import { z } from 'zod';
import { passwordChangeSchema, signInSchema } from '../entities/account.ts';

/** How long the link of a password reset e-mail works. */
export const PASSWORD_RESET_LIFETIME_MS = 60 * 60 * 1000;

/** POST /api/auth/password/forgot: the address to send a reset link to. */
export const forgotPasswordBody = z.strictObject({ email: signInSchema.shape.email });

/**
 * The same answer whether or not the address has an account; `mail_configured` false means the
 * operator finds the link in the server log instead of a mailbox.
 */
export const forgotPasswordAnswer = z.object({
  message: z.string(),
  mail_configured: z.boolean(),
});
export type ForgotPasswordAnswer = z.output<typeof forgotPasswordAnswer>;

/** POST /api/auth/password/reset: the link's token and the new password, twice. */
export const resetPasswordBody = passwordChangeSchema.safeExtend({
  token: z.string().min(1).max(200),
});
export type ResetPasswordBody = z.output<typeof resetPasswordBody>;

export const resetPasswordAnswer = z.object({ success: z.literal(true), message: z.string() });
