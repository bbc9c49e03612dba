import { Loader } from '@mantine/core';
import { lazy, type ReactNode, Suspense } from 'react';
import { lazyModule } from '../lib/lazy-module.tsx';
import { DriveLayout } from './drive-layout.tsx';

/*
 * The admin shell (with the file manager, image viewer and resizer it hosts) and the admin pages are
 * downloaded only when an admin page is opened, and the account forms (sign in, register, passwords,
 * phone numbers) only on an account page: the public site never downloads them. The blog, the article
 * page (with DOMPurify) and the content pages (the terms' and privacy notice's long text) come on their
 * first visit too, so the home page downloads none of them (issue 20 §5).
 */
const LazyAdminShell = lazy(async () => ({
  default: (await import('./admin-shell/admin-shell.tsx')).AdminShell,
}));
const LazyAdminPage = lazy(async () => ({ default: (await import('./admin-pages.tsx')).AdminPage }));
const LazyAccountPage = lazy(async () => ({
  default: (await import('../features/account/pages/account-page.tsx')).AccountPage,
}));

// Public pages, which the server renders too (the home page too: the server draws it, so its code can come
// after the app's, and the other public pages do not download it): each names its module (lazy-module.tsx).
const LazyHomePage = lazyModule(
  () => import('../features/home/pages/home-page.tsx'),
  'src/features/home/pages/home-page.tsx',
);
const LazyBlogPage = lazyModule(
  () => import('../features/blog/pages/blog-page.tsx'),
  'src/features/blog/pages/blog-page.tsx',
);
const LazyArticlePage = lazyModule(
  () => import('../features/blog/pages/article-page.tsx'),
  'src/features/blog/pages/article-page.tsx',
);
const LazyContentPage = lazyModule(
  () => import('../features/content-pages/pages/content-page.tsx'),
  'src/features/content-pages/pages/content-page.tsx',
);

/** A customer-area screen, with what the area adds to the public layout (`customer-screen.tsx`). */
const customerScreen = (load: () => Promise<{ default: () => ReactNode }>) =>
  lazy(async () => {
    const [{ CustomerScreen }, { default: Screen }] = await Promise.all([
      import('./customer-screen.tsx'),
      load(),
    ]);
    return {
      default: () => (
        <CustomerScreen>
          <Screen />
        </CustomerScreen>
      ),
    };
  });
const LazyMyRatingsPage = customerScreen(() => import('../features/ratings/pages/my-ratings-page.tsx'));
const LazyMyWalletPage = customerScreen(() => import('../features/wallets/pages/my-wallet-page.tsx'));
const LazyMyAirtimePage = customerScreen(() => import('../features/airtime/pages/my-airtime-page.tsx'));
const LazyMyOrdersPage = customerScreen(() => import('../features/orders/pages/my-orders-page.tsx'));
const LazyMyPaymentsPage = customerScreen(() => import('../features/payments/pages/my-payments-page.tsx'));
const LazyMyRidesPage = customerScreen(() => import('../features/rides/pages/my-rides-page.tsx'));
const LazyMyComplaintsPage = customerScreen(
  () => import('../features/complaints/pages/my-complaints-page.tsx'),
);
// issue 33: the driver's app, its own page: nothing else downloads it.
const LazyDriveAppPage = customerScreen(() => import('../features/drive-app/pages/drive-app-page.tsx'));
const LazyOrderInvoicePage = lazy(() => import('../features/orders/pages/order-invoice-page.tsx'));
// Issue 33: the rider's app, with Leaflet, downloaded only at /ride.
const LazyRideAppPage = lazy(() => import('../features/ride-app/pages/ride-app-page.tsx'));

/** A loader while a screen's code is on its way. */
function Loading({ label, children }: { label: string; children: ReactNode }) {
  return <Suspense fallback={<Loader m="xl" aria-label={label} />}>{children}</Suspense>;
}

export function AdminShell() {
  return (
    <Loading label="Loading the back office">
      <LazyAdminShell />
    </Loading>
  );
}

export function AdminPage() {
  return (
    <Loading label="Loading the page">
      <LazyAdminPage />
    </Loading>
  );
}

export function AccountPage() {
  return (
    <Loading label="Loading the page">
      <LazyAccountPage />
    </Loading>
  );
}

export function HomePage() {
  return (
    <Loading label="Loading the page">
      <LazyHomePage />
    </Loading>
  );
}

export function BlogPage() {
  return (
    <Loading label="Loading the page">
      <LazyBlogPage />
    </Loading>
  );
}

export function ArticlePage({ notFound }: { notFound: ReactNode }) {
  return (
    <Loading label="Loading the page">
      <LazyArticlePage notFound={notFound} />
    </Loading>
  );
}

export function ContentPage() {
  return (
    <Loading label="Loading the page">
      <LazyContentPage />
    </Loading>
  );
}

/** spec 001 §2: the customer area's Rating Activities (/teacher/ratings). */
export function MyRatingsPage() {
  return (
    <Loading label="Loading the page">
      <LazyMyRatingsPage />
    </Loading>
  );
}

/** spec 001 §2: the customer area's wallet (/teacher/wallets). */
export function MyWalletPage() {
  return (
    <Loading label="Loading the page">
      <LazyMyWalletPage />
    </Loading>
  );
}

/** issue 18 §4: the customer's airtime and data purchases (/teacher/airtimes). */
export function MyAirtimePage() {
  return (
    <Loading label="Loading the page">
      <LazyMyAirtimePage />
    </Loading>
  );
}

/** spec 001 §2: the customer area's orders (/teacher/orders). */
export function MyOrdersPage() {
  return (
    <Loading label="Loading the page">
      <LazyMyOrdersPage />
    </Loading>
  );
}

/** spec 001 §2: the order invoice (/order/{id}), in the admin shell. */
export function OrderInvoicePage() {
  return (
    <Loading label="Loading the invoice">
      <LazyOrderInvoicePage />
    </Loading>
  );
}

/** spec 001 §2: the customer area's payments (/teacher/payments). */
export function MyPaymentsPage() {
  return (
    <Loading label="Loading the page">
      <LazyMyPaymentsPage />
    </Loading>
  );
}

/** Issue 30: the customer area's own rides (/teacher/rides). */
export function MyRidesPage() {
  return (
    <Loading label="Loading the page">
      <LazyMyRidesPage />
    </Loading>
  );
}

/** Issue 30: the customer area's own complaints (/teacher/complaints). */
export function MyComplaintsPage() {
  return (
    <Loading label="Loading the page">
      <LazyMyComplaintsPage />
    </Loading>
  );
}

/** issue 33: the driver's web app (/drive), with its own phone-first layout. */
export function DriveAppPage() {
  return (
    <DriveLayout>
      <Loading label="Loading the driver's app">
        <LazyDriveAppPage />
      </Loading>
    </DriveLayout>
  );
}

/** Issue 33: the rider's app (/ride), its own full-height frame. */
export function RideAppPage() {
  return (
    <Loading label="Loading the page">
      <LazyRideAppPage />
    </Loading>
  );
}
