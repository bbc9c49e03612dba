import { screen, waitFor, within } from '@testing-library/react';
import type { AuthenticateReply } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { describe, expect, it } from 'vitest';
import { session, storageKeys } from '../../../lib/session.ts';
import { answer, fakeApi, problem } from '../../../test/fake-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { AccountPage } from '../pages/account-page.tsx';

const reply = (HasAdminRole: boolean, RequireNewPassword = false): AuthenticateReply => ({
  Token: 'new-token',
  RequireNewPassword,
  User: {
    Id: 'u-1',
    EmailAddress: 'ada@example.com',
    Surname: 'Obi',
    FirstName: 'Ada',
    HasAdminRole,
    AllowAllEndPoints: HasAdminRole,
    AdminEndPoints: [],
  },
});

const openLogin = (at = '/account/login') =>
  renderRoutes(
    [
      { path: '/account/login', element: <AccountPage /> },
      { path: '/account/login/:id', element: <AccountPage /> },
    ],
    { at, withAlerts: true },
  );

async function signIn(
  rendered: ReturnType<typeof openLogin>,
  { email = 'ada@example.com', password = 'Secret#123', remember = false } = {},
) {
  const { user, fill } = rendered;
  await fill(screen.getByLabelText(/E-mail address/), email);
  await fill(screen.getByLabelText(/^Password/), password);
  if (remember) await user.click(screen.getByLabelText('Remember me'));
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

// spec 000 §6 and spec 001 §4, §5: the login screen.
describe('login form', () => {
  it('refuses an invalid e-mail address and a weak password with the spec texts, without calling', async () => {
    const { sent } = fakeApi();
    const rendered = openLogin();
    await signIn(rendered, { email: 'ada.example.com', password: 'password' });
    expect(await screen.findByText('Invalid Emaill Address')).toBeVisible();
    expect(
      screen.getByText(
        'Please make sure that your password is at least eight characters long and includes at least a number, a uppercase, a lowercase letter and a symbol.',
      ),
    ).toBeVisible();
    expect(sent).toHaveLength(0);
  });

  it("shows the server's message on a wrong password and stays on the page", async () => {
    fakeApi(
      answer(calls.Account.Authenticate, () => problem(401, 'The e-mail address or password is not correct')),
    );
    const rendered = openLogin();
    await signIn(rendered);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The e-mail address or password is not correct',
    );
    expect(rendered.location().pathname).toBe('/account/login');
    expect(session.isLoggedIn()).toBe(false);
  });

  it('sends the e-mail address and password, and signs in', async () => {
    const { sent } = fakeApi(answer(calls.Account.Authenticate, () => reply(false)));
    const rendered = openLogin();
    await signIn(rendered);
    await waitFor(() => expect(session.isLoggedIn()).toBe(true));
    expect(sent[0]?.body).toEqual({
      EmailAddress: 'ada@example.com',
      Password: 'Secret#123',
      RememberMe: false,
    });
    expect(localStorage.getItem(storageKeys.token)).toBe('new-token');
  });

  it('takes an admin to /admin/home', async () => {
    fakeApi(answer(calls.Account.Authenticate, () => reply(true)));
    const rendered = openLogin();
    await signIn(rendered);
    await waitFor(() => expect(rendered.location().pathname).toBe('/admin/home'));
  });

  it('takes anyone else to the home page', async () => {
    fakeApi(answer(calls.Account.Authenticate, () => reply(false)));
    const rendered = openLogin();
    await signIn(rendered);
    await waitFor(() => expect(rendered.location().pathname).toBe('/'));
  });

  it('returns to the page named in the address (/account/login/{id})', async () => {
    fakeApi(answer(calls.Account.Authenticate, () => reply(true)));
    const rendered = openLogin('/account/login/%2Fadmin%2Forders%3Fpage%3D2');
    await signIn(rendered);
    await waitFor(() => expect(rendered.location().pathname).toBe('/admin/orders'));
    expect(rendered.location().search).toBe('?page=2');
  });

  // Issue 32: a signed-in rider sent here from an admin address is told why, and where to go instead.
  it('tells a signed-in rider on an admin address that this account cannot open it, with the way to their own area', async () => {
    session.signIn(reply(false));
    fakeApi(answer(calls.Account.Authenticate, () => ({ ...reply(true), Token: 'admin-token' })));
    const rendered = openLogin('/account/login/%2Fadmin%2Fusers');
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent("This account cannot open the administrators' area");
    expect(notice).toHaveTextContent('You are signed in as ada@example.com, which is not an administrator.');
    expect(within(notice).getByRole('link', { name: 'Go to My Rides' })).toHaveAttribute(
      'href',
      '/teacher/rides',
    );
    // The form below signs in as someone else, who is taken to the admin address.
    await signIn(rendered, { email: 'admin@example.com' });
    await waitFor(() => expect(rendered.location().pathname).toBe('/admin/users'));
    expect(session.get().token).toBe('admin-token');
  });

  it('shows no such notice to a visitor who is not signed in', async () => {
    fakeApi();
    openLogin('/account/login/%2Fadmin%2Fusers');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('never returns to another site', async () => {
    fakeApi(answer(calls.Account.Authenticate, () => reply(false)));
    const rendered = openLogin(`/account/login/${encodeURIComponent('//evil.example/x')}`);
    await signIn(rendered);
    await waitFor(() => expect(rendered.location().pathname).toBe('/'));
  });

  it('sends a person who must choose a new password to set-password first', async () => {
    fakeApi(answer(calls.Account.Authenticate, () => reply(true, true)));
    const rendered = openLogin();
    await signIn(rendered);
    await waitFor(() => expect(rendered.location().pathname).toBe('/account/setpassword'));
    expect(new URLSearchParams(rendered.location().search).get('next')).toBe('/admin/home');
    expect(session.get().requireNewPassword).toBe(true);
  });

  it('remembers the e-mail address, never the password, when asked', async () => {
    fakeApi(answer(calls.Account.Authenticate, () => reply(false)));
    const rendered = openLogin();
    await signIn(rendered, { remember: true });
    await waitFor(() => expect(rendered.location().pathname).toBe('/'));
    const saved = localStorage.getItem(storageKeys.loginDetails) ?? '';
    expect(JSON.parse(saved)).toEqual({ EmailAddress: 'ada@example.com', RememberMe: true });
    expect(saved).not.toContain('Secret#123');
    rendered.unmount();
    session.signOut();
    openLogin();
    expect(screen.getByLabelText(/E-mail address/)).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Remember me')).toBeChecked();
  });

  // Issue 29 §3: an administrator with a second factor is asked for the code after the password.
  it('asks for the authenticator code after the password, then signs in with it', async () => {
    const { sent } = fakeApi(
      answer(calls.Account.Authenticate, () => ({
        TwoFactorRequired: true as const,
        ChallengeToken: 'challenge',
      })),
      answer(calls.Account.VerifyTwoFactor, () => reply(true)),
    );
    const rendered = openLogin();
    await signIn(rendered);
    const code = await screen.findByLabelText(/Authentication code/);
    expect(session.isLoggedIn()).toBe(false);
    await rendered.fill(code, '123456');
    await rendered.user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(rendered.location().pathname).toBe('/admin/home'));
    expect(sent[1]?.body).toEqual({ ChallengeToken: 'challenge', Code: '123456' });
    expect(localStorage.getItem(storageKeys.token)).toBe('new-token');
  });

  it('takes a recovery code instead when asked, and shows a refusal', async () => {
    const { sent } = fakeApi(
      answer(calls.Account.Authenticate, () => ({
        TwoFactorRequired: true as const,
        ChallengeToken: 'challenge',
      })),
      answer(calls.Account.VerifyTwoFactor, () =>
        problem(401, 'The recovery code is not correct or has been used already'),
      ),
    );
    const rendered = openLogin();
    await signIn(rendered);
    await rendered.user.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    await rendered.fill(screen.getByLabelText(/Recovery code/), 'abcde-12345');
    await rendered.user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('has been used already');
    expect(sent[1]?.body).toEqual({ ChallengeToken: 'challenge', RecoveryCode: 'abcde-12345' });
    expect(session.isLoggedIn()).toBe(false);
  });

  it('sends an administrator who must enrol a second factor to the security page', async () => {
    fakeApi(
      answer(calls.Account.Authenticate, () => ({
        ...reply(true),
        RequireTwoFactorEnrolment: true as const,
      })),
    );
    const rendered = openLogin();
    await signIn(rendered);
    await waitFor(() => expect(rendered.location().pathname).toBe('/admin/security'));
  });
});
