import type { User } from '@podpie/core';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ApiError, hasErrorCode } from '../../api/client.ts';
import { authCalls } from '../../api/instance.ts';
import { useSession } from '../../shared/session.tsx';
import { TRACKED_EVENTS, tracker } from '../analytics/index.ts';
import type { NoticeText } from '../notifications/index.ts';
import { notify } from '../notifications/notify.ts';
import type { DraftAddress } from './adopt-draft.ts';

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

/** The sign-in form's values, with the two-step code when one was asked for. */
export type SignInValues = { email: string; password: string; otp_code?: string };

/**
 * Sign in with a passkey of this site (discoverable: no e-mail typed); the guard then sends the
 * owner to /dashboard.
 */
export function usePasskeySignIn() {
  const session = useSession();
  return useMutation({
    mutationFn: () => authCalls.signInWithPasskey(),
    onSuccess: (user) => {
      welcome(user, TRACKED_EVENTS.successfulLogin);
      session.signedIn(user);
    },
    onError: async (error) => {
      tracker.track(TRACKED_EVENTS.unsuccessfulLogin);
      // The owner closing the browser's dialog is no failure worth a notice.
      if (error instanceof Error && error.name === 'NotAllowedError') return;
      notify({
        type: 'error',
        message: { key: 'messages:loginFailed.title' },
        description: await failureText(error, { key: 'auth:passkey.failed' }),
      });
    },
  });
}

/**
 * Sign in with e-mail and password; the guard then sends the owner to /dashboard. `leave:
 * 'stay'`: signing in from the editor's Register modal, which then asks for the page's address
 * and adopts the draft exactly as after a sign-up (publishDraftAt).
 */
export function useSignIn(
  options: {
    leave?: 'stay';
    /** Two-step codes are on: the screen asks for a code and sends the sign-in again with it. */
    onCodeNeeded?: (values: SignInValues) => void;
  } = {},
) {
  const session = useSession();
  return useMutation({
    mutationFn: async (values: SignInValues) => {
      const { CREDENTIAL_SCHEMAS } = await import('./credential-schemas.ts');
      const credentials = CREDENTIAL_SCHEMAS['sign-in'].parse(values);
      return authCalls.signIn(
        values.otp_code ? { ...credentials, otp_code: values.otp_code } : credentials,
      );
    },
    onSuccess: (user) => {
      welcome(user, TRACKED_EVENTS.successfulLogin);
      // The caller adopts the draft itself, once the owner has chosen the page's address.
      if (options.leave === 'stay') return;
      session.signedIn(user);
    },
    onError: async (error, values) => {
      tracker.track(TRACKED_EVENTS.unsuccessfulLogin);
      if (hasErrorCode(error, 'two_factor_required') && options.onCodeNeeded) {
        options.onCodeNeeded(values);
        // The first answer only asks for the code; a wrong one is said.
        if (!values.otp_code) return;
      }
      const limited =
        hasErrorCode(error, 'rate_limited') || hasErrorCode(error, 'two_factor_required');
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
 * sign-up flow of /signup and of the editor's Register modal (`leave: 'stay'`: the modal then asks
 * for the page's address and adopts the draft itself, with publishDraftAt).
 */
export function useSignUp(options: { leave?: 'stay' } = {}) {
  const session = useSession();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (values: unknown) => {
      const { CREDENTIAL_SCHEMAS } = await import('./credential-schemas.ts');
      return authCalls.signUp(CREDENTIAL_SCHEMAS['sign-up'].parse(values));
    },
    onSuccess: async (user) => {
      welcome(user, TRACKED_EVENTS.successfulSignUp);
      if (options.leave === 'stay') return;
      // /signup may bring a draft too (built, then the visitor came here to register).
      const { adoptSignedOutDraft } = await import('./adopt-draft.ts');
      const adopted = await adoptSignedOutDraft();
      session.signedIn(user);
      // Without a draft, the dashboard greets the new owner with the ways to start a page.
      navigate('/dashboard', {
        replace: true,
        flushSync: true,
        state: adopted === null ? { welcome: true } : null,
      });
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
      // The dashboard asks an owner without a password to choose one first.
      navigate('/dashboard', { replace: true, flushSync: true });
    },
    onError: (error, invite) => {
      tracker.track(TRACKED_EVENTS.unsuccessfulLogin);
      const used = isInviteUsed(error);
      // A spent passcode must not stay in the address bar (or the history) to be tried again.
      // A used link's sign-in screen then says how to get back in.
      navigate('/signin', { replace: true, state: used ? usedInviteState(invite.username) : null });
      notify({
        type: 'error',
        message: { key: 'messages:loginFailed.title' },
        description: used
          ? { key: 'auth:invite.alreadyUsed' }
          : { key: 'messages:loginFailed.description' },
      });
    },
  });
}

/** The sign-in screen's state after a used invite link: it shows the way back in. */
type UsedInviteState = { usedInvite: { email: string } };

function usedInviteState(email: string): UsedInviteState {
  return { usedInvite: { email: email.trim().toLowerCase() } };
}

/** The address of the used invite link the sign-in screen was opened after, or null. */
export function usedInviteEmail(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('usedInvite' in state)) return null;
  const { usedInvite } = state;
  if (typeof usedInvite !== 'object' || usedInvite === null || !('email' in usedInvite)) {
    return null;
  }
  return typeof usedInvite.email === 'string' ? usedInvite.email : null;
}

/** The server's answer for an invite link whose passcode was already used. */
function isInviteUsed(error: unknown): boolean {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) {
    return false;
  }
  return (error.body as { reason?: unknown }).reason === 'invite_used';
}

/**
 * After a 'stay' sign-up or sign-in: the draft becomes a project of the owner at the chosen
 * address, then the dashboard opens. A full load, not a client-side switch: were the session to
 * turn signed-in while a signed-out route (the draft editor) is still drawn, its guard would send
 * the owner to /project-setup first. Answers false, with the draft kept, when the project could
 * not be created; `handled` may show why itself.
 */
export async function publishDraftAt(
  address: DraftAddress,
  handled: (error: unknown) => boolean,
): Promise<boolean> {
  const { adoptSignedOutDraft } = await import('./adopt-draft.ts');
  if ((await adoptSignedOutDraft(address, handled)) === null) return false;
  window.location.assign('/dashboard');
  return true;
}
