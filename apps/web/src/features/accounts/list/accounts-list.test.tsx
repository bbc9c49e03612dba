import { screen, waitFor, within } from '@testing-library/react';
import { Endpoint, twoFactorTexts, userTexts } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../../lib/session.ts';
import {
  expectPermissionNotice,
  myRights,
  signInAdmin,
  signInLimitedTo,
} from '../../../test/admin-rights.ts';
import { answer } from '../../../test/fake-api.ts';
import { renderAt } from '../../../test/render.tsx';
import { successes, tableRowOf } from '../../../test/screen-queries.ts';
import AdminAccountsPage from '../pages/admin-accounts-page.tsx';
import DriverAccountsPage from '../pages/driver-accounts-page.tsx';
import UserAccountsPage from '../pages/user-accounts-page.tsx';
import { fakeAccountArea, ids } from '../testing/fake-account-area.ts';

const rowOf = tableRowOf;
type User = ReturnType<typeof renderAt>['user'];
const actionsOf = async (user: User, name: string) => {
  await user.click(within(await rowOf(name)).getByRole('button', { name: 'Actions' }));
  return (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
};
const confirm = async (user: User, prompt: string) => {
  const dialog = (await screen.findByText(prompt)).closest('[role="dialog"]') as HTMLElement;
  await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
};

describe('accounts lists', { timeout: 20_000 }, () => {
  beforeEach(() => signInAdmin());

  it('lists drivers with their contact, status, rating, wallet, referral code, licence and package', async () => {
    const { api } = fakeAccountArea();
    renderAt(<DriverAccountsPage />, '/admin/drivers');
    const bola = await rowOf('Bola Adeyemi');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      // Issue 32: the bulk actions' check box column, named by its box ('Select all on this page').
      '',
      '#',
      'Name',
      'Contact',
      'Status',
      'Rating',
      'Wallet Status',
      'Referral Code',
      'License',
      'Package',
      'Actions',
    ]);
    const cells = within(bola)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    // After the bulk actions' check box (issue 32).
    expect(cells.slice(1, 5)).toEqual(['1', 'Bola Adeyemi', 'bola@example.com+2348031234567', 'Active']);
    // The wallet account's status, and its number under it.
    expect(cells.slice(6, 10)).toEqual(['Failed0123456789', 'BOLA02', 'Pending', 'Gold']);
    expect(within(await rowOf('Chidi Eze')).getByText('Suspended')).toBeInTheDocument();
    expect(api.sentTo(calls.Account.GetDrivers)[0]?.query.toString()).toBe('page=0&pageSize=100');
    expect(screen.getByRole('button', { name: 'From' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create' })).toBeInTheDocument();
  });

  it('offers each action where it applies: licence approval while not Valid, re-verification unless Pending', async () => {
    fakeAccountArea();
    const { user } = renderAt(<DriverAccountsPage />, '/admin/drivers');
    expect(await actionsOf(user, 'Bola Adeyemi')).toEqual([
      'View',
      'Suspend',
      'Approve License',
      'Re-Verify Account',
      'Add Admin Role',
      'Delete',
    ]);
    await user.keyboard('{Escape}');
    expect(await actionsOf(user, 'Chidi Eze')).toEqual(['View', 'Activate', 'Add Admin Role', 'Delete']);
  });

  it('suspends after the prompt, sends the Id and shows the reply', async () => {
    const { api } = fakeAccountArea();
    const { user } = renderAt(<DriverAccountsPage />, '/admin/drivers');
    await actionsOf(user, 'Bola Adeyemi');
    await user.click(screen.getByRole('menuitem', { name: 'Suspend' }));
    await confirm(user, 'Are you sure, you want to suspend this account (Bola Adeyemi)?');
    await waitFor(() => expect(successes()).toEqual([userTexts.suspended('Bola Adeyemi')]));
    expect(api.sentTo(calls.Account.SuspendUserAccount).map((r) => r.body)).toEqual([{ Id: ids.bola }]);
    expect(await within(await rowOf('Bola Adeyemi')).findByText('Suspended')).toBeInTheDocument();
  });

  it('approves a licence and re-verifies a wallet account by its number', async () => {
    const { api } = fakeAccountArea();
    const { user } = renderAt(<DriverAccountsPage />, '/admin/drivers');
    await actionsOf(user, 'Bola Adeyemi');
    await user.click(screen.getByRole('menuitem', { name: 'Approve License' }));
    await confirm(user, 'Are you sure, you want to approve the licence of this account (Bola Adeyemi)?');
    await waitFor(() => expect(successes()).toEqual([userTexts.licenseApproved('Bola Adeyemi')]));
    expect(api.sentTo(calls.Account.ApproveLicense).map((r) => r.body)).toEqual([{ Id: ids.bola }]);

    await actionsOf(user, 'Bola Adeyemi');
    await user.click(screen.getByRole('menuitem', { name: 'Re-Verify Account' }));
    await confirm(user, 'Are you sure, you want to re-verify this account (Bola Adeyemi)?');
    await waitFor(() => expect(successes()).toContain(userTexts.reVerificationRequested('Bola Adeyemi')));
    expect(api.sentTo(calls.Wallet.ReRegisteredAccount).map((r) => r.body)).toEqual([
      { WalletAccountNumber: '0123456789' },
    ]);
  });

  it('gives the admin role limited to a chosen role, after the prompt', async () => {
    const { api } = fakeAccountArea();
    const { user } = renderAt(<UserAccountsPage />, '/admin/users');
    await actionsOf(user, 'Dayo Bello');
    await user.click(screen.getByRole('menuitem', { name: 'Add Admin Role' }));
    const form = await screen.findByRole('dialog', { name: 'Add Admin Role' });
    await user.click(within(form).getByRole('switch', { name: /Require Website Role/ }));
    await user.click(within(form).getByRole('button', { name: 'Add Admin Role' }));
    expect(
      await within(form).findByText('Choose the role this administrator is limited to'),
    ).toBeInTheDocument();
    await user.click(within(form).getByRole('combobox', { name: 'Admin Role' }));
    await user.click(await screen.findByRole('option', { name: 'Support', hidden: true }));
    await user.click(within(form).getByRole('button', { name: 'Add Admin Role' }));
    await confirm(user, 'Are you sure, you want to add the admin role to this account (Dayo Bello)?');
    await waitFor(() => expect(successes()).toEqual([userTexts.givenRole('Dayo Bello', 'Support')]));
    expect(api.sentTo(calls.Account.AddUserToAdminRole).map((r) => r.body)).toEqual([
      { Id: ids.dayo, RequireWebsiteRole: true, AdminRoleId: 5 },
    ]);
  });

  it('removes the admin role and deletes, each after its prompt', async () => {
    const { api } = fakeAccountArea();
    const { user } = renderAt(<AdminAccountsPage />, '/admin/accounts');
    expect(await actionsOf(user, 'Ada Okafor')).toEqual([
      'View',
      'Suspend',
      'Remove Admin Role',
      'Reset Two-Factor',
      'Delete',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'Remove Admin Role' }));
    await confirm(user, 'Are you sure, you want to remove the admin role of this account (Ada Okafor)?');
    await waitFor(() => expect(successes()).toEqual([userTexts.adminRoleRemoved('Ada Okafor')]));
    expect(api.sentTo(calls.Account.RemoveUserFromAdminRole).map((r) => r.body)).toEqual([{ Id: ids.ada }]);
  });

  // Issue 29 §3: a full administrator resets another administrator's second factor (a lost phone).
  it("resets another administrator's two-factor sign-in after its prompt", async () => {
    const { api } = fakeAccountArea(
      myRights(),
      answer(calls.Account.ResetTwoFactor, () => ({ Message: twoFactorTexts.reset('Ada Okafor') })),
    );
    const { user } = renderAt(<AdminAccountsPage />, '/admin/accounts');
    await actionsOf(user, 'Ada Okafor');
    await user.click(screen.getByRole('menuitem', { name: 'Reset Two-Factor' }));
    await confirm(
      user,
      'Are you sure, you want to reset the two-factor sign-in of this account (Ada Okafor)?',
    );
    await waitFor(() => expect(successes()).toEqual([twoFactorTexts.reset('Ada Okafor')]));
    expect(api.sentTo(calls.Account.ResetTwoFactor).map((r) => r.body)).toEqual([{ Id: ids.ada }]);
  });

  it('shows a sub-admin who may only view accounts nothing but View', async () => {
    fakeAccountArea(signInLimitedTo({ [Endpoint.Account]: { CanView: true } }));
    const { user } = renderAt(<DriverAccountsPage />, '/admin/drivers');
    expect(await actionsOf(user, 'Bola Adeyemi')).toEqual(['View']);
    expect(screen.queryByRole('button', { name: 'Create' })).not.toBeInTheDocument();
  });

  it('offers Create on the administrators screen to full administrators only', async () => {
    fakeAccountArea(signInLimitedTo({ [Endpoint.Account]: { CanView: true, CanModifyCreate: true } }));
    renderAt(<AdminAccountsPage />, '/admin/accounts');
    expect(await rowOf('Ada Okafor')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create' })).not.toBeInTheDocument();
  });

  it('keeps the admin role, Create among administrators and changes to another administrator from a sub-admin holding every right, as declared', async () => {
    signInAdmin({ full: false });
    fakeAccountArea(myRights());
    const admins = renderAt(<AdminAccountsPage />, '/admin/accounts');
    // Suspend and Delete are declared for full administrators on another administrator's account.
    expect(await actionsOf(admins.user, 'Ada Okafor')).toEqual(['View']);
    expect(screen.queryByRole('button', { name: 'Create' })).not.toBeInTheDocument();
    admins.unmount();
    const users = renderAt(<UserAccountsPage />, '/admin/users');
    expect(await actionsOf(users.user, 'Dayo Bello')).not.toContain('Add Admin Role');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'View',
      'Suspend',
      'Delete',
    ]);
  });

  it("shows a sub-admin Suspend and Delete on their own row: it is not another administrator's account", async () => {
    signInAdmin({ full: false });
    const me = session.get().user!;
    session.signIn({ Token: 'admin-token', User: { ...me, Id: ids.ada }, RequireNewPassword: false });
    fakeAccountArea(myRights());
    const { user } = renderAt(<AdminAccountsPage />, '/admin/accounts');
    expect(await actionsOf(user, 'Ada Okafor')).toEqual(['View', 'Suspend', 'Delete']);
  });

  it('shows the notice, and lists nobody, to someone without the Account endpoint', async () => {
    const { api } = fakeAccountArea(signInLimitedTo({ [Endpoint.Ride]: { CanView: true } }));
    renderAt(<DriverAccountsPage />, '/admin/drivers');
    await expectPermissionNotice(api, calls.Account.GetDrivers);
  });
});
