import { screen, waitFor } from '@testing-library/react';
import type { SessionUser } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { describe, expect, it } from 'vitest';
import { session } from '../../../lib/session.ts';
import { answer, fakeApi, problem } from '../../../test/fake-api.ts';
import { renderAt } from '../../../test/render.tsx';
import { AccountPage } from '../pages/account-page.tsx';

const codeSent =
  'If an account exists for that e-mail address, we have sent it a code to confirm the deletion. Thank you';
const deleted = 'Your account has been deleted. Thank you';
const person: SessionUser = {
  Id: 'u-1',
  EmailAddress: 'ada@example.com',
  Surname: 'Obi',
  FirstName: 'Ada',
  HasAdminRole: false,
  AllowAllEndPoints: false,
  AdminEndPoints: [],
};

const open = () => renderAt(<AccountPage />, '/account/deleteaccount', { withAlerts: true });

async function requestCode(rendered: ReturnType<typeof open>, email = 'Ada@Example.com ') {
  await rendered.fill(screen.getByLabelText(/E-mail address/), email);
  await rendered.user.click(screen.getByRole('button', { name: 'Send me a code' }));
}

// spec 001 §4: account deletion goes from the request-code step to the confirm-code step.
describe('delete account form', () => {
  it('refuses an invalid e-mail address before asking for a code', async () => {
    const { sent } = fakeApi();
    const rendered = open();
    await requestCode(rendered, 'not-an-address');
    expect(screen.getByText('Invalid Emaill Address')).toBeVisible();
    expect(sent).toHaveLength(0);
  });

  it('asks for a code, then moves to the confirm-code step', async () => {
    const { sent } = fakeApi(
      answer(calls.Account.GenerateVerificationCodeForAccountDeletion, () => ({ Message: codeSent })),
    );
    const rendered = open();
    expect(screen.queryByLabelText(/Verification code/)).toBeNull();
    await requestCode(rendered);
    expect(await screen.findByLabelText(/Verification code/)).toBeVisible();
    expect(screen.getByText(/Enter the code we sent to Ada@Example.com\./)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Send me a code' })).toBeNull();
    expect(screen.getByText(codeSent)).toBeVisible();
    expect(sent[0]?.body).toEqual({ EmailAddress: 'Ada@Example.com' });
  });

  it('stays on the request step when the code cannot be sent', async () => {
    fakeApi(
      answer(calls.Account.GenerateVerificationCodeForAccountDeletion, () =>
        problem(429, 'Too many codes have been requested. Kindly wait a few minutes and try again'),
      ),
    );
    const rendered = open();
    await requestCode(rendered);
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many codes have been requested');
    expect(screen.queryByLabelText(/Verification code/)).toBeNull();
  });

  it('deletes the account with the code, signs its owner out (any case) and goes home', async () => {
    session.signIn({ Token: 't', User: person, RequireNewPassword: false });
    const { sent } = fakeApi(
      answer(calls.Account.GenerateVerificationCodeForAccountDeletion, () => ({ Message: codeSent })),
      answer(calls.Account.DeleteMyAccount, () => ({ Message: deleted })),
    );
    const rendered = open();
    expect(screen.getByLabelText(/E-mail address/)).toHaveValue('ada@example.com');
    await requestCode(rendered);
    await rendered.fill(await screen.findByLabelText(/Verification code/), '123456');
    await rendered.user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(rendered.location().pathname).toBe('/'));
    // The address as typed, trimmed: the server compares addresses without case.
    expect(sent[1]?.body).toEqual({ EmailAddress: 'Ada@Example.com', VerificationCode: '123456' });
    expect(session.isLoggedIn()).toBe(false);
    expect(screen.getByText(deleted)).toBeVisible();
  });

  it('refuses a code that is not digits', async () => {
    const { sent } = fakeApi(
      answer(calls.Account.GenerateVerificationCodeForAccountDeletion, () => ({ Message: codeSent })),
    );
    const rendered = open();
    await requestCode(rendered);
    await rendered.fill(await screen.findByLabelText(/Verification code/), 'abc');
    await rendered.user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(screen.getByText('Verification code must be the digits we sent you')).toBeVisible();
    expect(sent).toHaveLength(1);
  });

  it('can go back to ask for a new code', async () => {
    fakeApi(answer(calls.Account.GenerateVerificationCodeForAccountDeletion, () => ({ Message: codeSent })));
    const rendered = open();
    await requestCode(rendered);
    await rendered.user.click(await screen.findByRole('button', { name: 'Send me a new code' }));
    expect(screen.getByRole('button', { name: 'Send me a code' })).toBeVisible();
  });
});
