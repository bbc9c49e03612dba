import { Endpoint, type PermissionAction } from '@wayfare/contracts';
import { access } from '../../http/access.ts';

/** spec 000 §6 has no location endpoint id: every administrator may view and manage locations. */
export const locationAdmin = (action: PermissionAction) => access.admin(Endpoint.AllowForAll, action);
