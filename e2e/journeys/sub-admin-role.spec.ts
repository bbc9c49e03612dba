import { fillNewPerson, rowNamed } from '../harness/account-screens.ts';
import { signInThroughApi, uniqueEmail } from '../harness/accounts.ts';
import { recordApiRequests } from '../harness/api-requests.ts';
import { expect, test } from '../harness/test.ts';
import { signIn, successAlert } from '../harness/ui.ts';

const NEW_PASSWORD = 'Supp0rt!Desk';

// What an administrator holding only 'Support' (view Ride and Complaint) finds in the menu (spec 000
// §2.2 and §6): Dashboard, the items of the Ride and Complaint endpoints, and every AllowForAll item,
// which since issue 29 §3 is only the form playground (the blog, locations, categories and referral
// awards have endpoints of their own).
const supportMenu = [
  { group: 'Ride Activities', items: ['Active Rides', 'Ride Center', 'Live Map', 'Complaints'] },
  { group: 'Website Settings', items: ['Ride Settings', 'Form Playground'] },
];

// issue 14 §5, journey 1
test("a full administrator makes the role 'Support' and an administrator holding it, who chooses a password from the e-mail and sees only what the role allows", async ({
  page,
  browser,
  server,
  admin,
}) => {
  await signIn(page, admin);
  await expect(page).toHaveURL(/\/admin\/home$/);

  // The Roles Center: a new role viewing rides and complaints.
  await page.goto('/admin/roles');
  await expect(page.getByRole('heading', { name: 'Roles Center' })).toBeVisible();
  await page.getByRole('button', { name: 'Role', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'New Role' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Support');
  await page
    .getByRole('checkbox', { name: 'Can View, Active Rides, Ride Center, Live Map, Ride Settings' })
    .check();
  await page.getByRole('checkbox', { name: 'Can View, Complaints' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(successAlert(page, 'Support has been saved')).toBeVisible();
  // Back on the list, searched for the new role so that it shows.
  await expect(page).toHaveURL(/\/admin\/roles\?keyword=Support$/);
  await expect(rowNamed(page, 'Support').getByRole('cell')).toHaveText(['1', 'Support', '2', 'EditDelete']);

  // An administrator limited to it, made on the administrators screen.
  const email = uniqueEmail('support');
  await page.goto('/admin/accounts');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'New Account' })).toBeVisible();
  await fillNewPerson(page, {
    surname: 'Nwosu',
    firstname: 'Chioma',
    email,
    phone: '0803 555 0101',
    address: '4 Broad Street, Lagos Island',
  });
  const form = page.getByRole('form', { name: 'User' });
  // The administrators screen makes administrators: the box starts ticked.
  await form.getByRole('checkbox', { name: 'Administrator' }).check();
  await form.getByRole('checkbox', { name: 'Require Website Role' }).check();
  await form.getByRole('combobox', { name: 'Admin Role' }).click();
  await page.getByRole('option', { name: 'Support', exact: true }).click();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(
    successAlert(
      page,
      'Chioma Nwosu has been created. We have sent them an e-mail to choose a password. Thank you',
    ),
  ).toBeVisible();
  await expect(rowNamed(page, 'Chioma Nwosu')).toBeVisible();

  // The new administrator, in a browser of their own, chooses a password from the e-mailed link.
  const body = await server.waitForMessage({ to: email, subjectIncludes: 'Choose a password' });
  const link = /(https?:\/\/\S+\/account\/setpassword\?\S+)/.exec(body)?.[1];
  expect(link, `a set-password link in:\n${body}`).toBeDefined();
  const theirs = await browser.newContext({ baseURL: server.baseURL });
  const support = await theirs.newPage();
  await support.goto(link!);
  const field = (name: string) => support.getByRole('textbox', { name, exact: true });
  await expect(field('E-mail address')).toHaveValue(email);
  await expect(field('Verification code')).toHaveValue(/^\d{6}$/);
  await field('New password').fill(NEW_PASSWORD);
  await field('Confirm new password').fill(NEW_PASSWORD);
  await support.getByRole('button', { name: 'Set new password' }).click();
  await expect(successAlert(support, 'Your password has been changed. Thank you')).toBeVisible();

  await signIn(support, { email, password: NEW_PASSWORD }, { from: null });
  await expect(support).toHaveURL(/\/admin\/home$/);
  const nav = support.getByRole('navigation', { name: 'Admin menu' });
  await expect(support.getByText('Chioma Nwosu', { exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
  // Only these groups, each with only these items.
  await expect(nav.getByRole('button', { name: /./ }).filter({ hasNotText: 'Sign Out' })).toHaveText(
    supportMenu.map(({ group }) => group),
  );
  for (const { group, items } of supportMenu) {
    const control = nav.getByRole('button', { name: group, exact: true });
    await control.click();
    const section = control.locator('xpath=ancestor::*[.//a][1]');
    await expect(section.getByRole('link')).toHaveText(items);
  }

  // A page of an endpoint the role lacks says so and asks nothing; the server refuses the call too.
  const driverLists = recordApiRequests(support, 'Account/GetDrivers');
  await support.goto('/admin/drivers');
  await expect(support.getByText('You do not have permission to do this', { exact: true })).toBeVisible();
  await expect(support.getByRole('table')).toHaveCount(0);
  expect(driverLists.sent).toEqual([]);
  const { Token } = await signInThroughApi(server, { email, password: NEW_PASSWORD });
  const refused = await fetch(`${server.baseURL}/api/Account/GetDrivers`, {
    headers: { Authorization: `Bearer ${Token}` },
  });
  expect(refused.status).toBe(403);
  expect(await refused.json()).toMatchObject({ detail: 'You do not have permission to do this' });
  // Issue 29 §3: nor may they delete an article or a folder, as every administrator could before.
  for (const [call, body] of [
    ['Blogs/DeleteBlog', { Id: 1 }],
    ['FileUpload/DeleteFolder', { Folder: '', FileName: 'blog' }],
  ] as const) {
    const notTheirs = await fetch(`${server.baseURL}/api/${call}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${Token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(notTheirs.status, call).toBe(403);
  }
  await theirs.close();
});
