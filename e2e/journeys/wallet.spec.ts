import type { Page } from '@playwright/test';
import { expectNoSeriousAccessibilityViolations } from '../harness/accessibility.ts';
import { postApi, registerRider, signInThroughApi } from '../harness/accounts.ts';
import { makeDriver } from '../harness/rides.ts';
import { saveScreenshot, screenshotSizes } from '../harness/screenshots.ts';
import { expect, test } from '../harness/test.ts';
import { errorAlert, signIn, successAlert } from '../harness/ui.ts';

// Issue 18 §5 and §6: an administrator funds a rider's wallet through the Fund Wallet form and refunds
// the credit; the rider tops up through the test-mode checkout (the fake Paystack's page, Pay) and sees
// the balance and the credit. Pictures of both screens and both forms at 1366 and 375 px.

/** Every picture at both widths; on a phone a list is cards, and the first is opened. */
async function shoot(
  page: Page,
  name: string,
  ready: () => Promise<void>,
  { openFirstCard = false, fullPage = true } = {},
) {
  for (const size of screenshotSizes) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await ready();
    if (openFirstCard && size.width < 768) {
      const card = page.getByRole('main').getByRole('button', { name: /^1\./ });
      await card.click();
      await expect(card).toHaveAttribute('aria-expanded', 'true');
    }
    await saveScreenshot(page, name, size, { fullPage });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test('an admin funds a rider and refunds the credit; the rider tops up through the checkout', async ({
  page,
  server,
  admin,
}) => {
  test.setTimeout(180_000);
  const rider = await registerRider(server, { firstname: 'Bisi', surname: 'Adewale' });

  // Wallets, under Website Transactions; Fund Client Wallet opens the Fund Wallet form.
  await signIn(page, admin);
  await expect(page).toHaveURL(/\/admin\/home$/);
  const nav = page.getByRole('navigation', { name: 'Admin menu' });
  await nav.getByRole('button', { name: 'Website Transactions', exact: true }).click();
  await nav.getByRole('link', { name: 'Wallets', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/wallets$/);
  await expect(page.getByRole('banner').getByRole('heading', { name: 'Wallets' })).toBeVisible();
  await page.getByRole('button', { name: 'Fund Client Wallet' }).click();
  const form = page.getByRole('dialog', { name: 'Fund Wallet' });
  await expect(form.getByRole('combobox', { name: /^Customer/ })).not.toHaveValue(/Loading/);
  await form.getByRole('button', { name: 'Fund Wallet' }).click();
  await expect(form.getByText('Amount (₦) is required')).toBeVisible();
  // Issue 32: no customer is chosen for the administrator; an amount alone credits nobody.
  await expect(form.getByRole('combobox', { name: /^Customer/ })).toHaveAccessibleDescription(
    'Choose the customer',
  );
  await shoot(page, 'wallets-fund-form-nobody-chosen', () => expect(form).toBeVisible(), { fullPage: false });
  await expectNoSeriousAccessibilityViolations(page, { label: 'the Fund Wallet form with nobody chosen' });
  await form.getByRole('combobox', { name: /^Customer/ }).click();
  await page.getByRole('option', { name: /^Bisi Adewale/ }).click();
  await form.getByRole('textbox', { name: /^Amount/ }).fill('5000');
  await form.getByRole('textbox', { name: /^Message/ }).fill('Welcome credit');
  await shoot(page, 'wallets-fund-form', () => expect(form).toBeVisible(), { fullPage: false });
  await form.getByRole('button', { name: 'Fund Wallet' }).click();
  await expect(successAlert(page, '₦5,000 has been credited to the wallet of Bisi Adewale')).toBeVisible();
  await expect(form).toBeHidden();

  const credit = page.getByRole('row').filter({ hasText: 'Bisi Adewale' }).filter({ hasText: 'Credit' });
  await expect(credit).toContainText(rider.email);
  await expect(credit).toContainText('5,000');
  await expect(credit).toContainText('Completed');
  await expect(credit).toContainText('Site Administrator');
  await shoot(
    page,
    'wallets-admin',
    () => expect(page.getByRole('main').getByText('Bisi Adewale').first()).toBeVisible(),
    { openFirstCard: true },
  );
  await credit.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'View Message' }).click();
  await expect(page.getByRole('dialog', { name: 'Message' })).toContainText('Welcome credit');
  await page.keyboard.press('Escape');

  // Refund after the prompt: the credit becomes Refunded and an equal Debit is written.
  await credit.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Refund' }).click();
  const prompt = page.getByRole('dialog').filter({ hasText: 'Are you sure' });
  await expect(prompt).toContainText(
    'Are you sure, you want to refund this transaction (₦5,000 to Bisi Adewale)?',
  );
  await prompt.getByRole('button', { name: 'Yes' }).click();
  await expect(successAlert(page, '₦5,000 has been refunded from the wallet of Bisi Adewale')).toBeVisible();
  await expect(credit).toContainText('Refunded');
  await credit.getByRole('button', { name: 'Actions' }).click();
  await expect(page.getByRole('menuitem', { name: 'View Message' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Refund' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(
    page.getByRole('row').filter({ hasText: 'Bisi Adewale' }).filter({ hasText: 'Debit' }),
  ).toContainText('Completed');

  // The rider: My Account → My Wallet, balance ₦0 after the refund; Top Up through the checkout.
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await signIn(page, rider);
  await page.getByRole('button', { name: 'My Account' }).click();
  await page.getByRole('menuitem', { name: 'My Wallet' }).click();
  await expect(page).toHaveURL(/\/teacher\/wallets$/);
  await expect(page.getByRole('heading', { name: 'My Wallet' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Top Up (balance ₦0)' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Refunded' })).toContainText('Welcome credit');

  await page.getByRole('button', { name: /^Top Up/ }).click();
  const topUp = page.getByRole('dialog', { name: 'Fund Wallet' });
  await topUp.getByRole('textbox', { name: /^Amount/ }).fill('2500');
  await topUp.getByRole('textbox', { name: /^Message/ }).fill('For the week');
  await shoot(page, 'my-wallet-top-up-form', () => expect(topUp).toBeVisible(), { fullPage: false });
  await topUp.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/fake-gateway\/paystack\/.*checkout/);
  await page.getByRole('button', { name: 'Pay' }).click();

  // Back from the checkout: the top-up is verified and credited, the address cleaned.
  await expect(successAlert(page, 'Your top-up of ₦2,500 has been credited to your wallet')).toBeVisible();
  await expect(page).toHaveURL(/\/teacher\/wallets$/);
  await expect(page.getByRole('button', { name: 'Top Up (balance ₦2,500)' })).toBeVisible();
  const paid = page.getByRole('row').filter({ hasText: 'For the week' });
  await expect(paid).toContainText('Credit');
  await expect(paid).toContainText('2,500');
  await expect(paid).toContainText('Completed');

  // /teacher/wallet leads to the same screen.
  await page.goto('/teacher/wallet');
  await expect(page).toHaveURL(/\/teacher\/wallets$/);
  await shoot(
    page,
    'my-wallet',
    () => expect(page.getByRole('button', { name: 'Top Up (balance ₦2,500)' })).toBeVisible(),
    { openFirstCard: true },
  );
});

test('a driver buys a package from the wallet: refused with both figures, then bought', async ({
  page,
  server,
  admin,
}) => {
  test.setTimeout(180_000);
  const { Token: adminToken } = await signInThroughApi(server, admin);
  const driver = await makeDriver(server, adminToken, { firstname: 'Emeka', surname: 'Obi' });
  await postApi(
    server,
    'Package/CreatePackage',
    {
      Id: 0,
      Name: 'Weekly Hustle',
      PackageFrequency: 2,
      MinimumAmountRequired: 2000,
      Amount: 8000,
      BonusAmount: 500,
    },
    adminToken,
  );
  const wallet = await page.request.get('/api/Wallet/GetMyWallet', {
    headers: { Authorization: `Bearer ${driver.token}` },
  });
  const { WallettIdNumber } = (await wallet.json()) as { WallettIdNumber: string };
  const fund = (Amount: number) =>
    postApi(server, 'Wallet/FundClientWallet', { WallettIdNumber, Amount, Message: 'Float' }, adminToken);
  await fund(3000);

  await signIn(page, driver);
  await expect(page.getByRole('button', { name: 'My Account' })).toBeVisible();
  await page.goto('/teacher/wallets');
  await expect(page.getByRole('button', { name: 'Top Up (balance ₦3,000)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Buy Package' })).toBeVisible();
  await page.getByRole('button', { name: 'Buy Weekly Hustle' }).click();
  const prompt = page.getByRole('dialog').filter({ hasText: 'Are you sure' });
  await expect(prompt).toContainText('Are you sure, you want to buy this package (Weekly Hustle)?');
  await prompt.getByRole('button', { name: 'Yes' }).click();
  await expect(
    errorAlert(page, "Your balance is ₦3,000, less than this package's price of ₦8,000"),
  ).toBeVisible();
  await shoot(page, 'my-wallet-driver', () =>
    expect(page.getByRole('heading', { name: 'Buy Package' })).toBeVisible(),
  );

  await fund(6000);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Top Up (balance ₦9,000)' })).toBeVisible();
  await page.getByRole('button', { name: 'Buy Weekly Hustle' }).click();
  await prompt.getByRole('button', { name: 'Yes' }).click();
  await expect(successAlert(page, 'You now have the Weekly Hustle package')).toBeVisible();
  // ₦9,000 less the ₦8,000 price, plus the ₦500 bonus.
  await expect(page.getByRole('button', { name: 'Top Up (balance ₦1,500)' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Bonus of package Weekly Hustle' })).toContainText(
    '500',
  );
});

test('a driver withdraws to a bank account; the transfer fails, the driver retries and it completes', async ({
  page,
  server,
  admin,
}) => {
  test.setTimeout(180_000);
  const { Token: adminToken } = await signInThroughApi(server, admin);
  const driver = await makeDriver(server, adminToken, { firstname: 'Ada', surname: 'Obi' });
  const wallet = await page.request.get('/api/Wallet/GetMyWallet', {
    headers: { Authorization: `Bearer ${driver.token}` },
  });
  const { WallettIdNumber } = (await wallet.json()) as { WallettIdNumber: string };
  await postApi(
    server,
    'Wallet/FundClientWallet',
    { WallettIdNumber, Amount: 5000, Message: 'Earnings' },
    adminToken,
  );
  // Test mode: the embedded fake Paystack is told to fail the next transfer.
  const failNext = await page.request.post('/fake-gateway/paystack/control/next-transfer-outcome', {
    data: { Outcome: 'failed' },
  });
  expect(failNext.status()).toBe(200);

  await signIn(page, driver);
  await expect(page.getByRole('button', { name: 'My Account' })).toBeVisible();
  await page.goto('/teacher/wallets');
  await expect(page.getByRole('button', { name: 'Top Up (balance ₦5,000)' })).toBeVisible();
  await page.getByRole('button', { name: 'Withdraw' }).click();
  const form = page.getByRole('dialog', { name: 'Withdraw' });
  await form.getByRole('combobox', { name: /^Bank/ }).click();
  await page.getByRole('option', { name: 'Guaranty Trust Bank' }).click();
  // An account the bank does not know: refused under its field.
  await form.getByRole('textbox', { name: /^Account Number/ }).fill('5555555555');
  await form.getByRole('textbox', { name: /^Amount/ }).fill('2000');
  await form.getByRole('button', { name: 'Continue' }).click();
  await expect(
    form.getByText('Could not resolve account name. Check parameters or try again.'),
  ).toBeVisible();
  await form.getByRole('textbox', { name: /^Account Number/ }).fill('0123456789');
  await form.getByRole('textbox', { name: /^Message/ }).fill('Weekly payout');
  await shoot(page, 'my-wallet-withdraw-form', () => expect(form).toBeVisible(), { fullPage: false });
  await form.getByRole('button', { name: 'Continue' }).click();

  // The name on the account before anything is sent.
  const summary = form.getByRole('table', { name: 'The withdrawal' });
  await expect(summary).toContainText('ADA OBI');
  await expect(summary).toContainText('Guaranty Trust Bank');
  await expect(summary).toContainText('₦2,000');
  await shoot(page, 'my-wallet-withdraw-confirm', () => expect(summary).toBeVisible(), { fullPage: false });
  await form.getByRole('button', { name: 'Withdraw ₦2,000' }).click();
  await expect(
    successAlert(page, '₦2,000 is on its way to your bank account; it is held until the bank confirms'),
  ).toBeVisible();
  await expect(form).toBeHidden();

  // The bank refuses the transfer (the fake settles it at once): the hold comes back as a BookCredit,
  // the withdrawal shows its transfer Failed, with Retry.
  const payout = page
    .getByRole('row')
    .filter({ hasText: 'Weekly payout' })
    .filter({ hasText: 'PendingWithDraw' });
  await expect(async () => {
    await page.reload();
    await expect(payout).toContainText('Failed', { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Top Up (balance ₦5,000)' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'BookCredit' })).toContainText('2,000');
  // On a phone the list is cards: the failed withdrawal's (the second) is opened to show its Retry.
  for (const size of screenshotSizes) {
    await page.setViewportSize({ width: size.width, height: size.height });
    if (size.width < 768) {
      const card = page.getByRole('main').getByRole('button', { name: /^2\./ });
      await card.click();
      await expect(card).toHaveAttribute('aria-expanded', 'true');
    }
    await expect(page.getByRole('main').getByRole('button', { name: 'Retry' })).toBeVisible();
    await saveScreenshot(page, 'my-wallet-failed-withdrawal', size, { fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });

  // Retry: held again and sent; the list reloads after 5 s and shows it Completed.
  await payout.getByRole('button', { name: 'Retry' }).click();
  await expect(successAlert(page, 'The transfer has been sent again')).toBeVisible();
  const withdrawn = page
    .getByRole('row')
    .filter({ hasText: 'Weekly payout' })
    .filter({ hasText: 'WithDrawn' });
  await expect(withdrawn).toContainText('Completed', { timeout: 15_000 });
  await expect(withdrawn.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Top Up (balance ₦3,000)' })).toBeVisible();
});
