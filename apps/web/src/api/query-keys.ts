import type { QueryClient } from '@tanstack/react-query';
import type { ProjectView } from './projects.ts';

// The keys of every cached answer, by what the answer is about: all of one project's answers sit
// under ['projects', id], so one invalidation reaches every screen that shows that project. The
// fetching half (queryOptions) is queries.ts; this half stays free of the calls and their schemas
// so the editor and the quick start can announce a change without loading them.

export const projectKeys = {
  all: ['projects'] as const,
  list: ['projects', 'list'] as const,
  about: (id: number) => ['projects', id] as const,
  view: (id: number) => ['projects', id, 'view'] as const,
  health: (id: number) => ['projects', id, 'health'] as const,
  episodes: (id: number) => ['projects', id, 'episodes'] as const,
  analytics: (id: number, from: string, to: string) =>
    ['projects', id, 'analytics', from, to] as const,
  analyticsSettings: (id: number) => ['projects', id, 'analytics-settings'] as const,
  subscribers: (id: number) => ['projects', id, 'subscribers'] as const,
  domain: (id: number) => ['projects', id, 'domain'] as const,
};

export const mailingKeys = {
  all: ['mailing'] as const,
  services: ['mailing', 'services'] as const,
  integrations: ['mailing', 'integrations'] as const,
};

/**
 * A project was created, published, imported or its settings saved (editor, quick start,
 * dashboard, settings): the dashboard's list and every answer about that project are stale, so
 * each screen showing them fetches again the moment it is shown.
 */
export function projectsChanged(queryClient: QueryClient, projectId?: number): Promise<void> {
  const done = [queryClient.invalidateQueries({ queryKey: projectKeys.list })];
  if (projectId !== undefined) {
    done.push(queryClient.invalidateQueries({ queryKey: projectKeys.about(projectId) }));
  }
  return Promise.all(done).then(() => undefined);
}

/** A project was deleted: it leaves the list at once and nothing about it stays cached. */
export function projectRemoved(queryClient: QueryClient, projectId: number): void {
  queryClient.setQueryData<ProjectView[]>(projectKeys.list, (list) =>
    list?.filter((item) => item.id !== projectId),
  );
  queryClient.removeQueries({ queryKey: projectKeys.about(projectId) });
}

/** A mailing account was connected or disconnected: services, integrations and lists refetch. */
export function mailingChanged(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: mailingKeys.all });
}
