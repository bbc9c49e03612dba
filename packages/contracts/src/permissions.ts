/**
 * spec 000 §6: endpoint permission ids, 0 to 11 as the spec numbers them; issue 29 §3 adds one per admin
 * area the spec left open to every administrator (12 on), so a role grants them like the others.
 */
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
  Blog: 12,
  Category: 13,
  Location: 14,
  ReferralAward: 15,
  FileManager: 16,
  Event: 17,
  // Issue 30: the promo codes, after the areas issue 29 §3 added.
  Promotion: 18,
} as const;

export type EndpointId = (typeof Endpoint)[keyof typeof Endpoint];

export const endpointNames: Record<EndpointId, string> = Object.fromEntries(
  Object.entries(Endpoint).map(([name, id]) => [id, name]),
) as Record<EndpointId, string>;

/**
 * What the role form and the rights lists call each endpoint: the spec's name for 0 to 11, and for
 * the areas added later the admin menu's label of the screen they govern (the file manager and the
 * dashboard's events have no menu item of their own, so they are named for what they hold).
 */
export const endpointLabels: Record<EndpointId, string> = {
  ...endpointNames,
  [Endpoint.Blog]: 'Blog & Articles',
  [Endpoint.Category]: 'Categories',
  [Endpoint.Location]: 'Countries, States & Cities',
  [Endpoint.ReferralAward]: 'Referral Awards',
  [Endpoint.FileManager]: 'Files & Folders',
  [Endpoint.Event]: 'Dashboard Events',
  [Endpoint.Promotion]: 'Promotions',
};

/** Every endpoint an admin role can be granted rights over (AllowForAll needs no grant). */
export const grantableEndpoints = Object.values(Endpoint).filter(
  (id) => id !== Endpoint.AllowForAll,
) as EndpointId[];

export const permissionActions = ['view', 'create', 'edit', 'delete'] as const;
export type PermissionAction = (typeof permissionActions)[number];
