import { screen, waitFor } from '@testing-library/react';
import { type AuthenticateReply, calls, type SessionUser } from '@wayfare/contracts';
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

  it('guards the customer area', async () => {
    const rendered = renderRoutes(routes, { at: '/teacher/orders' });
    await waitFor(() => expect(rendered.location().pathname).toBe('/account/login'));
  });
});
