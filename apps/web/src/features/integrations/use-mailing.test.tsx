// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mailingKeys, projectKeys } from '../../api/query-keys.ts';
import { useConnectMailing, useDisconnectMailing } from './use-mailing.ts';

const answer = (body: unknown) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

function setup() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  client.setQueryData(mailingKeys.integrations, []);
  client.setQueryData(mailingKeys.services, []);
  client.setQueryData(projectKeys.view(3), { id: 3 });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const invalidated = (key: readonly unknown[]) =>
    client.getQueryState(key)?.isInvalidated ?? false;
  return { client, wrapper, invalidated };
}

afterEach(() => vi.unstubAllGlobals());

describe('connecting and disconnecting a mailing account', () => {
  it('makes the Integrations page and the add menu fetch again, and nothing else', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        answer({
          message: 'Your Podpie list is ready.',
          key: 'integrations:serverMessages.builtInReady',
        }),
      ),
    );
    const { wrapper, invalidated } = setup();
    const { result } = renderHook(() => useConnectMailing(), { wrapper });
    const done = await result.current.mutateAsync({ serviceId: 2 });
    expect(done.key).toBe('integrations:serverMessages.builtInReady');
    expect(invalidated(mailingKeys.integrations)).toBe(true);
    expect(invalidated(mailingKeys.services)).toBe(true);
    expect(invalidated(projectKeys.view(3))).toBe(false);
  });

  it('a disconnect as well', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer({ message: 'Mailing integration deleted.' })),
    );
    const { wrapper, invalidated } = setup();
    const { result } = renderHook(() => useDisconnectMailing(), { wrapper });
    await result.current.mutateAsync({ serviceId: 1, integrationId: 7 });
    expect(invalidated(mailingKeys.integrations)).toBe(true);
  });
});
