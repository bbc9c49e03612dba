import { activityCalls, type CallDeclaration, Endpoint, type EndpointId } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';

export type AdminPage = {
  page: string;
  label: string;
  /** The page's heading when spec 001 §2 names the screen otherwise than its menu item ('Packages Center'). */
  title?: string;
  endpoint: EndpointId;
  /** The menu item that reaches this page among others (the states and cities tabs of the locations screen). */
  menuItem?: string;
  /**
   * The call the page cannot do without, when its declared access asks more than the endpoint: the
   * activity log's, for full administrators only (AllowAllEndPoints), whatever their endpoints; the
   * onboarding queue's, for whoever may approve cars or licences.
   */
  call?: CallDeclaration;
  /** Its records have pages of their own at /admin/{page}/{id}, titled and marked as the page (the rides). */
  recordPages?: boolean;
};
export type AdminMenuGroup = { title: string; items: AdminPage[] };

/**
 * spec 000 §2.2: the side menu's groups and items, each item with the endpoint that must be
 * permitted to show it. Items marked "ours" reach admin routes the spec lists but places in no group.
 */
export const adminMenu: AdminMenuGroup[] = [
  { title: 'Dashboard', items: [{ page: 'home', label: 'Dashboard', endpoint: Endpoint.AllowForAll }] },
  {
    title: 'Accounts Activites',
    items: [
      { page: 'accounts', label: 'Admin Accounts', endpoint: Endpoint.Account },
      { page: 'drivers', label: 'Driver Accounts', endpoint: Endpoint.Account },
      { page: 'users', label: 'User Accounts', endpoint: Endpoint.Account },
      { page: 'roles', label: 'Roles', endpoint: Endpoint.Account },
      // issue 14 §4: the admin activity log, for full administrators only.
      {
        page: 'activity',
        label: 'Admin Activity',
        endpoint: Endpoint.Account,
        call: activityCalls.GetAdminActivities,
      },
    ],
  },
  {
    title: 'Ride Activities',
    items: [
      { page: 'activerides', label: 'Active Rides', endpoint: Endpoint.Ride, recordPages: true },
      { page: 'otherrides', label: 'Ride Center', endpoint: Endpoint.Ride, recordPages: true },
      // issue 31: the operator's live map of drivers, rides and demand.
      { page: 'livemap', label: 'Live Map', endpoint: Endpoint.Ride },
      {
        page: 'cardetails',
        label: "Driver's Car Details",
        title: 'Car Detail Center',
        endpoint: Endpoint.CarDetail,
        recordPages: true,
      },
      // Issue 32: the cars and licences awaiting review, for whoever may approve either.
      {
        page: 'onboarding',
        label: 'Onboarding queue',
        endpoint: Endpoint.AllowForAll,
        call: calls.Onboarding.GetReviewQueue,
      },
      { page: 'packages', label: 'Driver Packages', title: 'Packages Center', endpoint: Endpoint.Package },
      { page: 'ratings', label: 'Driver Ratings', title: 'Rating Activities', endpoint: Endpoint.Rating },
      {
        page: 'complaints',
        label: 'Complaints',
        title: 'Complaint Center',
        endpoint: Endpoint.Complaint,
        recordPages: true,
      },
      // issue 30: the promo codes, under their own endpoint (Promotions, 18).
      { page: 'promotions', label: 'Promotions', endpoint: Endpoint.Promotion },
    ],
  },
  {
    title: 'Website Transactions',
    items: [
      { page: 'wallets', label: 'Wallets', endpoint: Endpoint.Wallet },
      { page: 'orders', label: 'Orders', endpoint: Endpoint.Order },
      { page: 'payments', label: 'Payments', endpoint: Endpoint.Payment },
      { page: 'emails', label: 'E-mails', endpoint: Endpoint.Message },
      { page: 'sms', label: 'SMS', endpoint: Endpoint.Message },
      { page: 'airtimes', label: 'Airtime/Data', title: "Airtime plan's Center", endpoint: Endpoint.Wallet },
    ],
  },
  {
    title: 'Website Settings',
    items: [
      { page: 'messagetemplates', label: 'Message Templates', endpoint: Endpoint.MessageTemplate },
      { page: 'articles', label: 'Blog & Articles', title: 'Blog Center', endpoint: Endpoint.Blog },
      { page: 'settings', label: 'Ride Settings', endpoint: Endpoint.Ride },
      // ours: the locations, categories and referral awards screens (each its own endpoint since issue 29
      // §3), and the form playground (issue 3), which makes no admin call of its own: for every administrator.
      { page: 'countries', label: 'Countries, States & Cities', endpoint: Endpoint.Location },
      { page: 'categories', label: 'Categories', endpoint: Endpoint.Category },
      { page: 'referralawards', label: 'Referral Awards', endpoint: Endpoint.ReferralAward },
      { page: 'eforms', label: 'Form Playground', endpoint: Endpoint.AllowForAll },
    ],
  },
];

/** Admin pages outside the menu, with the title their page shows. */
export const otherAdminPages: AdminPage[] = [
  { page: 'states', label: 'States', endpoint: Endpoint.Location, menuItem: 'countries' },
  { page: 'cities', label: 'Cities', endpoint: Endpoint.Location, menuItem: 'countries' },
  { page: 'subscriptions', label: 'Subscriptions', endpoint: Endpoint.AllowForAll },
  // Issue 29 §3: one's own sign-in security, reached from the user's corner of the menu.
  { page: 'security', label: 'Sign-in Security', endpoint: Endpoint.AllowForAll },
];

export const allAdminPages = [...adminMenu.flatMap((group) => group.items), ...otherAdminPages];

/**
 * Issue 32: what the admin menu calls the screens an endpoint opens ('Message Templates' for
 * MessageTemplate), its items' labels in menu order, so the role editor names each endpoint with the
 * menu's own words; undefined for an endpoint no menu item shows (the file manager's).
 */
export function menuLabelOf(endpoint: number): string | undefined {
  const labels = adminMenu
    .flatMap((group) => group.items)
    .filter((item) => item.endpoint === endpoint)
    .map((item) => item.label);
  return labels.length > 0 ? labels.join(', ') : undefined;
}
