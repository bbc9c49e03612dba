/** spec 000 §6: endpoint permission ids. */
export const Endpoint = {
  AllowForAll: 0,
  Package: 1,
  Account: 2,
  MessageTemplate: 3,
  Payment: 4,
  Order: 5,
  Wallet: 6,
  Message: 7,
  Rating: 8,
  CarDetail: 9,
  Ride: 10,
  Complaint: 11,
} as const;

export type EndpointId = (typeof Endpoint)[keyof typeof Endpoint];

export const endpointNames: Record<EndpointId, string> = Object.fromEntries(
  Object.entries(Endpoint).map(([name, id]) => [id, name]),
) as Record<EndpointId, string>;

/** Every endpoint an admin role can be granted rights over (AllowForAll needs no grant). */
export const grantableEndpoints = Object.values(Endpoint).filter(
  (id) => id !== Endpoint.AllowForAll,
) as EndpointId[];

export const permissionActions = ['view', 'create', 'edit', 'delete'] as const;
export type PermissionAction = (typeof permissionActions)[number];
