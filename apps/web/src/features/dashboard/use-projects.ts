import type { ProjectBody } from '@podpie/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { projectCalls } from '../../api/calls.ts';
import { ApiError } from '../../api/client.ts';
import type { ProjectView } from '../../api/projects.ts';
import { projectKey, projectsKey } from '../../api/query-keys.ts';
import { TRACKED_EVENTS, tracker } from '../analytics/index.ts';
import { notify, serverMessage } from '../notifications/index.ts';

/** The owner's projects, newest first (GET /v1/projects). */
export function useProjects() {
  return useQuery({ queryKey: projectsKey, queryFn: projectCalls.list });
}

function replaceInList(list: ProjectView[] | undefined, project: ProjectView) {
  return list?.map((item) => (item.id === project.id ? project : item));
}

/**
 * The dashboard's quick update (alias, QR settings): 'Project updated.' or
 * 'Failed to update project {id}' with the server's reason (SPEC.md §8).
 */
export function useQuickUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; body: ProjectBody }) =>
      projectCalls.update(input.id, input.body),
    onSuccess: (project) => {
      queryClient.setQueryData<ProjectView[]>(projectsKey, (list) => replaceInList(list, project));
      queryClient.setQueryData(projectKey(project.id), project);
      tracker.track(TRACKED_EVENTS.updatedProject, { project_id: project.id });
      notify({ type: 'success', message: { key: 'messages:quickUpdated' } });
    },
    onError: (error, input) => {
      const reason = error instanceof ApiError ? serverMessage(error, { text: '' }) : undefined;
      notify({
        type: 'error',
        message: { key: 'messages:quickUpdateFailed', values: { id: input.id } },
        ...(reason ? { description: reason } : {}),
      });
    },
  });
}

/** Deletes a project: 'Deleted project {id}' or 'Failed to delete project {id}'. */
export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => projectCalls.remove(id),
    onSuccess: (_message, id) => {
      queryClient.setQueryData<ProjectView[]>(projectsKey, (list) =>
        list?.filter((item) => item.id !== id),
      );
      queryClient.removeQueries({ queryKey: projectKey(id) });
      notify({ type: 'success', message: { key: 'messages:projectDeleted', values: { id } } });
    },
    onError: (_error, id) => {
      notify({ type: 'error', message: { key: 'messages:projectDeleteFailed', values: { id } } });
    },
  });
}
