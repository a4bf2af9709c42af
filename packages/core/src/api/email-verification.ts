import { z } from 'zod';
import { signInSchema } from '../entities/account.ts';

/** How long a verification link works: a day, since it may wait in a mailbox overnight. */
export const EMAIL_VERIFICATION_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** POST /api/auth/email/verify: the token of a verification link. */
export const verifyEmailBody = z.strictObject({ token: z.string().min(1).max(200) });

/** The address the account now has, proven. */
export const verifyEmailAnswer = z.object({
  success: z.literal(true),
  email: z.string(),
  message: z.string(),
  key: z.string().optional().describe('Translation key of the message, for the app'),
});

/** PUT /api/auth/email: a new address for the account, with the current password. */
export const emailChangeBody = z.strictObject({
  email: signInSchema.shape.email,
  current_password: z.string().min(1).max(128),
});
