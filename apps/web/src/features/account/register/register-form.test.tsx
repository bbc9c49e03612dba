import { screen, waitFor } from '@testing-library/react';
import * as calls from '@wayfare/contracts/calls';
import { describe, expect, it } from 'vitest';
import { alertStore } from '../../../lib/alerts.ts';
import { keepReferralCode } from '../../../lib/referral-code.ts';
import { answer, fakeApi, problem } from '../../../test/fake-api.ts';
import { renderAt } from '../../../test/render.tsx';
import { AccountPage } from '../pages/account-page.tsx';

const taken = 'An account with this e-mail address already exists. Sign in or reset your password instead';

async function fillIn({ user, fill }: ReturnType<typeof renderAt>, confirm = 'Secret#123') {
  await fill(screen.getByLabelText(/First name/), 'Ada');
  await fill(screen.getByLabelText(/Surname/), 'Obi');
  await fill(screen.getByLabelText(/E-mail address/), 'ada@example.com');
  await fill(screen.getByLabelText(/Phone number/), '0803 123 4567');
  await fill(screen.getByLabelText(/^Password/), 'Secret#123');
  await fill(screen.getByLabelText(/Confirm password/), confirm);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

/** The account page at a register address, once the form's code has come (account-page.tsx loads it apart). */
async function registerPage(at: string, options?: Parameters<typeof renderAt>[2]) {
  const rendered = renderAt(<AccountPage />, at, options);
  await screen.findByRole('button', { name: 'Create account' });
  return rendered;
}

// spec 001 §5: registration.
describe('register form', () => {
  it('requires the e-mail address, phone number, surname and first name', async () => {
    const { sent } = fakeApi();
    const rendered = await registerPage('/account/register');
    await rendered.user.click(screen.getByRole('button', { name: 'Create account' }));
    for (const label of [/First name/, /Surname/, /E-mail address/, /Phone number/]) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(screen.getByLabelText(/Middle name/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);
  });

  it('names each missing field by its label, never by its property name (issue 21)', async () => {
    fakeApi();
    const rendered = await registerPage('/account/register');
    await rendered.user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByLabelText(/First name/)).toHaveAccessibleDescription('First name is required');
    expect(screen.getByLabelText(/E-mail address/)).toHaveAccessibleDescription('E-mail address is required');
    expect(screen.queryByText(/Firstname|EmailAddress|PhoneNumber/)).toBeNull();
  });

  it("labels the server's per-property messages under their fields", async () => {
    fakeApi(
      answer(calls.Account.Register, () =>
        problem(400, 'Surname must be at most 100 characters', {
          Surname: ['Surname must be at most 100 characters'],
          PhoneNumber: ['PhoneNumber is not a phone number'],
        }),
      ),
    );
    const rendered = await registerPage('/account/register');
    await fillIn(rendered);
    await waitFor(() =>
      expect(screen.getByLabelText(/Phone number/)).toHaveAccessibleDescription(
        /Phone number is not a phone number/,
      ),
    );
  });

  it('refuses a confirmation that does not match', async () => {
    const { sent } = fakeApi();
    const rendered = await registerPage('/account/register');
    await fillIn(rendered, 'Secret#124');
    expect(screen.getByLabelText(/Confirm password/)).toHaveAccessibleDescription(
      'MisMatch Password. Thank you',
    );
    expect(sent).toHaveLength(0);
  });

  it("shows the server's field errors under the field, such as a duplicate e-mail address", async () => {
    fakeApi(answer(calls.Account.Register, () => problem(409, taken, { EmailAddress: [taken] })));
    const rendered = await registerPage('/account/register', { withAlerts: true });
    await fillIn(rendered);
    const email = screen.getByLabelText(/E-mail address/);
    await waitFor(() => expect(email).toHaveAccessibleDescription(taken));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(rendered.location().pathname).toBe('/account/register');
  });

  it('creates the account and goes to login with the message kept', async () => {
    const { sent } = fakeApi(
      answer(calls.Account.Register, () => ({ Message: 'Your account has been created. Thank you' })),
    );
    const rendered = await registerPage('/account/register');
    await fillIn(rendered);
    await waitFor(() => expect(rendered.location().pathname).toBe('/account/login'));
    expect(sent[0]?.body).toMatchObject({
      EmailAddress: 'ada@example.com',
      Firstname: 'Ada',
      Surname: 'Obi',
      Password: 'Secret#123',
      ConfirmPassword: 'Secret#123',
    });
    expect(alertStore.get()).toMatchObject([
      { type: 'Success', message: 'Your account has been created. Thank you', keepAfterRouteChange: true },
    ]);
  });

  it('sends the referral code of the link the person came by, which they may change (issue 15 §5)', async () => {
    keepReferralCode('KEPT2345');
    const { sent } = fakeApi(answer(calls.Account.Register, () => ({ Message: 'Created' })));
    const rendered = await registerPage('/account/register');
    const code = screen.getByLabelText('Referral code');
    expect(code).toHaveValue('KEPT2345');
    expect(code).not.toBeRequired();
    await rendered.fill(code, ' typed777 ');
    await fillIn(rendered);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({ ReferralCode: 'typed777' });
  });

  it("takes the code from the register page's own ?rc=, and sends none when there is none", async () => {
    const { sent } = fakeApi(answer(calls.Account.Register, () => ({ Message: 'Created' })));
    const first = await registerPage('/account/register?rc=link2345');
    expect(screen.getByLabelText('Referral code')).toHaveValue('LINK2345');
    first.unmount();
    localStorage.clear();
    const rendered = await registerPage('/account/register');
    expect(screen.getByLabelText('Referral code')).toHaveValue('');
    await fillIn(rendered);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).not.toHaveProperty('ReferralCode');
  });
});
