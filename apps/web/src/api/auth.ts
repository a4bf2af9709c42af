import type {
  ForgotPasswordAnswer,
  PasswordChange,
  ResetPasswordBody,
  SignIn,
  SignUp,
  User,
} from '@podpie/core';
import { type ApiClient, ApiError } from './client.ts';

const answers = () => import('./auth-answers.ts');

/** The auth calls of SPEC.md §7 (devise-token-auth under /api/auth). */
export function authApi(client: ApiClient) {
  async function signInWith(
    body:
      | { email: string; password: string; otp_code?: string }
      | { email: string; passcode: string },
  ) {
    try {
      const { signInAnswer } = await answers();
      return (await client.post('/auth/sign_in', body, { parse: signInAnswer })).data;
    } catch (error) {
      // SPEC.md §8: a failed login leaves no credentials behind.
      client.clearCredentials();
      throw error;
    }
  }

  return {
    /**
     * The signed-in user. A failed check clears the stored credentials (SPEC.md §4): the server
     * refused the token or answered something else than a user. A check cut short is no answer:
     * leaving the page while it runs (the lazy schema or the call is cancelled) or a dropped
     * network keeps the credentials, so the next page is still signed in.
     */
    async validateToken(): Promise<User> {
      let answered = false;
      try {
        // The call does not wait for the answer's schema to load: on a phone that was a round
        // trip before every signed-in screen could draw.
        const asked = client.get('/auth/validate_token').then((payload) => {
          answered = true;
          return payload;
        });
        const [{ validateTokenAnswer }, payload] = await Promise.all([answers(), asked]);
        return validateTokenAnswer.parse(payload).data;
      } catch (error) {
        if (answered || error instanceof ApiError) client.clearCredentials();
        throw error;
      }
    },
    /** `otp_code`: sent again after a 401 two_factor_required (issue 33). */
    signIn: (body: SignIn & { otp_code?: string }): Promise<User> => signInWith(body),
    /** Sign in with a passkey of this site; the WebAuthn code loads only when asked. */
    async signInWithPasskey(): Promise<User> {
      const [{ startAuthentication }, { webauthnOptionsAnswer, signInAnswer }] = await Promise.all([
        import('@simplewebauthn/browser'),
        answers(),
      ]);
      const options = await client.post('/auth/passkey_sign_in/options', undefined, {
        parse: webauthnOptionsAnswer,
      });
      // The server made these with @simplewebauthn/server, whose types the browser package shares.
      const response = await startAuthentication({
        optionsJSON: options as unknown as Parameters<typeof startAuthentication>[0]['optionsJSON'],
      });
      try {
        return (await client.post('/auth/passkey_sign_in', { response }, { parse: signInAnswer }))
          .data;
      } catch (error) {
        client.clearCredentials();
        throw error;
      }
    },
    /** The invite link's login: the username is the e-mail, the passcode replaces the password. */
    signInWithPasscode: (body: { email: string; passcode: string }): Promise<User> =>
      signInWith(body),
    async signUp(body: SignUp): Promise<User> {
      const { accountAnswer } = await answers();
      return (await client.post('/auth', body, { parse: accountAnswer })).data;
    },
    async activateAccount(): Promise<User> {
      const { accountAnswer } = await answers();
      return (await client.put('/auth', { is_activated: true }, { parse: accountAnswer })).data;
    },
    /** Local credentials go even when the server cannot be told (SPEC.md §4). */
    async signOut(): Promise<void> {
      try {
        const { signOutAnswer } = await answers();
        await client.delete('/auth/sign_out', { parse: signOutAnswer });
      } finally {
        client.clearCredentials();
      }
    },
    /** `current_password` is left out only by an invited owner choosing a first password. */
    async changePassword(
      body: PasswordChange & {
        current_password?: string | undefined;
        /** With two-step codes on: a current code instead of the password. */
        otp_code?: string | undefined;
        /** A passkey's answer to /auth/passkey_confirmation/options instead of the password. */
        passkey?: unknown;
      },
    ): Promise<string | undefined> {
      const { passwordChangeAnswer } = await answers();
      return (await client.put('/auth/password', body, { parse: passwordChangeAnswer })).message;
    },
    /** Asks for a reset link; the answer is the same whether or not the address has an account. */
    async forgotPassword(email: string): Promise<ForgotPasswordAnswer> {
      const { forgotPasswordAnswer } = await answers();
      return client.post('/auth/password/forgot', { email }, { parse: forgotPasswordAnswer });
    },
    async resetPassword(body: ResetPasswordBody): Promise<void> {
      const { resetPasswordAnswer } = await answers();
      await client.post('/auth/password/reset', body, { parse: resetPasswordAnswer });
    },
    /** "Send again": a new verification link to the account's address (issue 33). */
    async sendVerification(): Promise<void> {
      await client.post('/auth/email/verification');
    },
    /** Opens a verification link; answers the account's proven address. */
    async verifyEmail(token: string): Promise<string> {
      const { verifyEmailAnswer } = await answers();
      return (await client.post('/auth/email/verify', { token }, { parse: verifyEmailAnswer }))
        .email;
    },
  };
}
