import { ACTIVE_RIDE_STATUSES, type RideStatusId } from '@wayfare/contracts';

/** Every route of the web app, in one typed registry (spec 000 §2.1 and §2.2). */
export const paths = {
  home: '/',
  blog: '/blog',
  article: (url: string) => `/article/${encodeURIComponent(url)}`,
  privacyPolicy: '/privacypolicy',
  termsAndConditions: '/termsandconditions',
  about: '/about',
  contact: '/contact',
  /** Issue 33: the rider's app. */
  ride: '/ride',
  login: (returnPath?: string) =>
    returnPath ? `/account/login/${encodeURIComponent(returnPath)}` : '/account/login',
  register: '/account/register',
  resetPassword: '/account/resetpassword',
  setPassword: '/account/setpassword',
  deleteAccount: '/account/deleteaccount',
  order: (id: string) => `/order/${encodeURIComponent(id)}`,
  adminHome: '/admin/home',
  /** Issue 29 §3: the administrator's own sign-in security (second factor). */
  adminSecurity: '/admin/security',
  admin: (page: string) => `/admin/${page}`,
  customer: (page: string) => `/teacher/${page}`,
  /** Issue 32: a record's own address (/admin/users/{id}), which opens it as its list's row action does. */
  adminRecord: (page: string, id: string | number) => `/admin/${page}/${encodeURIComponent(String(id))}`,
  /** A ride's page: under Active Rides while it is on its way, else under the Ride Center (issue 16 §4). */
  adminRide: (ride: { Id: number; RideStatus: number }) =>
    `/admin/${ACTIVE_RIDE_STATUSES.includes(ride.RideStatus as RideStatusId) ? 'activerides' : 'otherrides'}/${ride.Id}`,
} as const;

/** spec 000 §2.2: a page counts as an admin page when its path starts with /admin/ or /order/. */
export const isAdminPage = (pathname: string) => /^\/(admin|order)\//i.test(pathname);
