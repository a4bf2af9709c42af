import { z } from 'zod';

// A module of its own: the sign-in answers need these, and every screen loads those, but not the
// rest of the account's security schemas.

/**
 * The browser's WebAuthn answer as @simplewebauthn/browser gives it (checked by the server).
 */
export const webauthnResponse = z
  .looseObject({ id: z.string().max(1400), rawId: z.string().max(1400), type: z.string() })
  .describe('The answer of navigator.credentials, as JSON');

/** Options for navigator.credentials.create/get, as @simplewebauthn/server makes them. */
export const webauthnOptionsAnswer = z
  .looseObject({ challenge: z.string() })
  .describe('PublicKeyCredentialCreationOptionsJSON or PublicKeyCredentialRequestOptionsJSON');
