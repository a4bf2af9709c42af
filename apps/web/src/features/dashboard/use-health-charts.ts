import { useQuery } from '@tanstack/react-query';
import { projectQueries } from '../../api/queries.ts';

/** Soon after switching on, the first checks are moments away; afterwards they are minutes apart. */
const WAITING_REFRESH_MS = 3_000;
const REFRESH_MS = 60_000;

/** The project's uptime charts, refreshed while the dashboard is open. */
export function useHealthCharts(projectId: number) {
  return useQuery({
    ...projectQueries.health(projectId),
    refetchInterval: (query) =>
      query.state.data?.some((network) => network.data.length === 0)
        ? WAITING_REFRESH_MS
        : REFRESH_MS,
  });
}
