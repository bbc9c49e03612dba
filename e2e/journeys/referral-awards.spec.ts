import type { Page } from '@playwright/test';
import { confirmDialog, rowNamed } from '../harness/account-screens.ts';
import {
  type Account,
  postApi,
  STRONG_PASSWORD,
  signInThroughApi,
  uniqueEmail,
} from '../harness/accounts.ts';
import { getApiList } from '../harness/api-requests.ts';
import { saveScreenshot, screenshotSizes } from '../harness/screenshots.ts';
import type { WayfareServer } from '../harness/server.ts';
import { expect, test } from '../harness/test.ts';
import { signIn, successAlert } from '../harness/ui.ts';

// issue 15 §8: an award created, suspended, activated, deleted; registering through a `?rc=` link; and
// the referral awards screen and its form at 1366 and 375 px.

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function fillNewAward(page: Page, title: string) {
  await field(page, 'Title').fill(title);
  await field(page, 'Award Page URL').fill('https://wayfare.example/referrals/journey');
  await field(page, 'Start Date').fill('2030-03-01');
  await field(page, 'End Date').fill('2030-03-31');
  await page.getByRole('checkbox', { name: 'Raffle Draw' }).check();
  await page.getByRole('checkbox', { name: 'Cash Award' }).check();
  await field(page, 'Amount (₦)').fill('5000');
}

/** Answers the row action's prompt with Yes after checking its sentence, then waits for the success alert. */
async function confirmRowAction(page: Page, title: string, action: string, prompt: string, done: string) {
  await rowNamed(page, title).getByRole('button', { name: action, exact: true }).click();
  await expect(confirmDialog(page).getByText(prompt, { exact: true })).toBeVisible();
  await confirmDialog(page).getByRole('button', { name: 'Yes' }).click();
  await expect(successAlert(page, done)).toBeVisible();
}

test('an administrator creates a referral award, suspends it, activates it and deletes it', async ({
  page,
  admin,
}) => {
  const title = 'Journey Award';
  await signIn(page, admin);
  await expect(page).toHaveURL(/\/admin\/home$/);
  await page.goto('/admin/referralawards');
  await expect(page.getByRole('heading', { name: 'Referral Awards', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'New Referral Award' })).toBeVisible();
  // spec 001 §5: the amount only when the cash flag is on.
  await expect(field(page, 'Amount (₦)')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter Title', { exact: true })).toBeVisible();

  // The server refuses an end before the start, under End Date, in the spec's words.
  await fillNewAward(page, title);
  await field(page, 'End Date').fill('2030-02-01');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Date must be greater than 2030-03-01').first()).toBeVisible();
  await field(page, 'End Date').fill('2030-03-31');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(successAlert(page, `${title} has been saved`)).toBeVisible();

  await page.goto('/admin/referralawards?keyword=Journey');
  const row = rowNamed(page, title);
  await expect(row.getByRole('cell')).toHaveText([
    '1',
    title,
    '1 Mar 2030',
    '31 Mar 2030',
    '₦5,000.00',
    'Yes',
    'Active',
    'EditSuspendDelete',
  ]);
  const link = row.getByRole('link', { name: title });
  await expect(link).toHaveAttribute('href', 'https://wayfare.example/referrals/journey');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);

  await confirmRowAction(
    page,
    title,
    'Suspend',
    `Are you sure, you want to suspend this referral award (${title})?`,
    `${title} has been suspended`,
  );
  await expect(rowNamed(page, title).getByText('Suspended', { exact: true })).toBeVisible();

  await confirmRowAction(
    page,
    title,
    'Activate',
    `Are you sure, you want to activate this referral award (${title})?`,
    `${title} has been activated`,
  );
  await expect(rowNamed(page, title).getByText('Active', { exact: true })).toBeVisible();

  await confirmRowAction(
    page,
    title,
    'Delete',
    `Are you sure, you want to delete this referral award (${title})?`,
    `${title} has been deleted`,
  );
  await expect(rowNamed(page, title)).toHaveCount(0);
});

test('a rider who registers through a ?rc= link is recorded as referred by the code’s owner', async ({
  page,
  server,
  admin,
  rider,
}) => {
  // The code of an existing account (the rider the harness registered), as administrators see it.
  const { Token } = await signInThroughApi(server, admin);
  const riders = (keyword: string) =>
    getApiList<{
      OtherReferralCode: string;
      ReferredByFullName: string | null;
      ReferredByReferralCode: string | null;
    }>(server.baseURL, `Account/GetOtherUsers?keyword=${encodeURIComponent(keyword)}`, Token);
  const [referrer] = (await riders(rider.email)).rows;
  const code = referrer!.OtherReferralCode;
  expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);

  // The link lands on the home page; the code is kept under rc for 60 days.
  await page.goto(`/?rc=${code.toLowerCase()}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The server draws the page; the app, which keeps the code, starts after the first paint.
  const keptCode = () => page.evaluate(() => localStorage.getItem('rc'));
  await expect.poll(keptCode).not.toBeNull();
  const kept = JSON.parse((await keptCode())!);
  expect(kept.code).toBe(code);
  const days = (kept.expires - Date.now()) / (24 * 60 * 60 * 1000);
  expect(days).toBeGreaterThan(59.9);
  expect(days).toBeLessThanOrEqual(60);

  // Later, the register page offers it in its optional Referral code field.
  await page.goto('/account/register');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expect(field(page, 'Referral code')).toHaveValue(code);
  const email = uniqueEmail('referred');
  await field(page, 'First name').fill('Ngozi');
  await field(page, 'Surname').fill('Referred');
  await field(page, 'E-mail address').fill(email);
  await field(page, 'Phone number').fill('0803 123 4567');
  await field(page, 'Password').fill(STRONG_PASSWORD);
  await field(page, 'Confirm password').fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(
    successAlert(
      page,
      'Thank you for registering. Check your e-mail: we have sent you a message saying how to sign in',
    ),
  ).toBeVisible();

  const [referred] = (await riders(email)).rows;
  expect(referred).toMatchObject({ ReferredByFullName: rider.fullName, ReferredByReferralCode: code });
});

/** Two awards made through the API, the raffle suspended: what the list screenshots show. */
async function twoAwards(server: WayfareServer, admin: Account, title: string) {
  const { Token } = await signInThroughApi(server, admin);
  const award = (AwardTitle: string, more: object) => ({
    Id: 0,
    AwardAction: 1,
    AwardTitle,
    AwardPageURL: 'https://wayfare.example/referrals/journey',
    StartDateIsoString: '2030-03-01',
    EndDateIsoString: '2030-03-31',
    ...more,
  });
  await postApi(server, 'Referral/CreateReferralAward', award(title, { IsCash: true, Amount: 5000 }), Token);
  const raffle = await postApi<{ Id: number }>(
    server,
    'Referral/CreateReferralAward',
    award('Suspended raffle', {
      HasRaffleDraw: true,
      StartDateIsoString: '2030-04-01',
      EndDateIsoString: '2030-04-30',
    }),
    Token,
  );
  await postApi(server, 'Referral/SuspendReferralAward', { Id: raffle.Id }, Token);
}

for (const size of screenshotSizes) {
  test.describe(`at ${size.width}x${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test(`screenshots of the referral awards screen and its form (${size.name})`, {
      tag: '@screenshots',
    }, async ({ page, server, admin }) => {
      const title = `Shot award ${size.name}`;
      await signIn(page, admin);
      await expect(page).toHaveURL(/\/admin\/home$/);
      await page.goto('/admin/referralawards?edit=new');
      await expect(page.getByRole('heading', { name: 'New Referral Award' })).toBeVisible();
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Enter Title', { exact: true })).toBeVisible();
      await saveScreenshot(page, 'referral-awards-new-invalid', size);
      await fillNewAward(page, title);
      await saveScreenshot(page, 'referral-awards-new-cash', size);

      await twoAwards(server, admin, title);
      await page.goto('/admin/referralawards');
      await expect(page.getByText('Suspended raffle', { exact: true })).toBeVisible();
      // Below the theme's sm breakpoint the rows are collapsible cards: open one to show its details.
      if (size.width < 768) await page.getByText(title, { exact: true }).click();
      await saveScreenshot(page, 'referral-awards-list', size);
    });
  });
}
