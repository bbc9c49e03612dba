import { screen, within } from '@testing-library/react';
import type { SessionUser } from '@wayfare/contracts';
import { describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session.ts';
import { pageLoad } from '../../lib/sign-out.ts';
import { renderRoutes } from '../../test/render.tsx';
import { PublicLayout } from './public-layout.tsx';

const person = (HasAdminRole: boolean): SessionUser => ({
  Id: 'u-1',
  EmailAddress: 'ada@example.com',
  Surname: 'Obi',
  FirstName: 'Ada',
  HasAdminRole,
  AllowAllEndPoints: false,
  AdminEndPoints: [],
});
const open = () =>
  renderRoutes([{ element: <PublicLayout />, children: [{ path: '/blog', element: <p>Blog body</p> }] }], {
    at: '/blog',
  });

// spec 000 §2.1: the public layout's header and footer.
describe('public layout', () => {
  it('keeps the code of a referral link (?rc=) under the storage key rc (issue 15 §5)', () => {
    renderRoutes([{ element: <PublicLayout />, children: [{ path: '/blog', element: <p>Blog body</p> }] }], {
      at: '/blog?rc=ab12cd34',
    });
    expect(JSON.parse(localStorage.getItem('rc') ?? '{}')).toMatchObject({ code: 'AB12CD34' });
  });

  it('links Home, How It Works, Benefits and Blog', () => {
    open();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['How It Works', '/#how_it_works'],
      ['Benefits', '/#benefits'],
      ['Blog', '/blog'],
    ]);
    expect(screen.getByText('Blog body')).toBeVisible();
  });

  it('has the colour scheme switch in its header (issue 32)', () => {
    open();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('radiogroup', { name: 'Colour scheme' })).toBeInTheDocument();
  });

  it('has the Privacy Policy and Terms links in the footer', () => {
    open();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacypolicy',
    );
    expect(within(footer).getByRole('link', { name: 'Terms' })).toHaveAttribute(
      'href',
      '/termsandconditions',
    );
  });

  it('shows no My Account menu to a visitor', () => {
    open();
    expect(screen.queryByRole('button', { name: 'My Account' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/account/login');
  });

  it('shows no My Account menu after the session expired', () => {
    session.signIn({ Token: 't', User: person(false), RequireNewPassword: false });
    session.expire();
    open();
    expect(screen.queryByRole('button', { name: 'My Account' })).toBeNull();
  });

  it('offers Sign Out, without the Administrator link, to a signed-in customer', async () => {
    session.signIn({ Token: 't', User: person(false), RequireNewPassword: false });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'My Account' }));
    expect(await screen.findByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
    expect(screen.queryByRole('menuitem', { name: 'Administrator' })).toBeNull();
    // issue 17 §5: the customer area's Rating Activities.
    expect(screen.getByRole('menuitem', { name: 'My Ratings' })).toHaveAttribute('href', '/teacher/ratings');
    // Issue 30: the person's own rides and complaints.
    expect(screen.getByRole('menuitem', { name: 'My Rides' })).toHaveAttribute('href', '/teacher/rides');
    expect(screen.getByRole('menuitem', { name: 'My Complaints' })).toHaveAttribute(
      'href',
      '/teacher/complaints',
    );
  });

  it('offers the Administrator link to an admin', async () => {
    session.signIn({ Token: 't', User: person(true), RequireNewPassword: false });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'My Account' }));
    expect(await screen.findByRole('menuitem', { name: 'Administrator' })).toHaveAttribute(
      'href',
      '/admin/home',
    );
  });

  it('signs out and loads the home page afresh', async () => {
    const load = vi.spyOn(pageLoad, 'open').mockImplementation(() => {});
    session.signIn({ Token: 't', User: person(false), RequireNewPassword: false });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'My Account' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    expect(load).toHaveBeenCalledWith('/');
    expect(session.isLoggedIn()).toBe(false);
  });
});
