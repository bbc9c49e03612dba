import { queryOptions, useQuery } from '@tanstack/react-query';
import { calls } from '@wayfare/contracts';
import { callApi } from '../../../lib/call-api.ts';
import { callKey } from '../../../lib/call-query.ts';

const call = calls.Settings.GetMyAdminEndPoints;

export const getMyAdminEndPoints = () => callApi(call);

/** spec 000 §6: fetched once and cached for the session (keyed by the token, so a new sign-in asks again). */
export const myAdminEndPointsQuery = (token: string | null) =>
  queryOptions({
    queryKey: [...callKey(call), token],
    queryFn: getMyAdminEndPoints,
    enabled: Boolean(token),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useMyAdminEndPoints = (token: string | null) => useQuery(myAdminEndPointsQuery(token));
