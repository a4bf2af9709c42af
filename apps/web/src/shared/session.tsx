import type { User } from '@podpie/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { type authCalls, setUnauthorizedHandler } from '../api/instance.ts';
import { clearLocalData } from './local-data.ts';

/** Unknown until the first /api/auth/validate_token answer. */
export type SessionStatus = 'unknown' | 'signed-in' | 'signed-out';

export type Session = {
  status: SessionStatus;
  user: User | null;
  /** Records a user the server just signed in (sign in, sign up, invite). */
  signedIn(user: User): void;
  /** Signs out on the server and, whatever it answers, forgets everything on this device. */
  signOut(): Promise<void>;
};

export const SessionContext = createContext<Session | null>(null);

type SessionCalls = Pick<typeof authCalls, 'validateToken' | 'signOut'> & {
  hasCredentials(): boolean;
};

/** Checks the stored token once, then keeps the signed-in user for every screen. */
export function SessionProvider(props: { children: ReactNode; calls: SessionCalls }) {
  const { calls } = props;
  const queryClient = useQueryClient();
  // Without stored credentials the answer is known at once: a prerendered sign-in screen stays
  // drawn instead of blanking while an effect finds out what was already certain.
  const [state, setState] = useState<{ status: SessionStatus; user: User | null }>(() => ({
    status: calls.hasCredentials() ? 'unknown' : 'signed-out',
    user: null,
  }));

  const check = useCallback(async () => {
    if (!calls.hasCredentials()) {
      setState({ status: 'signed-out', user: null });
      return;
    }
    // The answer swaps the spinner for the whole screen (the dashboard's cards, the editor): as a
    // transition React draws it in slices that let the browser paint and take input between them,
    // instead of one task of ~350 ms on a phone.
    let next: { status: SessionStatus; user: User | null };
    try {
      next = { status: 'signed-in', user: await calls.validateToken() };
    } catch {
      next = { status: 'signed-out', user: null };
    }
    startTransition(() => setState(next));
  }, [calls]);

  useEffect(() => {
    void check();
    // A refused signed-in call means the token expired or was revoked: re-check, which clears it.
    setUnauthorizedHandler(() => void check());
    return () => setUnauthorizedHandler(null);
  }, [check]);

  const signedIn = useCallback((user: User) => setState({ status: 'signed-in', user }), []);
  const signOut = useCallback(async () => {
    try {
      await calls.signOut();
    } catch {
      // SPEC.md §4: a failed sign-out still clears local data.
    } finally {
      clearLocalData();
      queryClient.clear();
      setState({ status: 'signed-out', user: null });
    }
  }, [calls, queryClient]);

  const value = useMemo<Session>(
    () => ({ ...state, signedIn, signOut }),
    [state, signedIn, signOut],
  );
  return <SessionContext value={value}>{props.children}</SessionContext>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside SessionProvider');
  return session;
}
