import type { AppContext } from '../../app-context.ts';
import type { ModuleParts } from '../../http/register-calls.ts';
import { adminRoleHandlers, endpointHandlers } from './admin-roles.handlers.ts';

/** Issue 14 §2: the Roles Center (Account role calls) and the Endpoint calls. */
export const adminRolesModule = ({ db }: AppContext): ModuleParts => ({
  handlers: [adminRoleHandlers(db), endpointHandlers(undefined)],
});
