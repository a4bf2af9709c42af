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
    body: { email: string; password: string } | { email: string; passcode: string },
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
        const { validateTokenAnswer } = await answers();
        const payload = await client.get('/auth/validate_token');
        answered = true;
        return validateTokenAnswer.parse(payload).data;
      } catch (error) {
        if (answered || error instanceof ApiError) client.clearCredentials();
        throw error;
      }
    },
    signIn: (body: SignIn): Promise<User> => signInWith(body),
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
    async changePassword(body: PasswordChange): Promise<string | undefined> {
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
  };
}
