import { screen, waitFor } from '@testing-library/react';
import type { AuthenticateReply, SessionUser } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { describe, expect, it } from 'vitest';
import { session } from '../lib/session.ts';
import { answer, fakeApi, problem } from '../test/fake-api.ts';
import { renderRoutes } from '../test/render.tsx';
import { routes } from './router.tsx';

const admin: SessionUser = {
  Id: 'u-1',
  EmailAddress: 'ada@example.com',
  Surname: 'Obi',
  FirstName: 'Ada',
  HasAdminRole: true,
  AllowAllEndPoints: true,
  AdminEndPoints: [],
};
const signedIn: AuthenticateReply = { Token: 'fresh', RequireNewPassword: false, User: admin };

// spec 000 §4, §6 and §7: the app's routes with their guards and the 401 round trip.
describe('app routes', () => {
  it('sends an expired session on an admin page to login with the way back, then returns there', async () => {
    session.signIn({ Token: 'expired', User: admin, RequireNewPassword: false });
    let token = 'expired';
    fakeApi(
      answer(calls.Settings.GetMyAdminEndPoints, ({ sent }) =>
        sent.headers.get('Authorization') === `Bearer ${token}` && token === 'fresh'
          ? []
          : problem(401, 'Your session has expired. Kindly sign in again'),
      ),
      answer(calls.Account.Authenticate, () => {
        token = 'fresh';
        return signedIn;
      }),
    );
    const rendered = renderRoutes(routes, { at: '/admin/users?page=2' });
    await waitFor(() =>
      expect(rendered.location().pathname).toBe('/account/login/%2Fadmin%2Fusers%3Fpage%3D2'),
    );
    expect(session.isLoggedIn()).toBe(false);
    await rendered.fill(await screen.findByLabelText(/E-mail address/), 'ada@example.com');
    await rendered.fill(screen.getByLabelText(/^Password/), 'Secret#123');
    await rendered.user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(rendered.location().pathname + rendered.location().search).toBe('/admin/users?page=2'),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'User Accounts' })).toBeVisible();
  });

  it('shows the not-found page for an admin page that does not exist', async () => {
    session.signIn({ Token: 't', User: admin, RequireNewPassword: false });
    fakeApi(answer(calls.Settings.GetMyAdminEndPoints, () => []));
    renderRoutes(routes, { at: '/admin/nosuchpage' });
    expect(await screen.findByText('The URL does not exist. Thank you')).toBeVisible();
  });

  it('guards the customer area, keeping the way back', async () => {
    const rendered = renderRoutes(routes, { at: '/teacher/orders' });
    await waitFor(() => expect(rendered.location().pathname).toBe('/account/login/%2Fteacher%2Forders'));
  });
});

const rider: SessionUser = { ...admin, Id: 'u-2', HasAdminRole: false, AllowAllEndPoints: false };

/** Signs in through the form of the login page shown. */
async function signInThroughForm(rendered: ReturnType<typeof renderRoutes>) {
  await rendered.fill(await screen.findByLabelText(/E-mail address/), 'ada@example.com');
  await rendered.fill(screen.getByLabelText(/^Password/), 'Secret#123');
  await rendered.user.click(screen.getByRole('button', { name: 'Sign in' }));
}
const here = (rendered: ReturnType<typeof renderRoutes>) =>
  rendered.location().pathname + rendered.location().search;

// Issue 21: a shared link survives the sign-in.
describe('deep links', () => {
  it('takes a visitor from an admin link to sign in, then to that page with its query', async () => {
    fakeApi(
      answer(calls.Account.Authenticate, () => signedIn),
      answer(calls.Settings.GetMyAdminEndPoints, () => []),
    );
    const rendered = renderRoutes(routes, { at: '/admin/users?keyword=st.%20kitts' });
    await waitFor(() =>
      expect(rendered.location().pathname).toBe('/account/login/%2Fadmin%2Fusers%3Fkeyword%3Dst.%2520kitts'),
    );
    await signInThroughForm(rendered);
    await waitFor(() => expect(here(rendered)).toBe('/admin/users?keyword=st.%20kitts'));
  });

  it('takes a rider who followed an admin link to their home after signing in', async () => {
    fakeApi(answer(calls.Account.Authenticate, () => ({ ...signedIn, User: rider })));
    const rendered = renderRoutes(routes, { at: '/admin/countries' });
    await waitFor(() => expect(rendered.location().pathname).toBe('/account/login/%2Fadmin%2Fcountries'));
    await signInThroughForm(rendered);
    await waitFor(() => expect(here(rendered)).toBe('/'));
  });

  it('sends /admin to /admin/home', async () => {
    session.signIn({ Token: 't', User: admin, RequireNewPassword: false });
    fakeApi(answer(calls.Settings.GetMyAdminEndPoints, () => []));
    const rendered = renderRoutes(routes, { at: '/admin' });
    await waitFor(() => expect(here(rendered)).toBe('/admin/home'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  it('sends a visitor on /admin to sign in with /admin/home to return to', async () => {
    const rendered = renderRoutes(routes, { at: '/admin' });
    await waitFor(() => expect(rendered.location().pathname).toBe('/account/login/%2Fadmin%2Fhome'));
  });

  it.each([
    ['an admin', admin, '/admin/home'],
    ['a rider', rider, '/'],
  ])('sends %s who opens /account/login to their home', async (_who, user, home) => {
    session.signIn({ Token: 't', User: user, RequireNewPassword: false });
    fakeApi(answer(calls.Settings.GetMyAdminEndPoints, () => []));
    const rendered = renderRoutes(routes, { at: '/account/login' });
    await waitFor(() => expect(here(rendered)).toBe(home));
  });

  it('sends a signed-in admin who opens a login link straight to its page', async () => {
    session.signIn({ Token: 't', User: admin, RequireNewPassword: false });
    fakeApi(answer(calls.Settings.GetMyAdminEndPoints, () => []));
    const rendered = renderRoutes(routes, { at: '/account/login/%2Fadmin%2Fstates' });
    await waitFor(() => expect(here(rendered)).toBe('/admin/states'));
  });

  it('lets a signed-in rider sent from an admin page sign in as someone else', async () => {
    session.signIn({ Token: 't', User: rider, RequireNewPassword: false });
    const rendered = renderRoutes(routes, { at: '/admin/countries' });
    await waitFor(() => expect(rendered.location().pathname).toBe('/account/login/%2Fadmin%2Fcountries'));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeVisible();
  });
});

// Issue 21: every page has one heading, and the browser tab reads '{Page} · Wayfare'.
describe('page titles', () => {
  const headingsOnce = async (name: string) => {
    await waitFor(() => expect(document.title).toBe(`${name} · Wayfare`));
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([
      name,
    ]);
  };

  it.each([
    ['/blog', 'Blog Center'],
    ['/account/login', 'Sign in'],
    ['/account/register', 'Create your account'],
    ['/article/v1.2-release/extra', 'Page not found'],
    ['/nothing.here', 'Page not found'],
  ])('%s is titled %s', async (at, name) => {
    renderRoutes(routes, { at });
    await headingsOnce(name);
  });

  it.each([
    ['/teacher/payments', 'My Payments'],
    // Issue 30.
    ['/teacher/rides', 'My Rides'],
    ['/teacher/complaints', 'My Complaints'],
  ])('titles the customer area page %s after itself', async (at, name) => {
    session.signIn({ Token: 't', User: rider, RequireNewPassword: false });
    renderRoutes(routes, { at });
    await headingsOnce(name);
  });

  it.each([
    ['/admin/home', 'Dashboard'],
    ['/admin/packages', 'Packages Center'],
    ['/admin/nosuchpage', 'Page not found'],
    ['/order/42', 'Order Invoice'],
  ])("shows %s's name once, in the shell's header", async (at, name) => {
    session.signIn({ Token: 't', User: admin, RequireNewPassword: false });
    fakeApi(answer(calls.Settings.GetMyAdminEndPoints, () => []));
    renderRoutes(routes, { at });
    await screen.findByText('Not available yet').catch(() => undefined);
    await headingsOnce(name);
    const main = screen.getByRole('main');
    expect(main).not.toHaveTextContent(name === 'Page not found' ? /Page not found/ : name);
  });
});
