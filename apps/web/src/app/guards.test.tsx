import { act, screen } from '@testing-library/react';
import type { SessionUser } from '@wayfare/contracts';
import { describe, expect, it } from 'vitest';
import { session, storageKeys } from '../lib/session.ts';
import { renderRoutes } from '../test/render.tsx';
import { RequireAuth } from './guards.tsx';

const person = (HasAdminRole: boolean): SessionUser => ({
  Id: 'u-1',
  EmailAddress: 'ada@example.com',
  Surname: 'Obi',
  FirstName: 'Ada',
  HasAdminRole,
  AllowAllEndPoints: false,
  AdminEndPoints: [],
});
const signIn = (isAdmin: boolean, RequireNewPassword = false) =>
  session.signIn({ Token: 'token', User: person(isAdmin), RequireNewPassword });

const routes = [
  {
    path: '/teacher/orders',
    element: (
      <RequireAuth>
        <p>My orders</p>
      </RequireAuth>
    ),
  },
  {
    path: '/admin/:page',
    element: (
      <RequireAuth adminOnly>
        <p>Admin page</p>
      </RequireAuth>
    ),
  },
];
const open = async (at: string) => {
  const rendered = renderRoutes(routes, { at });
  await screen.findByText(/My orders|Admin page|\//);
  return rendered.location();
};

// spec 000 §6: route guards.
describe('RequireAuth', () => {
  it('sends a visitor without a token to /account/login with the page to return to', async () => {
    expect((await open('/teacher/orders')).pathname).toBe('/account/login/%2Fteacher%2Forders');
  });

  it('sends a visitor without a token on an admin page to /account/login with the page and its query', async () => {
    expect((await open('/admin/countries?keyword=st.%20kitts')).pathname).toBe(
      '/account/login/%2Fadmin%2Fcountries%3Fkeyword%3Dst.%2520kitts',
    );
  });

  it('lets a signed-in person in', async () => {
    signIn(false);
    await open('/teacher/orders');
    expect(screen.getByText('My orders')).toBeInTheDocument();
  });

  it('sends a signed-in non-admin on an admin page to login with the current path to return to', async () => {
    signIn(false);
    const location = await open('/admin/users?page=2');
    expect(location.pathname).toBe('/account/login/%2Fadmin%2Fusers%3Fpage%3D2');
    expect(screen.queryByText('Admin page')).toBeNull();
  });

  it('lets an admin into an admin page', async () => {
    signIn(true);
    await open('/admin/users');
    expect(screen.getByText('Admin page')).toBeInTheDocument();
  });

  it('treats a person whose session expired (require-auth flag) as signed out, with the way back', async () => {
    signIn(true);
    localStorage.setItem(storageKeys.requireAuth, 'true');
    window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.requireAuth }));
    expect(session.get().token).toBe('token');
    expect((await open('/teacher/orders')).pathname).toBe('/account/login/%2Fteacher%2Forders');
    expect(screen.queryByText('My orders')).toBeNull();
  });

  it('sends a person who must choose a new password to the set-password page, then back', async () => {
    signIn(true, true);
    const location = await open('/admin/users?page=2');
    expect(location.pathname).toBe('/account/setpassword');
    expect(new URLSearchParams(location.search).get('next')).toBe('/admin/users?page=2');
    expect(screen.queryByText('Admin page')).toBeNull();
  });

  it('sends the person to login with the way back as soon as the session expires', async () => {
    signIn(false);
    await open('/teacher/orders');
    act(() => session.expire());
    expect(await screen.findByText('/account/login/%2Fteacher%2Forders')).toBeInTheDocument();
  });

  it('sends a person who signed out to /account/login, with the way back', async () => {
    signIn(false);
    await open('/teacher/orders');
    act(() => session.signOut());
    expect(await screen.findByText('/account/login/%2Fteacher%2Forders')).toBeInTheDocument();
  });
});
