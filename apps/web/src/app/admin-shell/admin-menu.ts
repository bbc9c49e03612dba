import { type CallDeclaration, Endpoint } from '@wayfare/contracts';
import { type AdminMenuGroup, type AdminPage, adminMenu, allAdminPages } from '../../lib/admin-menu-items.ts';
import { NOT_FOUND_TITLE } from '../not-found-page.tsx';

// The menu's items live in lib/, where the role editor reads their labels too (issue 32).
export { type AdminMenuGroup, type AdminPage, adminMenu, allAdminPages };

/**
 * spec 000 §6: an item shows when its endpoint is AllowForAll or among the permitted ones, and an item
 * with a call of its own only when the person may make it (`mayMake`: canMakeCall; the activity log's
 * call is declared for full administrators only). Unless told, no such call is made.
 */
export function visibleMenu(
  permitted: ReadonlySet<number>,
  mayMake: (call: CallDeclaration) => boolean = () => false,
): AdminMenuGroup[] {
  const shows = (item: AdminPage) =>
    (item.endpoint === Endpoint.AllowForAll || permitted.has(item.endpoint)) &&
    (!item.call || mayMake(item.call));
  return adminMenu
    .map((group) => ({ ...group, items: group.items.filter(shows) }))
    .filter((group) => group.items.length > 0);
}

/** The menu item to mark active at this address: its own, or the one it is part of. */
export function activeMenuItemAt(pathname: string): string | undefined {
  const page = adminPageAt(pathname);
  return page?.menuItem ?? page?.page;
}

/**
 * The one heading of the page at this address in the admin shell, also its browser tab's name: the active
 * menu item's (spec 000 §2.2), the order invoice's, or the not-found page's.
 */
export function shellTitleAt(pathname: string): string {
  const page = adminPageAt(pathname);
  // The states and cities tabs are titled by the item that reaches them; their tabs name them.
  const item = page?.menuItem ? allAdminPages.find((candidate) => candidate.page === page.menuItem) : page;
  if (item) return item.title ?? item.label;
  return /^\/order\//i.test(pathname) ? 'Order Invoice' : NOT_FOUND_TITLE;
}

/** The admin page at this address (case and a trailing slash aside), for the active mark and the title. */
export function adminPageAt(pathname: string): AdminPage | undefined {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  const record = /^(\/admin\/[^/]+)\/[^/]+$/.exec(path);
  if (record) return allAdminPages.find((page) => page.recordPages && `/admin/${page.page}` === record[1]);
  return allAdminPages.find((page) => `/admin/${page.page}` === path);
}
