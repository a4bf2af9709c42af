import type { User } from '@podpie/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ApiError } from '../api/client.ts';
import { api, authCalls } from '../api/instance.ts';
import { SessionProvider } from '../shared/session.tsx';

let earlyCheck: Promise<User> | null = null;

/**
 * Asks the server about the stored sign-in as the app starts (main.tsx), before anything is drawn:
 * the session's first check would otherwise wait for the app's first render, and for a Chinese
 * reader for their dictionary's download before it. The signed-in screen waits for that answer.
 */
export function checkStoredSignInNow(): void {
  if (!api.hasCredentials()) return;
  earlyCheck = authCalls.validateToken();
  // Its refusal is read by the session's first check; until then it is not unhandled.
  earlyCheck.catch(() => undefined);
}

const sessionCalls = {
  /** The answer asked for at start, once; every later check asks again. */
  validateToken: (): Promise<User> => {
    const early = earlyCheck;
    earlyCheck = null;
    return early ?? authCalls.validateToken();
  },
  signOut: authCalls.signOut,
  hasCredentials: api.hasCredentials,
};

/**
 * One retry covers a dropped connection or a server restart. A refusal (4xx other than a timeout
 * or a rate limit) will not change on retry, and retrying it only delays its message by a second
 * ("Project not found" on another owner's address, say).
 */
function retriesOnce(failures: number, error: unknown): boolean {
  if (failures >= 1) return false;
  if (!(error instanceof ApiError)) return true;
  return error.status >= 500 || error.status === 408 || error.status === 429;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: retriesOnce, refetchOnWindowFocus: false, staleTime: 10_000 },
      mutations: { retry: false },
    },
  });
}

export function Providers(props: { i18n: i18n; queryClient: QueryClient; children: ReactNode }) {
  return (
    <I18nextProvider i18n={props.i18n}>
      <QueryClientProvider client={props.queryClient}>
        <SessionProvider calls={sessionCalls}>{props.children}</SessionProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
