import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PermittedEndpoint } from '@wayfare/contracts';
import { api } from '../../../lib/api-client.ts';

export const getMyAdminEndPoints = () => api.get<PermittedEndpoint[]>('Settings/GetMyAdminEndPoints');

/** spec 000 §6: fetched once and cached for the session (keyed by the token). */
export const myAdminEndPointsQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['Settings/GetMyAdminEndPoints', token],
    queryFn: getMyAdminEndPoints,
    enabled: Boolean(token),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useMyAdminEndPoints = (token: string | null) => useQuery(myAdminEndPointsQuery(token));
