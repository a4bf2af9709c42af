import type { QueryClient } from '@tanstack/react-query';

/** The cached answers of the project calls; every screen reads and invalidates through these. */
export const projectsKey = ['projects'] as const;
export const projectKey = (id: number) => ['projects', id] as const;

/**
 * A project was created or published somewhere else in the app (editor, quick start, sign-up):
 * the dashboard's list is stale, so it is fetched again the moment it is shown.
 */
export function projectsChanged(queryClient: QueryClient, projectId?: number): Promise<void> {
  const done = [queryClient.invalidateQueries({ queryKey: projectsKey, exact: true })];
  if (projectId !== undefined) {
    done.push(queryClient.invalidateQueries({ queryKey: projectKey(projectId) }));
  }
  return Promise.all(done).then(() => undefined);
}
