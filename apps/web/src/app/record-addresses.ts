import { EDIT_PARAM, VIEW_PARAM } from '../components/screen/use-screen-url.ts';
import { paths } from '../lib/paths.ts';
import { KEYWORD } from '../lib/use-list-url-state.ts';

const opened = (page: string, param: string) => (id: string) =>
  `${paths.admin(page)}?${new URLSearchParams({ [param]: id })}`;

/**
 * Issue 32: every record has an address, /admin/{page}/{id}, that opens it as its list's row action
 * does. The pages with record pages of their own (rides, cars, complaints: `recordPages`) answer it
 * themselves; the others open the list's detail view or editor, which keep the record in the query
 * (`?view=`, `?edit=`) and say so when an id is unknown. An order opens its invoice, its own page; a
 * payment, which has no page, the payments list searched for its id.
 */
export const recordAddresses: Readonly<Record<string, (id: string) => string>> = {
  accounts: opened('accounts', VIEW_PARAM),
  drivers: opened('drivers', VIEW_PARAM),
  users: opened('users', VIEW_PARAM),
  roles: opened('roles', EDIT_PARAM),
  articles: opened('articles', EDIT_PARAM),
  packages: opened('packages', EDIT_PARAM),
  promotions: opened('promotions', EDIT_PARAM),
  referralawards: opened('referralawards', EDIT_PARAM),
  categories: opened('categories', EDIT_PARAM),
  countries: opened('countries', EDIT_PARAM),
  states: opened('states', EDIT_PARAM),
  cities: opened('cities', EDIT_PARAM),
  orders: (id) => paths.order(id),
  payments: opened('payments', KEYWORD),
};
