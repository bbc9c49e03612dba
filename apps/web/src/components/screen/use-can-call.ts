import { useQuery } from '@tanstack/react-query';
import {
  type CallDeclaration,
  calls,
  Endpoint,
  type PermissionAction,
  type PermittedEndpoint,
} from '@wayfare/contracts';
import { callKey, callQuery } from '../../lib/call-query.ts';
import { useSession } from '../../lib/use-session.ts';

const rightOf: Record<PermissionAction, keyof PermittedEndpoint> = {
  view: 'CanView',
  create: 'CanModifyCreate',
  edit: 'CanModifyEdit',
  delete: 'CanModifyDelete',
};

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

/**
 * Whether the signed-in person may make a call, from its declared access (packages/contracts/src/calls):
 * public and signed-in calls always; an admin call only for an admin, who needs nothing more for
 * AllowForAll (0) and otherwise the action's right on the call's endpoint. While the rights load, the
 * answer is no, so an action never shows and then vanishes. No call (undefined): no.
 */
export function useCanCall(call: CallDeclaration | undefined): boolean {
  const { user } = useSession();
  const needsRights = call?.access.kind === 'admin' && call.access.endpoint !== Endpoint.AllowForAll;
  const endpoints = useMyAdminEndPoints({ enabled: needsRights });
  if (!call) return false;
  if (call.access.kind !== 'admin') return true;
  if (!user?.HasAdminRole) return false;
  if (!needsRights) return true;
  const { endpoint, action } = call.access;
  const granted = endpoints.data?.find((candidate) => candidate.Id === endpoint);
  return Boolean(granted?.[rightOf[action]]);
}
