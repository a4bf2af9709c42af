import type { ConnectMailing } from '@podpie/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { mailingCalls } from '../../api/mailing-calls.ts';
import { mailingQueries } from '../../api/queries.ts';
import { mailingChanged } from '../../api/query-keys.ts';

export function useMailingIntegrations() {
  return useQuery(mailingQueries.integrations());
}

export function useMailingServices() {
  return useQuery(mailingQueries.services());
}

export function useConnectMailing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { serviceId: number } & ConnectMailing) => {
      const { serviceId, ...body } = input;
      return mailingCalls.connect(serviceId, body);
    },
    onSettled: () => mailingChanged(queryClient),
  });
}

export function useDisconnectMailing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { serviceId: number; integrationId: number }) =>
      mailingCalls.disconnect(input.serviceId, input.integrationId),
    onSettled: () => mailingChanged(queryClient),
  });
}
