// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Session, SessionProvider, useSession } from './session.tsx';

const user = { id: 3, uid: 'o@example.com', email: 'o@example.com', is_activated: true };

function Probe(props: { onSession(session: Session): void }) {
  const session = useSession();
  props.onSession(session);
  return <p>status {session.status}</p>;
}

function mount(calls: {
  hasCredentials(): boolean;
  validateToken(): Promise<typeof user>;
  signOut(): Promise<void>;
}) {
  let latest: Session | null = null;
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SessionProvider calls={calls}>
        <Probe onSession={(session) => (latest = session)} />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return () => latest;
}

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

describe('the session', () => {
  it('is unknown until the stored token is checked, then signed in', async () => {
    let answer: (value: typeof user) => void = () => undefined;
    const validateToken = vi.fn(() => new Promise<typeof user>((resolve) => (answer = resolve)));
    const session = mount({ hasCredentials: () => true, validateToken, signOut: async () => {} });
    expect(screen.getByText('status unknown')).toBeTruthy();
    await act(async () => answer(user));
    expect(screen.getByText('status signed-in')).toBeTruthy();
    expect(session()?.user).toEqual(user);
  });

  it('is signed out at once when nothing is stored, without asking the server', async () => {
    const validateToken = vi.fn(async () => user);
    mount({ hasCredentials: () => false, validateToken, signOut: async () => {} });
    expect(await screen.findByText('status signed-out')).toBeTruthy();
    expect(validateToken).not.toHaveBeenCalled();
  });

  it('is signed out when the token check fails', async () => {
    mount({
      hasCredentials: () => true,
      validateToken: () => Promise.reject(new Error('401')),
      signOut: async () => {},
    });
    expect(await screen.findByText('status signed-out')).toBeTruthy();
  });

  it('signs out and forgets the device data even when the server call fails', async () => {
    window.localStorage.setItem('podpie.auth', '{"access-token":"t"}');
    window.localStorage.setItem('7_builder', '{}');
    window.localStorage.setItem('podpie.language', 'tw');
    window.localStorage.setItem('draft_builder', '{}');
    const session = mount({
      hasCredentials: () => true,
      validateToken: async () => user,
      signOut: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await screen.findByText('status signed-in');
    await act(async () => session()?.signOut());
    expect(screen.getByText('status signed-out')).toBeTruthy();
    expect(window.localStorage.getItem('podpie.auth')).toBeNull();
    expect(window.localStorage.getItem('7_builder')).toBeNull();
    // The language and a signed-out visitor's draft are not the account's.
    expect(window.localStorage.getItem('podpie.language')).toBe('tw');
    expect(window.localStorage.getItem('draft_builder')).toBe('{}');
  });
});
