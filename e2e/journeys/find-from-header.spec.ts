import { registerRider, signInThroughApi } from '../harness/accounts.ts';
import { driveRide, makeDriver, requestRide } from '../harness/rides.ts';
import { expect, test } from '../harness/test.ts';
import { pathOf, signIn } from '../harness/ui.ts';

const SEARCH = 'Search rides, people, cars, orders and payments';

// Issue 32, "Finding things": one search box in the admin header, and an address for every record.
test("finds a ride by its car's plate from the header and lands on the ride's page", async ({
  page,
  server,
  admin,
}) => {
  const { Token: adminToken } = await signInThroughApi(server, admin);
  const driver = await makeDriver(server, adminToken, { firstname: 'Kemi', surname: 'Finder' });
  const rider = await registerRider(server, { firstname: 'Tayo', surname: 'Searcher' });
  const ride = await requestRide(server, (await signInThroughApi(server, rider)).Token);
  await driveRide(server, driver.token, 'AcceptRide', ride.Id);

  await signIn(page, admin);
  await expect(page).toHaveURL(/\/admin\/home$/);
  // `/` opens the search wherever the focus is, unless it is in a field.
  await expect(page.getByRole('banner').getByRole('button', { name: SEARCH })).toBeVisible();
  await page.keyboard.press('/');
  const box = page.getByRole('textbox', { name: SEARCH });
  await expect(box).toBeFocused();
  await box.fill(driver.car.LicenseNumber.toLowerCase());
  const rides = page.getByRole('group', { name: 'Rides' });
  await expect(rides.getByRole('button', { name: new RegExp(`Ride #${ride.Id} to`) })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Cars' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect.poll(() => pathOf(page)).toBe(`/admin/activerides/${ride.Id}`);
  await expect(page.getByRole('heading', { name: `Ride #${ride.Id}` })).toBeVisible();
});

test("a person's record address survives the sign-in and opens their account", async ({
  page,
  server,
  admin,
}) => {
  const rider = await registerRider(server, { firstname: 'Ngozi', surname: 'Addressed' });
  const { Token: adminToken } = await signInThroughApi(server, admin);
  const found = await fetch(
    `${server.baseURL}/api/Account/GetOtherUsers?keyword=${encodeURIComponent(rider.email)}`,
    { headers: { Authorization: `Bearer ${adminToken}` } },
  );
  const [person] = (await found.json()) as { Id: string }[];
  if (!person) throw new Error(`GetOtherUsers did not find ${rider.email}`);

  await page.goto(`/admin/users/${person.Id}`);
  await expect
    .poll(() => pathOf(page))
    .toBe(`/account/login/${encodeURIComponent(`/admin/users/${person.Id}`)}`);
  await signIn(page, admin, { from: null });
  await expect.poll(() => pathOf(page)).toBe(`/admin/users?view=${person.Id}`);
  await expect(page.getByRole('heading', { name: 'Ngozi Addressed' })).toBeVisible();
});
