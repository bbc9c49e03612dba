import type { EndpointId, PermissionAction } from '@wayfare/contracts';

/** What a route requires of its caller. Every route declares one; none is admin-only by convention. */
export type Access =
  | { kind: 'public' }
  | { kind: 'signedIn' }
  | { kind: 'admin'; endpoint: EndpointId; action: PermissionAction };

export const access = {
  public: { kind: 'public' } as Access,
  signedIn: { kind: 'signedIn' } as Access,
  admin: (endpoint: EndpointId, action: PermissionAction): Access => ({ kind: 'admin', endpoint, action }),
};
