import { z } from 'zod';
import { keyed } from '../i18n/issue.ts';

export const MIN_PASSWORD_LENGTH = 8;

const email = z
  .string({ error: keyed('messages:validation.emailRequired') })
  .trim()
  .min(1, { message: keyed('messages:validation.emailRequired') })
  .max(254)
  .pipe(z.email({ message: keyed('app:validation.invalidEmail') }))
  .transform((value) => value.toLowerCase());

const password = z
  .string({ error: keyed('messages:validation.passwordRequired') })
  .min(1, { message: keyed('messages:validation.passwordRequired') })
  .max(200);

/** Sign-in payload: the email is lower-cased before it is sent (SPEC.md §5). */
export const signInSchema = z.object({ email, password });
export type SignIn = z.output<typeof signInSchema>;

/** Sign-up payload: like sign-in, with a minimum password length. */
export const signUpSchema = z.object({
  email,
  password: password.refine((value) => value.length >= MIN_PASSWORD_LENGTH, {
    message: keyed('app:validation.passwordTooShort'),
  }),
});
export type SignUp = z.output<typeof signUpSchema>;

/** Password change, sent as password and password_confirmation. */
export const passwordChangeSchema = z
  .object({
    password: z
      .string()
      .min(MIN_PASSWORD_LENGTH, {
        message: keyed('app:validation.passwordTooShort'),
      })
      .max(200),
    password_confirmation: z
      .string()
      .min(1, { message: keyed('messages:validation.verifyPasswordRequired') })
      .max(200),
  })
  .refine((body) => body.password === body.password_confirmation, {
    message: keyed('app:validation.passwordsDontMatch'),
    path: ['password_confirmation'],
  });
export type PasswordChange = z.output<typeof passwordChangeSchema>;

export { AUTH_HEADERS, type AuthHeader } from './auth-headers.ts';

export const userSchema = z.object({
  id: z.number().int(),
  uid: z.string(),
  email: z.string(),
  is_activated: z.boolean(),
  has_password: z
    .boolean()
    .optional()
    .describe('False for an invited account that signed in by its link and has no password yet'),
  email_verified: z
    .boolean()
    .optional()
    .describe(
      'Whether the owner followed a verification link to this address; connecting a mailing service and exporting subscribers wait for it',
    ),
});
export type User = z.output<typeof userSchema>;
