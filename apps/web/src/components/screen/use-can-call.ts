import {
  type CallDeclaration,
  Endpoint,
  isForFullAdministrators,
  type PermissionAction,
  type PermittedEndpoint,
  type SessionUser,
} from '@wayfare/contracts';
import { useMyAdminEndPoints } from '../../lib/use-my-admin-endpoints.ts';
import { useSession } from '../../lib/use-session.ts';

const rightOf: Record<PermissionAction, keyof PermittedEndpoint> = {
  view: 'CanView',
  create: 'CanModifyCreate',
  edit: 'CanModifyEdit',
  delete: 'CanModifyDelete',
};

export type CallPermission = 'allowed' | 'denied' | 'loading';

/** Who is asking: the signed-in person, and their endpoints' rights (undefined while they load). */
export type Caller = {
  user: SessionUser | null | undefined;
  endpoints: readonly PermittedEndpoint[] | undefined;
};

/** Whether a call needs the person's endpoints' rights to be answered. */
const needsRights = (call: CallDeclaration | undefined) =>
  call?.access.kind === 'admin' &&
  call.access.endpoint !== Endpoint.AllowForAll &&
  // A full administrator holds every endpoint's every right: for their calls, the flag is enough.
  !isForFullAdministrators(call);

/**
 * Whether a person may make a call, from its declared access (packages/contracts/src/calls): public and
 * signed-in calls always; an admin call only for an admin, who needs nothing more for AllowForAll (0)
 * and otherwise the action's right on the call's endpoint; a call for full administrators only, only
 * for a full administrator (AllowAllEndPoints), whatever their role grants. 'loading' while the rights
 * it needs are on their way. No call (undefined): no.
 */
export function canMakeCall(call: CallDeclaration | undefined, { user, endpoints }: Caller): CallPermission {
  if (!call) return 'denied';
  if (call.access.kind !== 'admin') return 'allowed';
  if (!user?.HasAdminRole) return 'denied';
  if (isForFullAdministrators(call)) return user.AllowAllEndPoints ? 'allowed' : 'denied';
  if (!needsRights(call)) return 'allowed';
  if (!endpoints) return 'loading';
  const { endpoint, action } = call.access;
  const granted = endpoints.find((candidate) => candidate.Id === endpoint);
  return granted?.[rightOf[action]] ? 'allowed' : 'denied';
}

/**
 * canMakeCall for the signed-in person. While the rights load, the answer is no, so an action never
 * shows and then vanishes.
 */
export function useCanCall(call: CallDeclaration | undefined): boolean {
  return useCallPermission(call) === 'allowed';
}

/** useCanCall with the wait made visible: 'loading' while the person's rights are on their way. */
export function useCallPermission(call: CallDeclaration | undefined): CallPermission {
  const { user } = useSession();
  const endpoints = useMyAdminEndPoints({ enabled: needsRights(call) });
  return canMakeCall(call, { user, endpoints: endpoints.isPending ? undefined : (endpoints.data ?? []) });
}
