import { screen, waitFor, within } from '@testing-library/react';
import { userTexts } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { FileToolsProvider } from '../../../components/files/file-tools-provider.tsx';
import { alertStore } from '../../../lib/alerts.ts';
import { myRights, signInAdmin } from '../../../test/admin-rights.ts';
import { answer, problem } from '../../../test/fake-api.ts';
import { someone } from '../../../test/people.ts';
import { renderAt } from '../../../test/render.tsx';
import AdminAccountsPage from '../pages/admin-accounts-page.tsx';
import DriverAccountsPage from '../pages/driver-accounts-page.tsx';
import UserAccountsPage from '../pages/user-accounts-page.tsx';
import { fakeAccountArea, ids } from '../testing/fake-account-area.ts';

const alerts = () => alertStore.get().map((a) => [a.type, a.message]);
const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}`));
/** The admin shell hosts the file tools (image viewer, file manager); so do these tests. */
const open = (page: ReactElement, at: string) =>
  renderAt(<FileToolsProvider>{page}</FileToolsProvider>, at, { route: at.split('?')[0] });

describe('an account in detail', { timeout: 30_000 }, () => {
  beforeEach(() => signInAdmin());

  it("opens a rider in view mode with 'No Record' recent rides; 'Edit Profile' edits, the e-mail locked", async () => {
    const { api } = fakeAccountArea();
    const { user, fill, location } = open(<UserAccountsPage />, `/admin/users?view=${ids.dayo}`);
    expect(await screen.findByRole('heading', { name: 'Dayo Bello' })).toBeInTheDocument();
    expect(api.sentTo(calls.Account.GetUserById).map((r) => r.query.get('id'))).toEqual([ids.dayo]);
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
    expect(screen.getByText('12 Allen Avenue, Ikeja')).toBeInTheDocument();
    const rides = screen.getByRole('heading', { name: 'Recent Rides' }).parentElement as HTMLElement;
    expect(within(rides).getByText('No Record')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Recent Admin Actions' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Edit Profile' }));
    expect(await screen.findByRole('button', { name: 'Update' })).toBeInTheDocument();
    expect(field('Email Address')).toBeDisabled();
    expect(screen.queryByRole('checkbox', { name: 'Driver Account' })).not.toBeInTheDocument();
    // A full administrator may give the admin role with the save (sub-admins do not see it: below).
    expect(screen.getByRole('checkbox', { name: 'Administrator' })).not.toBeChecked();
    await fill(field('Surname'), 'Bello-Ade');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(location().search).toBe(''));
    const [sent] = api.sentTo(calls.Account.UpdateUserAccount);
    expect(sent?.body).toMatchObject({
      Id: ids.dayo,
      Surname: 'Bello-Ade',
      Firstname: 'Dayo',
      EmailAddress: 'dayo@example.com',
      Sex: null,
      IsDriver: false,
      IsAdmin: false,
    });
    expect(alerts()).toEqual([['Success', userTexts.updated('Dayo', 'Bello-Ade')]]);
  });

  it('opens a driver in edit mode with the licence, its expiry and status; refusals show under their fields', async () => {
    fakeAccountArea(
      myRights(),
      answer(calls.Account.UpdateUserAccount, () =>
        problem(400, 'One or more validation errors occurred.', {
          LicenseExpiryDate: ['LicenseExpiryDate is required'],
        }),
      ),
    );
    const { user } = open(<DriverAccountsPage />, `/admin/drivers?view=${ids.bola}`);
    expect(await screen.findByRole('heading', { name: 'Bola Adeyemi' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: "View the driver's licence of Bola Adeyemi" }),
    ).toBeInTheDocument();
    expect(screen.getByText('Expires 30 Jun 2027')).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Edit Profile' })).toBeChecked();
    await user.click(await screen.findByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(field('License Expiry Date')).toHaveAccessibleDescription('License Expiry Date is required'),
    );
  });

  it('shows an Incomplete licence with the reason its driver was told (issue 32)', async () => {
    const incomplete = someone({
      Id: ids.bola,
      Firstname: 'Bola',
      Surname: 'Adeyemi',
      IsDriver: true,
      DriverLicense: '/uploads/licences/bola.jpg',
      LicenseExpiryDate: '2027-06-30',
      DriverLicenseStatusName: 'Incomplete',
      DriverLicenseIncompleteReason: 'The picture is blurred',
    });
    fakeAccountArea(
      myRights(),
      answer(calls.Account.GetUserById, () => incomplete),
    );
    open(<DriverAccountsPage />, `/admin/drivers?view=${ids.bola}`);
    expect(await screen.findByRole('heading', { name: 'Bola Adeyemi' })).toBeInTheDocument();
    expect(screen.getByText('Incomplete')).toBeInTheDocument();
    expect(screen.getByText('Incomplete: The picture is blurred')).toBeInTheDocument();
  });

  it('creates an administrator from the administrators screen, which alone offers Driver Account', async () => {
    const { api } = fakeAccountArea();
    const { user, fill, location } = open(<AdminAccountsPage />, '/admin/accounts');
    await user.click(await screen.findByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('heading', { name: 'New Account' })).toBeInTheDocument();
    expect(field('Email Address')).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'Driver Account' })).not.toBeChecked();
    expect(screen.queryByText('Driver License')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(field('Surname')).toHaveAccessibleDescription('Enter Surname');
    expect(api.sentTo(calls.Account.CreateUserAccount)).toEqual([]);

    await fill(field('Surname'), 'Nwosu');
    await fill(field('Firstname'), 'Efe');
    await fill(field('Email Address'), 'efe@example.com');
    await fill(screen.getByRole('textbox', { name: /^Phone Number/ }), '08031234568');
    await fill(field('Address'), '3 Marina, Lagos');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location().search).toBe(''));
    const [sent] = api.sentTo(calls.Account.CreateUserAccount);
    expect(sent?.body).toMatchObject({
      Surname: 'Nwosu',
      Firstname: 'Efe',
      EmailAddress: 'efe@example.com',
      PhoneNumber: '+2348031234568',
      Address: '3 Marina, Lagos',
      IsAdmin: true,
      IsDriver: false,
    });
    expect(alerts()).toEqual([['Success', userTexts.created('Efe Nwosu')]]);
  });

  it("lists a driver's recent rides, each a link to its page, and saves the chosen Package as PackageId", async () => {
    const { api } = fakeAccountArea();
    const { user, location } = open(<DriverAccountsPage />, `/admin/drivers?view=${ids.bola}`);
    expect(await screen.findByRole('heading', { name: 'Bola Adeyemi' })).toBeInTheDocument();
    const rides = await screen.findByRole('table', { name: 'Recent Rides' });
    expect(await within(rides).findByRole('link', { name: '#41' })).toHaveAttribute(
      'href',
      '/admin/activerides/41',
    );
    expect(within(rides).getByRole('link', { name: '#40' })).toHaveAttribute('href', '/admin/otherrides/40');
    expect(within(rides).getByRole('cell', { name: '5 Awolowo Road, Ikoyi' })).toBeInTheDocument();
    expect(within(rides).getByRole('cell', { name: 'Toyota Corolla 2019' })).toBeInTheDocument();
    expect(Object.fromEntries(api.sentTo(calls.Ride.GetUserRecentRides)[0]?.query ?? [])).toEqual({
      userId: ids.bola,
    });

    const packageField = await screen.findByRole('combobox', { name: /^Package/ });
    await waitFor(() => expect(packageField).toHaveValue('Gold'));
    await user.click(packageField);
    await user.click(await screen.findByRole('option', { name: 'Silver' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(location().search).toBe(''));
    expect(api.sentTo(calls.Account.UpdateUserAccount)[0]?.body).toMatchObject({
      Id: ids.bola,
      PackageId: 2,
    });
  });

  it("lets a sub-admin holding every right edit a rider's profile, not another administrator's nor anyone's admin role", async () => {
    signInAdmin({ full: false });
    fakeAccountArea(myRights());
    const ada = open(<AdminAccountsPage />, `/admin/accounts?view=${ids.ada}`);
    expect(await screen.findByRole('heading', { name: 'Ada Okafor' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Edit Profile' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
    ada.unmount();
    const { user } = open(<UserAccountsPage />, `/admin/users?view=${ids.dayo}`);
    expect(await screen.findByRole('heading', { name: 'Dayo Bello' })).toBeInTheDocument();
    await user.click(await screen.findByRole('checkbox', { name: 'Edit Profile' }));
    expect(await screen.findByRole('button', { name: 'Update' })).toBeInTheDocument();
    // Giving the admin role is declared for full administrators (UpdateUserAccount's adminRoleChange).
    expect(screen.queryByRole('checkbox', { name: 'Administrator' })).not.toBeInTheDocument();
  });

  it("shows a full administrator an administrator's recent admin actions", async () => {
    const { api } = fakeAccountArea();
    open(<AdminAccountsPage />, `/admin/accounts?view=${ids.ada}`);
    expect(await screen.findByRole('heading', { name: 'Recent Admin Actions' })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Account/SuspendUserAccount' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'IsActive: true → false' })).toBeInTheDocument();
    expect(Object.fromEntries(api.sentTo(calls.Activity.GetAdminActivities)[0]?.query ?? [])).toEqual({
      userId: ids.ada,
      page: '0',
      pageSize: '10',
    });
  });
});
