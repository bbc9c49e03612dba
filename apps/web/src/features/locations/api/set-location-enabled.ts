import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LocationIdRequest, MessageReply } from '@wayfare/contracts';
import { api } from '../../../lib/api-client.ts';
import { type LocationKind, locationCall } from '../location-kinds.ts';
import { refreshLocations } from './refresh-locations.ts';

/** spec 001 §4 and §7: Enable{X} / Disable{X} {Id}; the reply's Message is shown by the caller. */
export const setLocationEnabled = (
  kind: LocationKind,
  { Id, enable }: LocationIdRequest & { enable: boolean },
) => api.post<MessageReply>(locationCall(kind, enable ? 'Enable' : 'Disable'), { Id });

export const useSetLocationEnabled = (kind: LocationKind) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { Id: number; enable: boolean }) => setLocationEnabled(kind, input),
    onSuccess: () => refreshLocations(queryClient),
  });
};
