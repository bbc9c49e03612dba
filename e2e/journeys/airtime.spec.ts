import type { Page } from '@playwright/test';
import { postApi, registerRider, signInThroughApi } from '../harness/accounts.ts';
import { saveScreenshot, screenshotSizes } from '../harness/screenshots.ts';
import { expect, test } from '../harness/test.ts';
import { signIn, successAlert } from '../harness/ui.ts';

// Issue 18 §4, §5 and §6: a rider with a funded wallet buys airtime from the wallet (the test mode's
// fake Flutterwave sells it) and the purchase shows on 'Airtime plan's Center' for an administrator.
// Pictures of both screens at 1366 and 375 px.

async function shoot(page: Page, name: string, ready: () => Promise<void>) {
  for (const size of screenshotSizes) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await ready();
    await saveScreenshot(page, name, size);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test("a rider buys airtime from a funded wallet and it shows on 'Airtime plan's Center'", async ({
  page,
  server,
  admin,
}) => {
  test.setTimeout(180_000);
  const rider = await registerRider(server, { firstname: 'Tolu', surname: 'Bakare' });
  // The wallet is funded first, as an administrator would (the wallet journey does it through the form).
  const riderToken = (await signInThroughApi(server, rider)).Token;
  const wallet = (await (
    await fetch(`${server.baseURL}/api/Wallet/GetMyWallet`, {
      headers: { Authorization: `Bearer ${riderToken}` },
    })
  ).json()) as { WallettIdNumber: string };
  const adminToken = (await signInThroughApi(server, admin)).Token;
  await postApi(
    server,
    'Wallet/FundClientWallet',
    { WallettIdNumber: wallet.WallettIdNumber, Amount: 2000, Message: 'Airtime money' },
    adminToken,
  );

  // From the wallet to its airtime page: network, number, amount.
  await signIn(page, rider);
  await expect(page).not.toHaveURL(/\/account\/login/);
  await page.goto('/teacher/wallets');
  await expect(page.getByRole('button', { name: 'Top Up (balance ₦2,000)' })).toBeVisible();
  await page.getByRole('link', { name: 'Buy Airtime / Data' }).click();
  await expect(page).toHaveURL(/\/teacher\/airtimes$/);
  await expect(page.getByRole('heading', { name: 'Airtime & Data', level: 1 })).toBeVisible();
  const form = page.getByRole('region', { name: 'Buy Airtime or Data' });
  await expect(form.getByRole('combobox', { name: /^Network/ })).toHaveValue('MTN');
  await form.getByRole('textbox', { name: /^Phone Number/ }).fill('0803 123 4567');
  await form.getByRole('textbox', { name: /^Amount/ }).fill('500');
  await form.getByRole('button', { name: 'Buy Airtime' }).click();
  await expect(successAlert(page, 'MTN airtime of ₦500 has been sent to +2348031234567')).toBeVisible();
  const mine = page.getByRole('main').getByText('+2348031234567').first();
  await expect(mine).toBeVisible();

  // The data tab lists the chosen network's plans with their price.
  await form.getByText('Data', { exact: true }).click();
  await form.getByRole('combobox', { name: /^Network/ }).click();
  await page.getByRole('option', { name: 'Glo', exact: true }).click();
  await form.getByRole('combobox', { name: /^Data Plan/ }).click();
  await expect(page.getByRole('option', { name: 'GLO 1.05 GB · ₦500 · 14 days' })).toBeVisible();
  await expect(page.getByRole('option', { name: /^MTN/ })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await shoot(page, 'airtime-customer-data', () =>
    expect(form.getByRole('button', { name: 'Buy Data' })).toBeVisible(),
  );
  await form.getByText('Airtime', { exact: true }).click();
  await expect(form.getByRole('button', { name: 'Buy Airtime' })).toBeVisible();
  await shoot(page, 'airtime-customer', () => expect(mine).toBeVisible());

  await page.goto('/teacher/wallets');
  await expect(page.getByRole('button', { name: 'Top Up (balance ₦1,500)' })).toBeVisible();

  // The administrator's 'Airtime plan's Center', under Website Transactions.
  await page.getByRole('button', { name: 'My Account' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await signIn(page, admin);
  await expect(page).toHaveURL(/\/admin\/home$/);
  const nav = page.getByRole('navigation', { name: 'Admin menu' });
  await nav.getByRole('button', { name: 'Website Transactions', exact: true }).click();
  await nav.getByRole('link', { name: 'Airtime/Data', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/airtimes$/);
  await expect(
    page.getByRole('banner').getByRole('heading', { name: "Airtime plan's Center" }),
  ).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Tolu Bakare' });
  await expect(row).toContainText('Airtime');
  await expect(row).toContainText('MTN');
  await expect(row).toContainText('₦500');
  await expect(row).toContainText('success');
  await shoot(page, 'airtime-admin', () =>
    expect(page.getByRole('main').getByText('Tolu Bakare').first()).toBeVisible(),
  );
});
