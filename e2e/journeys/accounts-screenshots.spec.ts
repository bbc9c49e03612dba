import type { Page } from '@playwright/test';
import { codeIn, postApi, signInThroughApi, uniqueEmail } from '../harness/accounts.ts';
import { noisyPng } from '../harness/pictures.ts';
import { type ScreenshotSize, saveScreenshot, screenshotSizes } from '../harness/screenshots.ts';
import type { WayfareServer } from '../harness/server.ts';
import { expect, test } from '../harness/test.ts';
import { signIn } from '../harness/ui.ts';

// Pictures of the account screens of issue 14 for a person to look at, written to e2e/screenshots/
// (not committed): administrators, drivers (one with a licence), users, a driver's detail, the Roles
// Center and its form, and the admin activity log.
const shoot = (page: Page, file: string, size: ScreenshotSize) =>
  saveScreenshot(page, `accounts-${file}`, size);

type Saved = { Id: string };

/** What the screens show, made through the API: a role, an administrator holding it, a driver with a licence. */
async function setUp(server: WayfareServer, admin: { email: string; password: string }) {
  const { Token } = await signInThroughApi(server, admin);
  const role = await postApi<{ Id: number }>(
    server,
    'Account/CreateSubAdminRole',
    {
      Id: 0,
      Name: 'Support',
      AdminRoleEndpoints: [
        {
          EndPoint: 10,
          Name: 'Ride',
          CanView: true,
          CanModifyCreate: false,
          CanModifyEdit: true,
          CanModifyDelete: false,
        },
        {
          EndPoint: 11,
          Name: 'Complaint',
          CanView: true,
          CanModifyCreate: false,
          CanModifyEdit: false,
          CanModifyDelete: false,
        },
      ],
    },
    Token,
  );
  const person = (Firstname: string, Surname: string, PhoneNumber: string) => ({
    Firstname,
    Surname,
    EmailAddress: uniqueEmail(Firstname.toLowerCase()),
    PhoneNumber,
    Address: '4 Broad Street, Lagos Island',
  });
  await postApi(
    server,
    'Account/CreateUserAccount',
    {
      ...person('Chioma', 'Nwosu', '08035550101'),
      IsAdmin: true,
      RequireWebsiteRole: true,
      AdminRoleId: role.Id,
    },
    Token,
  );
  const upload = await fetch(`${server.baseURL}/api/FileUpload/PictureUpload`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${Token}` },
    body: (() => {
      const form = new FormData();
      form.set('File', new Blob([noisyPng(320, 200)], { type: 'image/png' }), 'licence.png');
      form.set('Folder', 'Licences');
      form.set('PreferredFilename', 'bola-licence');
      form.set('ResizedToWidth', '1200');
      form.set('ResizedToHeight', '0');
      return form;
    })(),
  });
  expect(upload.ok).toBe(true);
  const { Name } = (await upload.json()) as { Name: string };
  const driver = await postApi<Saved>(
    server,
    'Account/CreateUserAccount',
    {
      ...person('Bola', 'Eze', '08035550102'),
      Sex: 1,
      IsDriver: true,
      DriverLicense: `/uploads/Licences/${Name}`,
      LicenseExpiryDate: '2030-06-30',
    },
    Token,
  );
  // A suspended one too, and some activity for the log.
  const other = person('Tunde', 'Bakare', '08035550103');
  const suspended = await postApi<Saved>(
    server,
    'Account/CreateUserAccount',
    { ...other, IsDriver: true, DriverLicense: `/uploads/Licences/${Name}`, LicenseExpiryDate: '2031-01-31' },
    Token,
  );
  await postApi(server, 'Account/ApproveLicense', { Id: suspended.Id }, Token);
  await postApi(server, 'Account/SuspendUserAccount', { Id: suspended.Id }, Token);
  codeIn(await server.waitForMessage({ to: other.EmailAddress }));
  return { driverId: driver.Id, roleId: role.Id };
}

for (const size of screenshotSizes) {
  test.describe(`at ${size.width}x${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test(`screenshots of the account, roles and activity screens (${size.name})`, {
      tag: '@screenshots',
    }, async ({ page, server, admin, rider }) => {
      const { driverId, roleId } = await setUp(server, admin);
      await signIn(page, admin);
      await expect(page).toHaveURL(/\/admin\/home$/);
      // Below the theme's sm breakpoint the rows are collapsible cards: open one to show its details.
      const openCard = async (name: string) => {
        if (size.width < 768) await page.getByText(name, { exact: true }).first().click();
      };

      await page.goto('/admin/accounts');
      await expect(page.getByText('Chioma Nwosu', { exact: true }).first()).toBeVisible();
      await openCard('Chioma Nwosu');
      await shoot(page, 'admins', size);

      await page.goto('/admin/drivers');
      await expect(page.getByText('Bola Eze', { exact: true }).first()).toBeVisible();
      await openCard('Bola Eze');
      await shoot(page, 'drivers', size);

      await page.goto('/admin/users');
      await expect(page.getByText(rider.fullName, { exact: true }).first()).toBeVisible();
      await openCard(rider.fullName);
      await shoot(page, 'users', size);

      await page.goto(`/admin/drivers?view=${driverId}`);
      await expect(page.getByRole('heading', { name: 'Bola Eze' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Update' })).toBeVisible();
      await shoot(page, 'driver-detail', size);

      await page.goto('/admin/roles');
      await expect(page.getByText('Support', { exact: true }).first()).toBeVisible();
      await openCard('Support');
      await shoot(page, 'roles', size);
      await page.goto(`/admin/roles?edit=${roleId}`);
      await expect(page.getByRole('heading', { name: 'Edit Support' })).toBeVisible();
      await expect(
        page.getByRole('checkbox', { name: 'Can View, Active Rides, Ride Center, Live Map, Ride Settings' }),
      ).toBeChecked();
      await shoot(page, 'role-form', size);

      await page.goto('/admin/activity');
      await expect(page.getByText('Account/SuspendUserAccount', { exact: true }).first()).toBeVisible();
      await shoot(page, 'activity', size);
    });
  });
}
