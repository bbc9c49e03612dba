import { Loader } from '@mantine/core';
import { type ComponentType, lazy, Suspense } from 'react';
import { Navigate, useParams } from 'react-router';
import { ComingSoonNotice } from '../components/coming-soon-notice.tsx';
import { allAdminPages } from './admin-shell/admin-menu.ts';
import { NotFoundPage } from './not-found-page.tsx';
import { recordAddresses } from './record-addresses.ts';

/** A screen loaded on first visit, so the public site never downloads the back office. */
const screen = (load: () => Promise<{ default: ComponentType }>) => lazy(load);

/**
 * The screen of each admin page that has been built, by its path segment (/admin/{page}).
 * A page listed in the menu but not here shows its title and a "not available yet" notice.
 * Register one as: `countries: screen(() => import('../features/locations/pages/countries-page.tsx'))`
 * (the module's default export is the page).
 */
export const builtAdminPages: Record<string, ComponentType> = {
  countries: screen(() => import('../features/locations/pages/countries-page.tsx')),
  states: screen(() => import('../features/locations/pages/states-page.tsx')),
  cities: screen(() => import('../features/locations/pages/cities-page.tsx')),
  accounts: screen(() => import('../features/accounts/pages/admin-accounts-page.tsx')),
  drivers: screen(() => import('../features/accounts/pages/driver-accounts-page.tsx')),
  users: screen(() => import('../features/accounts/pages/user-accounts-page.tsx')),
  roles: screen(() => import('../features/roles/pages/roles-page.tsx')),
  packages: screen(() => import('../features/packages/pages/packages-page.tsx')),
  activity: screen(() => import('../features/activity/pages/activity-page.tsx')),
  categories: screen(() => import('../features/categories/pages/categories-page.tsx')),
  eforms: screen(() => import('../features/eforms/pages/eforms-page.tsx')),
  emails: screen(() => import('../features/messages/pages/emails-page.tsx')),
  sms: screen(() => import('../features/messages/pages/sms-page.tsx')),
  messagetemplates: screen(() => import('../features/message-templates/pages/message-templates-page.tsx')),
  referralawards: screen(() => import('../features/referral-awards/pages/referral-awards-page.tsx')),
  promotions: screen(() => import('../features/promotions/pages/promotions-page.tsx')),
  articles: screen(() => import('../features/blog-admin/pages/articles-page.tsx')),
  activerides: screen(() => import('../features/rides/pages/active-rides-page.tsx')),
  otherrides: screen(() => import('../features/rides/pages/other-rides-page.tsx')),
  livemap: screen(() => import('../features/live-map/pages/live-map-page.tsx')),
  settings: screen(() => import('../features/rides/pages/ride-settings-page.tsx')),
  home: screen(() => import('../features/dashboard/pages/dashboard-page.tsx')),
  ratings: screen(() => import('../features/ratings/pages/ratings-page.tsx')),
  complaints: screen(() => import('../features/complaints/pages/complaints-page.tsx')),
  cardetails: screen(() => import('../features/car-details/pages/car-details-page.tsx')),
  onboarding: screen(() => import('../features/onboarding/pages/onboarding-page.tsx')),
  wallets: screen(() => import('../features/wallets/pages/wallets-page.tsx')),
  airtimes: screen(() => import('../features/airtime/pages/airtimes-page.tsx')),
  orders: screen(() => import('../features/orders/pages/orders-page.tsx')),
  payments: screen(() => import('../features/payments/pages/payments-page.tsx')),
  security: screen(() => import('../features/security/pages/security-page.tsx')),
};

export function AdminPage() {
  const { page = '', id } = useParams();
  const key = page.toLowerCase();
  const known = allAdminPages.find((candidate) => candidate.page === key);
  // Issue 32: /admin/{page}/{id} of a list whose records open in its own screen leads there.
  const recordAddress = id === undefined || known?.recordPages ? undefined : recordAddresses[key]?.(id);
  if (recordAddress) return <Navigate to={recordAddress} replace />;
  // /admin/{page}/{id}: only a page with a record's page of its own (the rides) has one.
  if (id !== undefined && !known?.recordPages) return <NotFoundPage headed={false} />;
  const Built = builtAdminPages[key];
  if (Built) {
    return (
      <Suspense fallback={<Loader m="xl" aria-label="Loading the page" />}>
        <Built />
      </Suspense>
    );
  }
  // The shell's header already shows the page's name (spec 000 §2.2): the body does not repeat it.
  if (known) return <ComingSoonNotice />;
  return <NotFoundPage headed={false} />;
}

export { screen };
