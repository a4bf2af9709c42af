import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { api, authCalls } from '../api/instance.ts';
import { SessionProvider } from '../shared/session.tsx';

const sessionCalls = {
  validateToken: authCalls.validateToken,
  signOut: authCalls.signOut,
  hasCredentials: api.hasCredentials,
};

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // A 4xx will not change on retry; one retry covers a dropped connection.
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 10_000 },
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
