import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { mailingCalls } from '../../api/calls.ts';

export const integrationsKey = ['mailing', 'integrations'] as const;
export const servicesKey = ['mailing', 'services'] as const;

export function useMailingIntegrations() {
  return useQuery({ queryKey: integrationsKey, queryFn: mailingCalls.integrations });
}

/** The services with a fresh authorize link (its state is tied to this session and expires). */
export function useMailingServices() {
  return useQuery({ queryKey: servicesKey, queryFn: mailingCalls.services, staleTime: 60_000 });
}

export function useConnectMailing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { serviceId: number; code?: string; state?: string }) => {
      const { serviceId, ...body } = input;
      return mailingCalls.connect(serviceId, body);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['mailing'] }),
  });
}

export function useDisconnectMailing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { serviceId: number; integrationId: number }) =>
      mailingCalls.disconnect(input.serviceId, input.integrationId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['mailing'] }),
  });
}
