import { screen, waitFor } from '@testing-library/react';
import type { SessionUser } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { describe, expect, it } from 'vitest';
import { session, storageKeys } from '../../../lib/session.ts';
import { answer, fakeApi, problem } from '../../../test/fake-api.ts';
import { renderAt } from '../../../test/render.tsx';
import { AccountPage } from '../pages/account-page.tsx';

const admin: SessionUser = {
  Id: 'u-1',
  EmailAddress: 'ada@example.com',
  Surname: 'Obi',
  FirstName: 'Ada',
  HasAdminRole: true,
  AllowAllEndPoints: true,
  AdminEndPoints: [],
};
const passwordRule =
  'Please make sure that your password is at least eight characters long and includes at least a number, a uppercase, a lowercase letter and a symbol.';

const open = (at: string) =>
  renderAt(<AccountPage />, at, { route: '/account/setpassword', withAlerts: true });

async function choose(rendered: ReturnType<typeof open>, password: string, confirm: string) {
  await rendered.fill(screen.getByLabelText(/^New password/), password);
  await rendered.fill(screen.getByLabelText(/^Confirm new password/), confirm);
  await rendered.user.click(screen.getByRole('button', { name: /new password/ }));
}

// spec 001 §4 and §5: set password, signed in (ChangePassword) and not (CompletePasswordReset).
describe('set password, signed in', () => {
  const signIn = (RequireNewPassword = true) =>
    session.signIn({ Token: 'generated-password-token', User: admin, RequireNewPassword });

  it("refuses a confirmation that does not match with 'MisMatch Password. Thank you'", async () => {
    signIn();
    const { sent } = fakeApi();
    const rendered = open('/account/setpassword');
    await choose(rendered, 'Secret#123', 'Secret#12');
    expect(screen.getByText('MisMatch Password. Thank you')).toBeVisible();
    expect(sent).toHaveLength(0);
  });

  it('refuses a weak password with the spec text', async () => {
    signIn();
    fakeApi();
    const rendered = open('/account/setpassword');
    await choose(rendered, 'secret123', 'secret123');
    expect(screen.getByText(passwordRule)).toBeVisible();
  });

  it('asks only for the new password, not the e-mail address or a code', () => {
    signIn();
    open('/account/setpassword');
    expect(screen.queryByLabelText(/E-mail address/)).toBeNull();
    expect(screen.queryByLabelText(/Verification code/)).toBeNull();
  });

  it('calls ChangePassword, keeps the new token and goes on to where the person was heading', async () => {
    signIn();
    const { sent } = fakeApi(
      answer(calls.Account.ChangePassword, () => ({
        Message: 'Your password has been changed. Thank you',
        Token: 'fresh',
      })),
    );
    const rendered = open(`/account/setpassword?next=${encodeURIComponent('/admin/orders')}`);
    await choose(rendered, 'Secret#123', 'Secret#123');
    await waitFor(() => expect(rendered.location().pathname).toBe('/admin/orders'));
    expect(sent[0]?.body).toEqual({ Password: 'Secret#123' });
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer generated-password-token');
    expect(localStorage.getItem(storageKeys.token)).toBe('fresh');
    expect(session.get().requireNewPassword).toBe(false);
    expect(screen.getByText('Your password has been changed. Thank you')).toBeVisible();
  });

  it('goes to /admin/home for an admin without a place to go back to', async () => {
    signIn(false);
    fakeApi(answer(calls.Account.ChangePassword, () => ({ Message: 'Changed', Token: 'fresh' })));
    const rendered = open('/account/setpassword');
    await choose(rendered, 'Secret#123', 'Secret#123');
    await waitFor(() => expect(rendered.location().pathname).toBe('/admin/home'));
  });
});

describe('set password, not signed in', () => {
  it('prefills the e-mail address and code from the address', () => {
    open('/account/setpassword?email=ada%40example.com&code=123456');
    expect(screen.getByLabelText(/E-mail address/)).toHaveValue('ada@example.com');
    expect(screen.getByLabelText(/Verification code/)).toHaveValue('123456');
  });

  it('calls CompletePasswordReset and goes to login', async () => {
    const { sent } = fakeApi(
      answer(calls.Account.CompletePasswordReset, () => ({
        Message: 'Your password has been changed. Thank you',
      })),
    );
    const rendered = open('/account/setpassword?email=ada%40example.com&code=123456');
    await choose(rendered, 'Secret#123', 'Secret#123');
    await waitFor(() => expect(rendered.location().pathname).toBe('/account/login'));
    expect(sent[0]?.body).toEqual({
      EmailAddress: 'ada@example.com',
      VerificationCode: '123456',
      Password: 'Secret#123',
      ConfirmPassword: 'Secret#123',
    });
    expect(sent[0]?.headers.has('Authorization')).toBe(false);
    expect(screen.getByText('Your password has been changed. Thank you')).toBeVisible();
  });

  it("refuses a confirmation that does not match with 'MisMatch Password. Thank you'", async () => {
    const { sent } = fakeApi();
    const rendered = open('/account/setpassword?email=ada%40example.com&code=123456');
    await choose(rendered, 'Secret#123', 'Secret#999');
    expect(screen.getByText('MisMatch Password. Thank you')).toBeVisible();
    expect(sent).toHaveLength(0);
  });

  it('names the verification code by its label in its message (issue 21)', async () => {
    const { sent } = fakeApi();
    const rendered = open('/account/setpassword?email=ada%40example.com&code=12ab');
    await choose(rendered, 'Secret#123', 'Secret#123');
    expect(screen.getByLabelText(/Verification code/)).toHaveAccessibleDescription(
      'Verification code must be the digits we sent you',
    );
    expect(sent).toHaveLength(0);
  });

  it("shows the server's message for a wrong code", async () => {
    const wrongCode = 'The verification code is not correct or has expired. Request a new code';
    fakeApi(answer(calls.Account.CompletePasswordReset, () => problem(400, wrongCode)));
    const rendered = open('/account/setpassword?email=ada%40example.com&code=999999');
    await choose(rendered, 'Secret#123', 'Secret#123');
    expect(await screen.findByRole('alert')).toHaveTextContent(wrongCode);
    expect(rendered.location().pathname).toBe('/account/setpassword');
  });

  it('is the form shown after an expired session, even with a token left', () => {
    session.signIn({ Token: 'stale', User: admin, RequireNewPassword: false });
    session.expire();
    open('/account/setpassword');
    expect(screen.getByLabelText(/Verification code/)).toBeInTheDocument();
  });
});
