import { idAndName } from '../admin-roles.ts';
import { access, defineArea, reply } from '../call.ts';
import { Endpoint } from '../permissions.ts';

/** spec 001 §7: the Endpoint service supplies the admin endpoints the role form lists. */
export const endpointCalls = defineArea('Endpoint', {
  GetFullEndPoints: {
    method: 'GET',
    access: access.admin(Endpoint.Account, 'view'),
    reply: reply.list(idAndName),
    summary: 'The admin endpoints a sub-admin role can be given actions on.',
  },
});
