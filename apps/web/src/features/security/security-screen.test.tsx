import { screen, waitFor } from '@testing-library/react';
import type { TwoFactorStatus } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { describe, expect, it } from 'vitest';
import { signInAdmin } from '../../test/admin-rights.ts';
import { answer, fakeApi, problem } from '../../test/fake-api.ts';
import { renderAt } from '../../test/render.tsx';
import { successes } from '../../test/screen-queries.ts';
import SecurityPage from './pages/security-page.tsx';

const { Account } = calls;
const codes = Array.from({ length: 10 }, (_, i) => `abcde-1234${i}`);

/** The API of the security page, the status changing as the calls are made. */
function fakeSecurityApi(initial: TwoFactorStatus) {
  let status = initial;
  return fakeApi(
    answer(Account.GetTwoFactorStatus, () => status),
    answer(Account.StartTwoFactorEnrolment, () => ({
      Secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      OtpauthUri:
        'otpauth://totp/Wayfare:ada@example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Wayfare',
      QrCode: 'data:image/png;base64,iVBORw0KGgo=',
    })),
    answer(Account.ConfirmTwoFactorEnrolment, ({ body }) => {
      if (body.Code !== '123456') return problem(400, 'The code is not correct');
      status = { ...status, Enrolled: true, RecoveryCodesLeft: 10 };
      return { Message: 'Two-factor sign-in is on', RecoveryCodes: codes };
    }),
    answer(Account.DisableTwoFactor, () => {
      status = { ...status, Enrolled: false, RecoveryCodesLeft: 0 };
      return { Message: 'Two-factor sign-in is off' };
    }),
    answer(Account.UpdateTwoFactorPolicy, ({ body }) => {
      status = { ...status, RequiredForAdministrators: body.RequiredForAdministrators };
      return { Message: 'Every administrator must now sign in with a second factor' };
    }),
  );
}

const off: TwoFactorStatus = { Enrolled: false, RecoveryCodesLeft: 0, RequiredForAdministrators: false };

describe('the security page (issue 29 §3)', { timeout: 20_000 }, () => {
  it('sets up the second factor with the QR code and a code, then shows the recovery codes once', async () => {
    signInAdmin();
    const api = fakeSecurityApi(off);
    const { user, fill } = renderAt(<SecurityPage />, '/admin/security');
    await user.click(await screen.findByRole('button', { name: 'Set up two-factor sign-in' }));
    expect(await screen.findByRole('img', { name: /QR code/ })).toHaveAttribute(
      'src',
      'data:image/png;base64,iVBORw0KGgo=',
    );
    expect(screen.getByText('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBeVisible();
    await fill(screen.getByLabelText(/Enter the code the app shows/), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(list).toHaveTextContent('abcde-12340');
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Copy codes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('On')).toBeInTheDocument());
    expect(api.sentTo(Account.ConfirmTwoFactorEnrolment).map((sent) => sent.body)).toEqual([
      { Code: '123456' },
    ]);
  });

  it('turns it off with the password', async () => {
    signInAdmin();
    const api = fakeSecurityApi({ ...off, Enrolled: true, RecoveryCodesLeft: 7 });
    const { user, fill } = renderAt(<SecurityPage />, '/admin/security');
    expect(await screen.findByText('7')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    await fill(screen.getByLabelText(/Your password/), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Turn off two-factor sign-in' }));
    await waitFor(() => expect(successes()).toContain('Two-factor sign-in is off'));
    expect(api.sentTo(Account.DisableTwoFactor).map((sent) => sent.body)).toEqual([
      { Password: 'Secret#123' },
    ]);
    expect(await screen.findByRole('button', { name: 'Set up two-factor sign-in' })).toBeInTheDocument();
  });

  it('gives a full administrator the switch requiring it of every administrator', async () => {
    signInAdmin();
    const api = fakeSecurityApi({ ...off, Enrolled: true, RecoveryCodesLeft: 10 });
    const { user } = renderAt(<SecurityPage />, '/admin/security');
    await user.click(await screen.findByRole('switch', { name: /Require two-factor sign-in/ }));
    await waitFor(() => expect(api.sentTo(Account.UpdateTwoFactorPolicy)).toHaveLength(1));
    expect(api.sentTo(Account.UpdateTwoFactorPolicy)[0]?.body).toEqual({ RequiredForAdministrators: true });
    // Required now, it can no longer be turned off.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Turn off' })).not.toBeInTheDocument());
  });

  it('lets a full administrator require it of others only once they have it', async () => {
    signInAdmin();
    fakeSecurityApi(off);
    renderAt(<SecurityPage />, '/admin/security');
    expect(await screen.findByRole('switch', { name: /Require two-factor sign-in/ })).toBeDisabled();
    expect(screen.getByText(/Set up your own two-factor sign-in first/)).toBeInTheDocument();
  });

  it('shows the switch to no sub-admin', async () => {
    signInAdmin({ full: false });
    fakeSecurityApi(off);
    renderAt(<SecurityPage />, '/admin/security');
    expect(await screen.findByRole('button', { name: 'Set up two-factor sign-in' })).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });
});
