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
