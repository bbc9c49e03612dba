import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Endpoint, type PermittedEndpoint, type SessionUser } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { describe, expect, it, vi } from 'vitest';
import { session, storageKeys } from '../../lib/session.ts';
import { pageLoad } from '../../lib/sign-out.ts';
import { answer, fakeApi, problem } from '../../test/fake-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { AdminShell } from './admin-shell.tsx';

const admin: SessionUser = {
  Id: 'u-1',
  EmailAddress: 'ada@example.com',
  Surname: 'Obi',
  FirstName: 'Ada',
  HasAdminRole: true,
  AllowAllEndPoints: false,
  AdminEndPoints: [],
};

const permitted = (...ids: number[]) =>
  ids.map((Id) => ({
    Id,
    Name: String(Id),
    CanView: true,
    CanModifyCreate: true,
    CanModifyEdit: true,
    CanModifyDelete: true,
  }));

/**
 * Opens the shell at `at` for a signed-in admin whose permitted endpoints are `endpoints` (every right),
 * and `more` as given.
 */
async function openShell(at: string, endpoints: number[], more: PermittedEndpoint[] = []) {
  session.signIn({ Token: 'admin-token', User: admin, RequireNewPassword: false });
  const api = fakeApi(
    answer(calls.Settings.GetMyAdminEndPoints, () => [...permitted(...endpoints), ...more]),
  );
  const rendered = renderRoutes(
    [{ element: <AdminShell />, children: [{ path: '/admin/:page', element: <p>The page</p> }] }],
    { at },
  );
  const menu = await screen.findByRole('navigation', { name: 'Admin menu' });
  return { ...rendered, ...api, menu };
}

/** The menu's top-level entries in order: single links and section headers, not the links in sections. */
const entriesOf = (menu: HTMLElement) =>
  Array.from(menu.querySelectorAll('a, button[aria-expanded]'))
    .filter((element) => !element.closest('[role="region"]'))
    .map((element) => element.textContent?.trim());

// spec 000 §2.2 and §6: the admin shell and its side menu.
describe('admin shell', () => {
  it("shows a customer on an order invoice their own lists, not the back office's menu", async () => {
    session.signIn({
      Token: 'rider-token',
      User: { ...admin, HasAdminRole: false },
      RequireNewPassword: false,
    });
    const { sent } = fakeApi();
    renderRoutes(
      [{ element: <AdminShell />, children: [{ path: '/order/:id', element: <p>The invoice</p> }] }],
      {
        at: '/order/42',
      },
    );
    const menu = await screen.findByRole('navigation', { name: 'Customer menu' });
    expect(within(menu).getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/teacher/orders');
    expect(within(menu).getByRole('link', { name: 'My Payments' })).toHaveAttribute(
      'href',
      '/teacher/payments',
    );
    expect(within(menu).getByRole('link', { name: 'My Rides' })).toHaveAttribute('href', '/teacher/rides');
    expect(within(menu).getByRole('link', { name: 'My Complaints' })).toHaveAttribute(
      'href',
      '/teacher/complaints',
    );
    expect(screen.queryByRole('navigation', { name: 'Admin menu' })).toBeNull();
    expect(screen.queryByLabelText('Loading menu')).toBeNull();
    expect(sent).toHaveLength(0);
  });

  it('has the colour scheme switch in its header (issue 32)', async () => {
    await openShell('/admin/home', []);
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('radiogroup', { name: 'Colour scheme' })).toBeInTheDocument();
  });

  it('asks for the permitted endpoints once, with the token', async () => {
    const { sent, sentTo } = await openShell('/admin/home', []);
    expect(sent).toHaveLength(1);
    const [request] = sentTo(calls.Settings.GetMyAdminEndPoints);
    expect(request?.headers.get('Authorization')).toBe('Bearer admin-token');
  });

  it('shows only the permitted items and hides groups without any', async () => {
    const { menu } = await openShell('/admin/home', [Endpoint.Package]);
    expect(within(menu).getByRole('link', { name: 'Driver Packages' })).toBeVisible();
    expect(within(menu).queryByText('Driver Ratings')).toBeNull();
    expect(within(menu).queryByText('Accounts Activites')).toBeNull();
    expect(within(menu).queryByText('Website Transactions')).toBeNull();
  });

  it('shows a group with one visible item as a single link, and one with several as a section', async () => {
    const { menu } = await openShell('/admin/home', [Endpoint.Package, Endpoint.Blog]);
    expect(within(menu).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/admin/home');
    expect(within(menu).queryByRole('button', { name: 'Ride Activities' })).toBeNull();
    expect(within(menu).getByRole('link', { name: 'Driver Packages' })).toHaveAttribute(
      'href',
      '/admin/packages',
    );
    const settings = within(menu).getByRole('button', { name: 'Website Settings' });
    expect(settings).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps the groups in the spec order, links and sections alike', async () => {
    // Account without edit: Account edit approves licences, which would add the onboarding queue (issue 32).
    const accountsToView = { ...permitted(Endpoint.Account)[0]!, CanModifyEdit: false };
    const { menu } = await openShell('/admin/home', [Endpoint.Package, Endpoint.Blog], [accountsToView]);
    expect(entriesOf(menu)).toEqual([
      'Dashboard',
      'Accounts Activites',
      'Driver Packages',
      'Website Settings',
    ]);
  });

  it('shows an item only to a role holding its view right (issue 29 §3)', async () => {
    const blog = { ...permitted(Endpoint.Blog)[0]!, CanView: false };
    const { menu } = await openShell('/admin/home', [Endpoint.Location], [blog]);
    expect(within(menu).queryByText('Blog & Articles')).toBeNull();
    await userEvent.click(within(menu).getByRole('button', { name: 'Website Settings' }));
    expect(await within(menu).findByRole('link', { name: 'Countries, States & Cities' })).toBeVisible();
    expect(within(menu).queryByRole('link', { name: 'Blog & Articles' })).toBeNull();
  });

  it('opens a section on its items', async () => {
    const { menu, user } = await openShell('/admin/home', [Endpoint.Account]);
    await user.click(within(menu).getByRole('button', { name: 'Accounts Activites' }));
    expect(await within(menu).findByRole('link', { name: 'Driver Accounts' })).toHaveAttribute(
      'href',
      '/admin/drivers',
    );
  });

  it('marks the current item active and titles the page after it', async () => {
    const { menu } = await openShell('/admin/users', [Endpoint.Account]);
    expect(within(menu).getByRole('button', { name: 'Accounts Activites' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(menu).getByRole('link', { name: 'User Accounts' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'Admin Accounts' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('User Accounts');
    expect(screen.getByText('The page')).toBeInTheDocument();
  });

  it('marks the item active at its address with another case or a trailing slash', async () => {
    const { menu } = await openShell('/Admin/Users/', [Endpoint.Account]);
    expect(within(menu).getByRole('link', { name: 'User Accounts' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('User Accounts');
  });

  it('marks a single-link group active too', async () => {
    const { menu } = await openShell('/admin/home', []);
    expect(within(menu).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Dashboard');
  });

  it('moves the active mark when the page changes', async () => {
    const { menu, user } = await openShell('/admin/home', [Endpoint.Package]);
    await user.click(within(menu).getByRole('link', { name: 'Driver Packages' }));
    expect(within(menu).getByRole('link', { name: 'Driver Packages' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(menu).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Packages Center');
  });

  it("shows the user's full name", async () => {
    await openShell('/admin/home', []);
    expect(screen.getByText('Ada Obi')).toBeVisible();
  });

  it('signs out: clears the session and loads the site root afresh', async () => {
    const open = vi.spyOn(pageLoad, 'open').mockImplementation(() => {});
    await openShell('/admin/home', []);
    session.anonymousId();
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(open).toHaveBeenCalledWith('/');
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
    expect(localStorage.getItem(storageKeys.user)).toBeNull();
    expect(session.isLoggedIn()).toBe(false);
  });

  it('shows an error alert when the permissions cannot be fetched, and the AllowForAll items', async () => {
    session.signIn({ Token: 'admin-token', User: admin, RequireNewPassword: false });
    fakeApi(
      answer(calls.Settings.GetMyAdminEndPoints, () => problem(403, 'You do not have permission to do this')),
    );
    renderRoutes(
      [{ element: <AdminShell />, children: [{ path: '/admin/:page', element: <p>The page</p> }] }],
      {
        at: '/admin/home',
      },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have permission to do this');
    const menu = screen.getByRole('navigation', { name: 'Admin menu' });
    expect(within(menu).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  });
});
