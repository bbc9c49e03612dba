import { Loader } from '@mantine/core';
import { type ComponentType, lazy, Suspense } from 'react';

/** A screen whose code is downloaded on its first visit; a loader shows meanwhile. */
function onFirstVisit<Props extends object>(load: () => Promise<ComponentType<Props>>, label: string) {
  const Screen = lazy(async () => ({ default: await load() }));
  return function LoadedOnFirstVisit(props: Props) {
    return (
      <Suspense fallback={<Loader m="xl" aria-label={label} />}>
        <Screen {...props} />
      </Suspense>
    );
  };
}

/**
 * The admin shell (with the file manager, image viewer and resizer it hosts) and the admin pages are
 * downloaded only when an admin page is opened, and the account forms (sign in, register, passwords,
 * phone numbers) only on an account page: the public site never downloads them.
 */
export const AdminShell = onFirstVisit(
  async () => (await import('./admin-shell/admin-shell.tsx')).AdminShell,
  'Loading the back office',
);
export const AdminPage = onFirstVisit(
  async () => (await import('./admin-pages.tsx')).AdminPage,
  'Loading the page',
);
export const AccountPage = onFirstVisit(
  async () => (await import('../features/account/pages/account-page.tsx')).AccountPage,
  'Loading the page',
);
