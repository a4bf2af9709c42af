import type { User } from '@podpie/core';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ApiError, hasErrorCode } from '../../api/client.ts';
import { authCalls } from '../../api/instance.ts';
import { useSession } from '../../shared/session.tsx';
import { TRACKED_EVENTS, tracker } from '../analytics/index.ts';
import type { NoticeText } from '../notifications/index.ts';
import { notify } from '../notifications/notify.ts';

/** serverMessage, fetched when a call has failed (it reads the answer with a zod schema). */
async function failureText(error: unknown, fallback: NoticeText): Promise<NoticeText> {
  const { serverMessage } = await import('../notifications/server-message.ts');
  return serverMessage(error, fallback);
}

function welcome(
  user: User,
  event: typeof TRACKED_EVENTS.successfulLogin | typeof TRACKED_EVENTS.successfulSignUp,
) {
  tracker.identify(user);
  tracker.track(event);
}

/** Sign in with e-mail and password; the guard then sends the owner to /dashboard. */
export function useSignIn() {
  const session = useSession();
  return useMutation({
    mutationFn: async (values: unknown) => {
      const { CREDENTIAL_SCHEMAS } = await import('./credential-schemas.ts');
      return authCalls.signIn(CREDENTIAL_SCHEMAS['sign-in'].parse(values));
    },
    onSuccess: (user) => {
      welcome(user, TRACKED_EVENTS.successfulLogin);
      session.signedIn(user);
    },
    onError: async (error) => {
      tracker.track(TRACKED_EVENTS.unsuccessfulLogin);
      const limited = hasErrorCode(error, 'rate_limited');
      notify({
        type: 'error',
        message: { key: 'messages:loginFailed.title' },
        description: limited
          ? await failureText(error, { key: 'messages:loginFailed.description' })
          : { key: 'messages:loginFailed.description' },
      });
    },
  });
}

/**
 * Create an account; a signed-out draft becomes the owner's first project (SPEC.md §4). The one
 * sign-up flow of /signup and of the editor's Register modal; `leave` says where to go after.
 */
export function useSignUp(options: { leave?: 'navigate' | 'reload' } = {}) {
  const session = useSession();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (values: unknown) => {
      const { CREDENTIAL_SCHEMAS } = await import('./credential-schemas.ts');
      return authCalls.signUp(CREDENTIAL_SCHEMAS['sign-up'].parse(values));
    },
    onSuccess: async (user) => {
      welcome(user, TRACKED_EVENTS.successfulSignUp);
      // Loaded on demand: only sign-ups that bring a draft need the editor's storage code.
      const { adoptSignedOutDraft } = await import('./adopt-draft.ts');
      await adoptSignedOutDraft();
      // A full load, not a client-side switch: were the session to turn signed-in while a
      // signed-out route (the draft editor) is still drawn, its guard would send the owner to
      // /project-setup first.
      if (options.leave === 'reload') {
        window.location.assign('/dashboard');
        return;
      }
      session.signedIn(user);
      navigate('/dashboard', { replace: true, flushSync: true });
    },
    onError: async (error) => {
      const taken = hasErrorCode(error, 'email_taken');
      notify({
        type: 'error',
        message: { key: 'messages:signUpFailed.title' },
        description: taken
          ? { key: 'messages:signUpFailed.description' }
          : await failureText(error, { key: 'messages:signUpFailed.description' }),
      });
    },
  });
}

/**
 * The invite link's login (SPEC.md §2): sign in with the passcode, mark the account activated,
 * then open the dashboard.
 */
export function useInviteLogin() {
  const session = useSession();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (invite: { username: string; passcode: string }) => {
      await authCalls.signInWithPasscode({
        email: invite.username.trim().toLowerCase(),
        passcode: invite.passcode,
      });
      return authCalls.activateAccount();
    },
    onSuccess: (user) => {
      welcome(user, TRACKED_EVENTS.successfulLogin);
      session.signedIn(user);
      navigate('/dashboard', { replace: true, flushSync: true });
    },
    onError: (error) => {
      tracker.track(TRACKED_EVENTS.unsuccessfulLogin);
      // A spent passcode must not stay in the address bar (or the history) to be tried again.
      navigate('/signin', { replace: true });
      notify({
        type: 'error',
        message: { key: 'messages:loginFailed.title' },
        description: isInviteUsed(error)
          ? { key: 'auth:invite.alreadyUsed' }
          : { key: 'messages:loginFailed.description' },
      });
    },
  });
}

/** The server's answer for an invite link whose passcode was already used. */
function isInviteUsed(error: unknown): boolean {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) {
    return false;
  }
  return (error.body as { reason?: unknown }).reason === 'invite_used';
}
