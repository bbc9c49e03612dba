import type { ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { NotAvailableYet } from '../components/not-available-yet.tsx';
import { setUnauthorizedHandler } from '../lib/api-client.ts';
import { paths } from '../lib/paths.ts';
import { RequireAuth } from './guards.tsx';
import {
  AccountPage,
  AdminPage,
  AdminShell,
  ArticlePage,
  BlogPage,
  ContentPage,
  DriveAppPage,
  HomePage,
  MyAirtimePage,
  MyComplaintsPage,
  MyOrdersPage,
  MyPaymentsPage,
  MyRatingsPage,
  MyRidesPage,
  MyWalletPage,
  OrderInvoicePage,
  RideAppPage,
} from './lazy-screens.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { PublicLayout } from './public-layout/public-layout.tsx';
import { RouteEffects } from './route-effects.tsx';

const accountPaths = ['login', 'login/:id', 'resetpassword', 'setpassword', 'deleteaccount', 'register'];

// spec 001 §1: the customer area lives under /teacher/ (its lists arrive with orders, payments and wallet);
// a page without its screen yet says so under its title.
const customerPages: { path: string; title: string; screen?: ReactNode }[] = [
  { path: 'orders', title: 'My Orders', screen: <MyOrdersPage /> },
  { path: 'payments', title: 'My Payments', screen: <MyPaymentsPage /> },
  // issue 18 §5: the wallet lives at /teacher/wallets (the checkout returns there); /teacher/wallet leads to it.
  { path: 'wallet', title: 'My Wallet', screen: <Navigate to={paths.customer('wallets')} replace /> },
  { path: 'wallets', title: 'My Wallet', screen: <MyWalletPage /> },
  { path: 'ratings', title: 'Rating Activities', screen: <MyRatingsPage /> },
  // Issue 30: the person's own rides (rate one, complain about one) and their complaints' threads.
  { path: 'rides', title: 'My Rides', screen: <MyRidesPage /> },
  { path: 'complaints', title: 'My Complaints', screen: <MyComplaintsPage /> },
  // issue 18 §4: airtime and data bought from the wallet (ours: the spec shows no customer route for it).
  { path: 'airtimes', title: 'Airtime & Data', screen: <MyAirtimePage /> },
];

/** spec 000 §2.1 and §2.2: every route of the app. */
export const routes: RouteObject[] = [
  {
    element: <RouteEffects />,
    children: [
      { element: <PublicLayout contained={false} />, children: [{ index: true, element: <HomePage /> }] },
      {
        element: <PublicLayout />,
        children: [
          { path: 'blog', element: <BlogPage /> },
          { path: 'article/:id', element: <ArticlePage notFound={<NotFoundPage />} /> },
          { path: 'privacypolicy', element: <ContentPage /> },
          { path: 'termsandconditions', element: <ContentPage /> },
          { path: 'about', element: <ContentPage /> },
          { path: 'contact', element: <ContentPage /> },
          ...accountPaths.map((path) => ({ path: `account/${path}`, element: <AccountPage /> })),
          ...customerPages.map((page) => ({
            path: `teacher/${page.path}`,
            element: <RequireAuth>{page.screen ?? <NotAvailableYet title={page.title} />}</RequireAuth>,
          })),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      // issue 33: the driver's app has its own full-height layout, not the public site's.
      { path: 'drive', element: <DriveAppPage /> },
      // Issue 33: the rider's app, phone first, in its own frame (no public header); it invites a visitor
      // to sign in itself, rather than sending them away.
      { path: 'ride', element: <RideAppPage /> },
      // Issue 21: /admin is the dashboard's address too (before the guard, so a deep link keeps the real one).
      { path: 'admin', element: <Navigate to={paths.adminHome} replace /> },
      {
        element: (
          <RequireAuth adminOnly>
            <AdminShell />
          </RequireAuth>
        ),
        children: [
          { path: 'admin/:page', element: <AdminPage /> },
          // A record's own page (issue 16 §4: a ride at /admin/activerides/{id}).
          { path: 'admin/:page/:id', element: <AdminPage /> },
        ],
      },
      {
        // spec 000 §2.2: the order invoice counts as an admin page (it uses the shell), for its payer too.
        element: (
          <RequireAuth>
            <AdminShell />
          </RequireAuth>
        ),
        children: [{ path: 'order/:id', element: <OrderInvoicePage /> }],
      },
    ],
  },
];

export function createAppRouter() {
  const router = createBrowserRouter(routes);
  setUnauthorizedHandler((returnPath) => {
    void router.navigate(`/account/login/${encodeURIComponent(returnPath)}`);
  });
  return router;
}
