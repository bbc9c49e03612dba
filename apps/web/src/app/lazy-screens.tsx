import { Loader } from '@mantine/core';
import { lazy, type ReactNode, Suspense } from 'react';

/*
 * The admin shell (with the file manager, image viewer and resizer it hosts) and the admin pages are
 * downloaded only when an admin page is opened, and the account forms (sign in, register, passwords,
 * phone numbers) only on an account page: the public site never downloads them.
 */
const LazyAdminShell = lazy(async () => ({
  default: (await import('./admin-shell/admin-shell.tsx')).AdminShell,
}));
const LazyAdminPage = lazy(async () => ({ default: (await import('./admin-pages.tsx')).AdminPage }));
const LazyAccountPage = lazy(async () => ({
  default: (await import('../features/account/pages/account-page.tsx')).AccountPage,
}));

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
