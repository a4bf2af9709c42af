import type { QueryClient } from '@tanstack/react-query';
import type { ProjectView } from '../../api/projects.ts';
import { projectKeys } from '../../api/query-keys.ts';

/**
 * How a notice names a project: its title, or its address for an untitled one, so an owner with
 * several pages knows which one a message is about. Its number only when nothing else is known.
 */
export function projectName(
  project: Pick<ProjectView, 'id' | 'title' | 'slug'> | undefined,
  id: number,
) {
  return project?.title?.trim() || (project?.slug ? `/${project.slug}` : String(id));
}

/** The name of a project the dashboard or its settings screen has already loaded. */
export function cachedProjectName(queryClient: QueryClient, id: number): string {
  const listed = queryClient
    .getQueryData<ProjectView[]>(projectKeys.list)
    ?.find((project) => project.id === id);
  return projectName(listed ?? queryClient.getQueryData<ProjectView>(projectKeys.view(id)), id);
}
