import { z } from 'zod';
import { keyed } from '../i18n/issue.ts';
import { webauthnOptionsAnswer, webauthnResponse } from './webauthn.ts';

// Issue 33's account security calls under /api/auth: two-step codes, passkeys and devices.

/** A six-digit authenticator code, or a recovery code (letters, digits, dashes). */
const oneTimeCode = z
  .string()
  .trim()
  .min(6)
  .max(40)
  .describe('A six-digit code from the authenticator app, or one of the recovery codes');

/** POST /api/auth/two_factor: a new secret to add to an authenticator app (not asked yet). */
export const twoFactorSetupAnswer = z.object({
  secret: z.string().describe('The secret in base32, for typing into an app'),
  otpauth_url: z.string().describe('The otpauth:// address the QR code shows'),
});

/** POST /api/auth/two_factor/confirm and /recovery_codes. */
export const twoFactorCodeBody = z.strictObject({ code: oneTimeCode });

/** The ten recovery codes, shown once. */
export const twoFactorConfirmAnswer = z.object({
  recovery_codes: z.array(z.string()).describe('Ten one-time codes; only their hashes are kept'),
});

/** GET /api/auth/two_factor. */
export const twoFactorStatusAnswer = z.object({
  enabled: z.boolean(),
  recovery_codes_left: z.number().int().describe('Unused recovery codes'),
});

export const securitySuccessAnswer = z.object({ success: z.literal(true) });

/** One signed-in device. */
export const deviceSchema = z.object({
  id: z.number().int(),
  client: z.enum(['desktop', 'phone', 'tablet', 'other']).describe('The kind of device'),
  browser: z.string().nullable().describe('From the user agent, e.g. "Firefox 128"'),
  system: z.string().nullable().describe('From the user agent, e.g. "Android 14"'),
  first_seen: z.string().describe('The sign-in, ISO 8601'),
  last_seen: z.string().describe('The last call, ISO 8601 (to the minute)'),
  current: z.boolean().describe('The device making this call'),
});
export type Device = z.output<typeof deviceSchema>;

/** GET /api/auth/sessions. */
export const sessionsAnswer = z.object({ sessions: z.array(deviceSchema) });

/** DELETE /api/auth/sessions/{id}, PATCH and DELETE /api/auth/passkeys/{id}. */
export const sessionIdParams = z.strictObject({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

export const signOutOthersAnswer = z.object({
  success: z.literal(true),
  signed_out: z.number().int().describe('Devices signed out'),
});

/** One passkey of the account. */
export const passkeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type Passkey = z.output<typeof passkeySchema>;

export const passkeysAnswer = z.object({ passkeys: z.array(passkeySchema) });

const passkeyName = z.string().trim().min(1).max(60).describe("The owner's name for the passkey");

/** POST /api/auth/passkeys. */
export const passkeyAddBody = z.strictObject({
  name: passkeyName.optional(),
  response: webauthnResponse,
});

/** PATCH /api/auth/passkeys/{id}. */
export const passkeyRenameBody = z.strictObject({ name: passkeyName });

/** POST /api/auth/passkey_sign_in. */
export const passkeySignInBody = z.strictObject({ response: webauthnResponse });

/** DELETE /api/auth/two_factor: a current code, or a passkey of the account, never neither. */
export const twoFactorOffBody = z
  .strictObject({
    code: oneTimeCode.optional(),
    passkey: webauthnResponse
      .optional()
      .describe('Instead of code: the answer to POST /api/auth/passkey_confirmation/options'),
  })
  .refine((body) => body.code !== undefined || body.passkey !== undefined, {
    message: keyed('app:security.codeRequired'),
    path: ['code'],
  });

export { webauthnOptionsAnswer, webauthnResponse };
