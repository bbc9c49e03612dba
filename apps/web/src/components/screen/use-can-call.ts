import {
  type CallDeclaration,
  Endpoint,
  type PermissionAction,
  type PermittedEndpoint,
} from '@wayfare/contracts';
import { useMyAdminEndPoints } from '../../lib/use-my-admin-endpoints.ts';
import { useSession } from '../../lib/use-session.ts';

const rightOf: Record<PermissionAction, keyof PermittedEndpoint> = {
  view: 'CanView',
  create: 'CanModifyCreate',
  edit: 'CanModifyEdit',
  delete: 'CanModifyDelete',
};

/**
 * Whether the signed-in person may make a call, from its declared access (packages/contracts/src/calls):
 * public and signed-in calls always; an admin call only for an admin, who needs nothing more for
 * AllowForAll (0) and otherwise the action's right on the call's endpoint. While the rights load, the
 * answer is no, so an action never shows and then vanishes. No call (undefined): no.
 */
export function useCanCall(call: CallDeclaration | undefined): boolean {
  return useCallPermission(call) === 'allowed';
}

export type CallPermission = 'allowed' | 'denied' | 'loading';

/** useCanCall with the wait made visible: 'loading' while the person's rights are on their way. */
export function useCallPermission(call: CallDeclaration | undefined): CallPermission {
  const { user } = useSession();
  const needsRights = call?.access.kind === 'admin' && call.access.endpoint !== Endpoint.AllowForAll;
  const endpoints = useMyAdminEndPoints({ enabled: needsRights });
  if (!call) return 'denied';
  if (call.access.kind !== 'admin') return 'allowed';
  if (!user?.HasAdminRole) return 'denied';
  if (!needsRights) return 'allowed';
  if (endpoints.isPending) return 'loading';
  const { endpoint, action } = call.access;
  const granted = endpoints.data?.find((candidate) => candidate.Id === endpoint);
  return granted?.[rightOf[action]] ? 'allowed' : 'denied';
}
