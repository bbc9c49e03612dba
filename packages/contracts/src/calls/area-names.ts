import type * as calls from './by-area.ts';

/**
 * The API's areas by name, as `calls` keys them: for a screen that lists the areas (the activity log's
 * filter) without loading every area's declarations. call.test.ts keeps it equal to the keys of `calls`.
 */
export const callAreas = [
  'Account',
  'Activity',
  'Blogs',
  'Calenders',
  'CarDetail',
  'Category',
  'City',
  'Communication',
  'Complaint',
  'Country',
  'Endpoint',
  'FileUpload',
  'Message',
  'MessageTemplate',
  'Onboarding',
  'Order',
  'Package',
  'Payment',
  'Promo',
  'Rating',
  'Referral',
  'Ride',
  'Search',
  'Settings',
  'State',
  'Wallet',
] as const satisfies readonly (keyof typeof calls)[];
