// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { projectKeys } from '../../api/query-keys.ts';
import { notifier } from '../notifications/index.ts';
import { useDeleteProject } from './use-projects.ts';

afterEach(() => vi.unstubAllGlobals());

describe('deleting a project from the dashboard', () => {
  it('drops it from the list and forgets every answer about it: analytics, subscribers, health', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ message: 'Deleted.' }), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    client.setQueryData(projectKeys.list, [
      { id: 3, title: 'My Show', slug: 'my-show' },
      { id: 4 },
    ]);
    for (const key of [
      projectKeys.view(3),
      projectKeys.health(3),
      projectKeys.analytics(3, '2026-01-01', '2026-01-30'),
      projectKeys.subscribers(3),
      projectKeys.view(4),
    ]) {
      client.setQueryData(key, {});
    }
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useDeleteProject(), { wrapper });
    await result.current.mutateAsync(3);
    expect(client.getQueryData(projectKeys.list)).toEqual([{ id: 4 }]);
    // The notice names the project the owner knows, not its number.
    expect(notifier.current()?.message).toEqual({
      key: 'messages:projectDeleted',
      values: { name: 'My Show' },
    });
    const cached = client
      .getQueryCache()
      .getAll()
      .map((query) => query.queryKey);
    expect(cached).toEqual(expect.arrayContaining([projectKeys.list, projectKeys.view(4)]));
    expect(cached).toHaveLength(2);
  });
});
