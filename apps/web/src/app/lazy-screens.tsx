import { Loader } from '@mantine/core';
import { lazy, type ReactNode, Suspense } from 'react';

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

const LazyBlogPage = lazy(() => import('../features/blog/pages/blog-page.tsx'));
const LazyArticlePage = lazy(() => import('../features/blog/pages/article-page.tsx'));
const LazyContentPage = lazy(() => import('../features/content-pages/pages/content-page.tsx'));

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
