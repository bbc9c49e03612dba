import { screen, waitFor } from '@testing-library/react';
import * as calls from '@wayfare/contracts/calls';
import { describe, expect, it } from 'vitest';
import { answer, fakeApi } from '../../../test/fake-api.ts';
import { renderAt } from '../../../test/render.tsx';
import { AccountPage } from '../pages/account-page.tsx';

const codeSent =
  'If an account exists for that e-mail address, we have sent it a code to set a new password. Thank you';

describe('reset password form', () => {
  it('refuses an invalid e-mail address', async () => {
    const { sent } = fakeApi();
    const { fill, user } = renderAt(<AccountPage />, '/account/resetpassword');
    await fill(screen.getByLabelText(/E-mail address/), 'ada@');
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect(screen.getByText('Invalid Emaill Address')).toBeVisible();
    expect(sent).toHaveLength(0);
  });

  it('sends the code and goes to set-password with the address filled in', async () => {
    const { sent } = fakeApi(answer(calls.Account.ResetPassword, () => ({ Message: codeSent })));
    const rendered = renderAt(<AccountPage />, '/account/resetpassword', { withAlerts: true });
    await rendered.fill(screen.getByLabelText(/E-mail address/), 'ada@example.com');
    await rendered.user.click(screen.getByRole('button', { name: 'Send me a code' }));
    await waitFor(() => expect(rendered.location().pathname).toBe('/account/setpassword'));
    expect(rendered.location().search).toBe('?email=ada%40example.com');
    expect(sent[0]?.body).toEqual({ EmailAddress: 'ada@example.com' });
    expect(screen.getByText(codeSent)).toBeVisible();
  });
});
