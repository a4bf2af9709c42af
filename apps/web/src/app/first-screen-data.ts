import type { QueryClient } from '@tanstack/react-query';
import { projectQueries } from '../api/queries.ts';

/**
 * The dashboard's projects, asked for while the stored sign-in is still being checked instead of
 * after it (main.tsx): the cards come one round trip sooner on a phone. If the server refuses the
 * sign-in, the check beside this signs the device out as it would have anyway, and the answer is
 * never drawn. A module of its own, loaded only then: /signin's scripts do not carry the API's.
 */
export function prefetchDashboard(queryClient: QueryClient): Promise<void> {
  return queryClient.prefetchQuery(projectQueries.list());
}
