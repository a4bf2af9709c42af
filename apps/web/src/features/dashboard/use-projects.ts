import type { ProjectBody } from '@podpie/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../api/client.ts';
import { projectCalls } from '../../api/project-calls.ts';
import type { ProjectView } from '../../api/projects.ts';
import { projectQueries } from '../../api/queries.ts';
import { projectKeys, projectRemoved, projectsChanged } from '../../api/query-keys.ts';
import { TRACKED_EVENTS, tracker } from '../analytics/index.ts';
import { notify, serverMessage } from '../notifications/index.ts';
import { cachedProjectName } from './project-name.ts';

/** The owner's projects, newest first (GET /v1/projects). */
export function useProjects() {
  return useQuery(projectQueries.list());
}

function replaceInList(list: ProjectView[] | undefined, project: ProjectView) {
  return list?.map((item) => (item.id === project.id ? project : item));
}

/**
 * The dashboard's quick update (alias, QR settings): 'Project updated.' or
 * 'Failed to update project “{name}”' with the server's reason (SPEC.md §8).
 */
export function useQuickUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; body: ProjectBody }) =>
      projectCalls.update(input.id, input.body),
    onSuccess: (project) => {
      queryClient.setQueryData<ProjectView[]>(projectKeys.list, (list) =>
        replaceInList(list, project),
      );
      queryClient.setQueryData(projectKeys.view(project.id), project);
      // The alias is in the short link every other screen of the project shows.
      void projectsChanged(queryClient, project.id);
      tracker.track(TRACKED_EVENTS.updatedProject, { project_id: project.id });
      notify({ type: 'success', message: { key: 'messages:quickUpdated' } });
    },
    onError: (error, input) => {
      const reason = error instanceof ApiError ? serverMessage(error, { text: '' }) : undefined;
      notify({
        type: 'error',
        message: {
          key: 'messages:quickUpdateFailed',
          values: { name: cachedProjectName(queryClient, input.id) },
        },
        ...(reason ? { description: reason } : {}),
      });
    },
  });
}

/** Deletes a project: 'Deleted project “{name}”' or 'Failed to delete project “{name}”'. */
export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => projectCalls.remove(id),
    onSuccess: (_message, id) => {
      // Named before it leaves the cache.
      const name = cachedProjectName(queryClient, id);
      projectRemoved(queryClient, id);
      notify({ type: 'success', message: { key: 'messages:projectDeleted', values: { name } } });
    },
    onError: (_error, id) => {
      const name = cachedProjectName(queryClient, id);
      notify({ type: 'error', message: { key: 'messages:projectDeleteFailed', values: { name } } });
    },
  });
}
