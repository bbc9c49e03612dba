import { useQuery } from '@tanstack/react-query';
import * as calls from '@wayfare/contracts/calls';
import { callKey, callQuery } from './call-query.ts';
import { useSession } from './use-session.ts';

const myEndpoints = calls.Settings.GetMyAdminEndPoints;

/**
 * spec 000 §6: the endpoints the signed-in admin may use, fetched once per sign-in and kept for the
 * session (the token is part of the key, so another person signing in asks again).
 */
export function useMyAdminEndPoints({ enabled = true } = {}) {
  const { token, user } = useSession();
  return useQuery({
    ...callQuery(myEndpoints),
    queryKey: [...callKey(myEndpoints), token],
    enabled: enabled && Boolean(token && user?.HasAdminRole),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
