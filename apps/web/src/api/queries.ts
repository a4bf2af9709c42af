import { queryOptions } from '@tanstack/react-query';
import { analyticsCalls } from './analytics-calls.ts';
import { mailingCalls } from './mailing-calls.ts';
import { projectCalls } from './project-calls.ts';
import { mailingKeys, projectKeys } from './query-keys.ts';

/** What each signed-in screen fetches, under the keys a change invalidates (query-keys.ts). */
export const projectQueries = {
  list: () => queryOptions({ queryKey: projectKeys.list, queryFn: projectCalls.list }),
  view: (id: number) =>
    queryOptions({ queryKey: projectKeys.view(id), queryFn: () => projectCalls.get(id) }),
  health: (id: number) =>
    queryOptions({
      queryKey: projectKeys.health(id),
      queryFn: () => projectCalls.healthCharts(id),
    }),
  analytics: (id: number, from: string, to: string) =>
    queryOptions({
      queryKey: projectKeys.analytics(id, from, to),
      queryFn: () => analyticsCalls.report(id, from, to),
    }),
  analyticsSettings: (id: number) =>
    queryOptions({
      queryKey: projectKeys.analyticsSettings(id),
      queryFn: () => analyticsCalls.settings(id),
    }),
  subscribers: (id: number) =>
    queryOptions({
      queryKey: projectKeys.subscribers(id),
      queryFn: () => mailingCalls.subscribers(id),
    }),
};

export const mailingQueries = {
  /** The services with a fresh authorize link (its state is tied to this session and expires). */
  services: () =>
    queryOptions({
      queryKey: mailingKeys.services,
      queryFn: mailingCalls.services,
      staleTime: 60_000,
    }),
  integrations: () =>
    queryOptions({ queryKey: mailingKeys.integrations, queryFn: mailingCalls.integrations }),
};
