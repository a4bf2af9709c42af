import {
  type Device,
  type Passkey,
  passkeySchema,
  passkeysAnswer,
  securitySuccessAnswer,
  sessionsAnswer,
  signOutOthersAnswer,
  twoFactorConfirmAnswer,
  twoFactorSetupAnswer,
  twoFactorStatusAnswer,
  webauthnOptionsAnswer,
} from '@podpie/core';
import { api } from '../../api/instance.ts';

// Issue 33's calls for the account security screen; the sign-in's passkey call is in auth.

export const securityKeys = {
  twoFactor: ['auth', 'two_factor'] as const,
  passkeys: ['auth', 'passkeys'] as const,
  devices: ['auth', 'sessions'] as const,
};

export const securityCalls = {
  twoFactorStatus: () => api.get('/auth/two_factor', { parse: twoFactorStatusAnswer }),
  startTwoFactor: () => api.post('/auth/two_factor', undefined, { parse: twoFactorSetupAnswer }),
  confirmTwoFactor: async (code: string) =>
    (await api.post('/auth/two_factor/confirm', { code }, { parse: twoFactorConfirmAnswer }))
      .recovery_codes,
  renewRecoveryCodes: async (code: string) =>
    (await api.post('/auth/two_factor/recovery_codes', { code }, { parse: twoFactorConfirmAnswer }))
      .recovery_codes,
  /** Off with a current code, or with the answer of confirmWithPasskey. */
  disableTwoFactor: (proof: { code: string } | { passkey: unknown }) =>
    api.request('DELETE', '/auth/two_factor', { body: proof, parse: securitySuccessAnswer }),
  /**
   * One of the account's passkeys proving the owner is here (issue 33): the browser's answer, to
   * send as `passkey` in place of a code or the current password. Used once, within five minutes.
   */
  async confirmWithPasskey(): Promise<unknown> {
    const { startAuthentication } = await import('@simplewebauthn/browser');
    const options = await api.post('/auth/passkey_confirmation/options', undefined, {
      parse: webauthnOptionsAnswer,
    });
    // The server made these with @simplewebauthn/server, whose types the browser package shares.
    return startAuthentication({
      optionsJSON: options as unknown as Parameters<typeof startAuthentication>[0]['optionsJSON'],
    });
  },

  devices: async (): Promise<Device[]> =>
    (await api.get('/auth/sessions', { parse: sessionsAnswer })).sessions,
  signOutDevice: (id: number) =>
    api.delete(`/auth/sessions/${id}`, { parse: securitySuccessAnswer }),
  signOutOthers: () => api.delete('/auth/sessions', { parse: signOutOthersAnswer }),

  passkeys: async (): Promise<Passkey[]> =>
    (await api.get('/auth/passkeys', { parse: passkeysAnswer })).passkeys,
  /** Asks the browser for a new passkey and stores it; the WebAuthn code loads only here. */
  async addPasskey(): Promise<Passkey> {
    const { startRegistration } = await import('@simplewebauthn/browser');
    const options = await api.post('/auth/passkeys/options', undefined, {
      parse: webauthnOptionsAnswer,
    });
    // The server made these with @simplewebauthn/server, whose types the browser package shares.
    const response = await startRegistration({
      optionsJSON: options as unknown as Parameters<typeof startRegistration>[0]['optionsJSON'],
    });
    return api.post('/auth/passkeys', { response }, { parse: passkeySchema });
  },
  renamePasskey: (id: number, name: string) =>
    api.request('PATCH', `/auth/passkeys/${id}`, { body: { name }, parse: passkeySchema }),
  removePasskey: (id: number) =>
    api.delete(`/auth/passkeys/${id}`, { parse: securitySuccessAnswer }),
};
