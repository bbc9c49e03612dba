import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LocationIdRequest, MessageReply } from '@wayfare/contracts';
import { api } from '../../../lib/api-client.ts';
import { type LocationKind, locationCall } from '../location-kinds.ts';
import { refreshLocations } from './refresh-locations.ts';

/** spec 001 §7: Delete{X} {Id}; the reply's Message is shown by the caller. */
export const deleteLocation = (kind: LocationKind, body: LocationIdRequest) =>
  api.post<MessageReply>(locationCall(kind, 'Delete'), body);

export const useDeleteLocation = (kind: LocationKind) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LocationIdRequest) => deleteLocation(kind, body),
    onSuccess: () => refreshLocations(queryClient),
  });
};
