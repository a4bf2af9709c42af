import { signInSchema, signUpSchema, type User } from '@podpie/core';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { authCalls } from '../../api/instance.ts';
import { useSession } from '../../app/session.tsx';
import { tracker } from '../analytics/tracker.ts';
import { TRACKED_EVENTS } from '../analytics/tracking.ts';
import { notify, serverMessage } from '../notifications/notify.ts';

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
    mutationFn: (values: unknown) => authCalls.signIn(signInSchema.parse(values)),
    onSuccess: (user) => {
      welcome(user, TRACKED_EVENTS.successfulLogin);
      session.signedIn(user);
    },
    onError: (error) => {
      tracker.track(TRACKED_EVENTS.unsuccessfulLogin);
      const limited = error instanceof ApiError && error.status === 429;
      notify({
        type: 'error',
        message: { key: 'messages:loginFailed.title' },
        description: limited
          ? serverMessage(error, { key: 'messages:loginFailed.description' })
          : { key: 'messages:loginFailed.description' },
      });
    },
  });
}

/** Create an account; a signed-out draft becomes the owner's first project (SPEC.md §4). */
export function useSignUp() {
  const session = useSession();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (values: unknown) => authCalls.signUp(signUpSchema.parse(values)),
    onSuccess: async (user) => {
      welcome(user, TRACKED_EVENTS.successfulSignUp);
      // Loaded on demand: only sign-ups that bring a draft need the editor's storage code.
      const { adoptSignedOutDraft } = await import('./adopt-draft.ts');
      await adoptSignedOutDraft();
      session.signedIn(user);
      navigate('/dashboard', { replace: true, flushSync: true });
    },
    onError: (error) => {
      const taken = error instanceof ApiError && error.status === 422;
      notify({
        type: 'error',
        message: { key: 'messages:signUpFailed.title' },
        description: taken
          ? { key: 'messages:signUpFailed.description' }
          : serverMessage(error, { key: 'messages:signUpFailed.description' }),
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
    onError: () => {
      tracker.track(TRACKED_EVENTS.unsuccessfulLogin);
      notify({
        type: 'error',
        message: { key: 'messages:loginFailed.title' },
        description: { key: 'messages:loginFailed.description' },
      });
    },
  });
}
