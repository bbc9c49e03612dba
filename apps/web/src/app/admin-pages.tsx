import type { ReactElement } from 'react';
import { useParams } from 'react-router';
import { NotAvailableYet } from '../components/not-available-yet.tsx';
import { allAdminPages } from './admin-shell/admin-menu.ts';
import { NotFoundPage } from './not-found-page.tsx';

/**
 * The screen of each admin page that has been built, by its path segment (/admin/{page}).
 * A page listed in the menu but not here shows its title and a "not available yet" notice.
 */
export const builtAdminPages: Record<string, () => ReactElement> = {};

export function AdminPage() {
  const { page = '' } = useParams();
  const key = page.toLowerCase();
  const known = allAdminPages.find((candidate) => candidate.page === key);
  const Built = builtAdminPages[key];
  if (Built) return <Built />;
  if (known) return <NotAvailableYet title={known.label} />;
  return <NotFoundPage />;
}
