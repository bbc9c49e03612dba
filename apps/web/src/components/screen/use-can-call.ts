import {
  type AdminRight,
  type CallDeclaration,
  Endpoint,
  type FullAdministratorCondition,
  isForFullAdministrators,
  isForFullAdministratorsWhen,
  type PermissionAction,
  type PermittedEndpoint,
  rightsAdmitting,
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

/**
 * Whether the call is kept to full administrators: always (`access.fullAdmin`), or for a request that
 * meets `condition` when its declaration names it (`fullAdministratorsWhen`).
 */
const keptToFullAdministrators = (call: CallDeclaration, condition?: FullAdministratorCondition) =>
  condition === undefined ? isForFullAdministrators(call) : isForFullAdministratorsWhen(call, condition);

/** Whether a call needs the person's endpoints' rights to be answered. */
const needsRights = (call: CallDeclaration | undefined, condition?: FullAdministratorCondition) =>
  call?.access.kind === 'admin' &&
  call.access.endpoint !== Endpoint.AllowForAll &&
  // A full administrator holds every endpoint's every right: for their calls, the flag is enough.
  !keptToFullAdministrators(call, condition);

/**
 * Whether a person may make a call, from its declared access (packages/contracts/src/calls): public and
 * signed-in calls always; an admin call only for an admin, who needs nothing more for AllowForAll (0)
 * and otherwise the action's right on the call's endpoint; a call for full administrators only, only
 * for a full administrator (AllowAllEndPoints), whatever their role grants; and so is a request that
 * meets `condition` (e.g. on another administrator's account) when the call's declaration keeps it to
 * them (`fullAdministratorsWhen`). 'loading' while the rights it needs are on their way. No call
 * (undefined): no.
 */
export function canMakeCall(
  call: CallDeclaration | undefined,
  { user, endpoints }: Caller,
  condition?: FullAdministratorCondition,
): CallPermission {
  if (!call) return 'denied';
  if (call.access.kind !== 'admin') return 'allowed';
  if (!user?.HasAdminRole) return 'denied';
  if (keptToFullAdministrators(call, condition)) return user.AllowAllEndPoints ? 'allowed' : 'denied';
  if (!needsRights(call, condition)) return 'allowed';
  if (!endpoints) return 'loading';
  const holds = ({ endpoint, action }: AdminRight) =>
    endpoints.find((candidate) => candidate.Id === endpoint)?.[rightOf[action]] === true;
  return rightsAdmitting(call.access).some(holds) ? 'allowed' : 'denied';
}

/**
 * canMakeCall for the signed-in person, for a request meeting `condition` if given. While the rights
 * load, the answer is no, so an action never shows and then vanishes.
 */
export function useCanCall(
  call: CallDeclaration | undefined,
  condition?: FullAdministratorCondition,
): boolean {
  return useCallPermission(call, condition) === 'allowed';
}

/** useCanCall with the wait made visible: 'loading' while the person's rights are on their way. */
export function useCallPermission(
  call: CallDeclaration | undefined,
  condition?: FullAdministratorCondition,
): CallPermission {
  const { user } = useSession();
  const endpoints = useMyAdminEndPoints({ enabled: needsRights(call, condition) });
  return canMakeCall(
    call,
    { user, endpoints: endpoints.isPending ? undefined : (endpoints.data ?? []) },
    condition,
  );
}
