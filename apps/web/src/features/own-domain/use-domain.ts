import { useQuery } from '@tanstack/react-query';
import { domainCalls } from '../../api/domain-calls.ts';
import { projectKeys } from '../../api/query-keys.ts';

/** The project's own domain (null: none). */
export function useDomain(projectId: number) {
  return useQuery({
    queryKey: projectKeys.domain(projectId),
    queryFn: () => domainCalls.get(projectId),
  });
}
