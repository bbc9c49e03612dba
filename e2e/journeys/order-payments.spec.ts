import type { Page } from '@playwright/test';
import { expectNoSeriousAccessibilityViolations } from '../harness/accessibility.ts';
import { type Account, postApi, registerRider, signInThroughApi } from '../harness/accounts.ts';
import { createOrderThroughApi } from '../harness/orders.ts';
import { saveScreenshot, screenshotSizes } from '../harness/screenshots.ts';
import type { WayfareServer } from '../harness/server.ts';
import { expect, test } from '../harness/test.ts';
import { infoAlert, signIn, successAlert, warningAlert } from '../harness/ui.ts';

// Issue 19 §3 and §4: a customer pays an invoice by card (the fake gateway's inline checkout, in an
// overlay), from the wallet, or in cash that an administrator approves or rejects. The orders are made
// through the API; the paying is done through the screens. Pictures at 1366 and 375 px.

/** Every picture at both widths. */
async function shoot(page: Page, name: string, ready: () => Promise<void>, { fullPage = true } = {}) {
  for (const size of screenshotSizes) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await ready();
    await saveScreenshot(page, name, size, { fullPage });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

/** An order of one ₦10,000 item for the rider: ₦10,750.00 with VAT. */
async function orderFor(server: WayfareServer, admin: Account, rider: Account) {
  const { Token } = await signInThroughApi(server, admin);
  const [Firstname = '', Surname = ''] = rider.fullName.split(' ');
  const id = await createOrderThroughApi(server, Token, { Firstname, Surname, Email: rider.email });
  return { id, adminToken: Token };
}

async function payWith(page: Page, gateway: string) {
  await page.getByRole('radio', { name: gateway }).check();
  await page.getByRole('button', { name: 'Pay ₦10,750.00' }).click();
}

/** A list is shown: a table on a desktop, cards on a phone (spec 000 §2.3), both titled by the items. */
const listShownOf = (page: Page, items: string) => () =>
  expect(page.getByRole('main').getByText(items).first()).toBeVisible();

const badge = (page: Page, text: string) => page.getByRole('main').getByText(text, { exact: true }).first();

test('a customer pays by card in the checkout overlay, sees Paid and downloads the receipt', async ({
  page,
  server,
  admin,
}) => {
  test.setTimeout(120_000);
  const rider = await registerRider(server, { firstname: 'Bisi', surname: 'Adewale' });
  const { id } = await orderFor(server, admin, rider);
  await signIn(page, rider);
  await expect(page.getByRole('button', { name: 'My Account' })).toBeVisible();
  await page.goto(`/order/${id}`);
  await expect(page.getByTestId('total-due')).toHaveText('₦10,750.00');
  await expect(page.getByText('Payable: 100%')).toBeVisible();
  // Before payment there is no receipt to download.
  await expect(page.getByRole('button', { name: 'Download Receipt' })).toHaveCount(0);
  await shoot(page, 'order-payments-invoice', () =>
    expect(page.getByRole('button', { name: /^Pay/ })).toBeVisible(),
  );

  await payWith(page, 'Card (Paystack)');
  const checkout = page.getByRole('dialog', { name: 'Test checkout' });
  await expect(checkout).toContainText('₦10,750.00');
  await shoot(page, 'order-payments-card-overlay', () => expect(checkout).toBeVisible(), { fullPage: false });
  await checkout.getByRole('button', { name: 'Pay' }).click();
  await expect(successAlert(page, 'Your payment has been received. Thank you')).toBeVisible();
  await expect(badge(page, 'Paid')).toBeVisible();
  await expect(page.getByTestId('total-due')).toHaveText('₦0.00');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Receipt' }).click();
  expect((await download).suggestedFilename()).toMatch(/^receipt-WF-\d{6}\.pdf$/);
  await shoot(page, 'order-payments-paid', () => expect(badge(page, 'Paid')).toBeVisible());
  await expectNoSeriousAccessibilityViolations(page, { label: 'the paid invoice' });

  // The customer's own payments: Paid by Paystack.
  await page.goto('/teacher/payments');
  await expect(page.getByRole('heading', { name: 'My Payments', level: 1 })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Seat cover cleaning' })).toContainText('Paid');
  await shoot(page, 'order-payments-my-payments', () =>
    expect(page.getByRole('heading', { name: 'My Payments', level: 1 })).toBeVisible(),
  );
  await page.goto('/teacher/orders');
  await expect(page.getByRole('row').filter({ hasText: 'Seat cover cleaning' })).toContainText('Paid');
  await shoot(page, 'order-payments-my-orders', () =>
    expect(page.getByRole('heading', { name: 'My Orders', level: 1 })).toBeVisible(),
  );
});

test('a customer pays in cash and an administrator approves it; a rejected one shows Rejected', async ({
  page,
  server,
  admin,
}) => {
  test.setTimeout(150_000);
  const rider = await registerRider(server, { firstname: 'Chidi', surname: 'Okeke' });
  const first = await orderFor(server, admin, rider);
  const second = await orderFor(server, admin, rider);
  await signIn(page, rider);
  await expect(page.getByRole('button', { name: 'My Account' })).toBeVisible();
  for (const order of [first, second]) {
    await page.goto(`/order/${order.id}`);
    await payWith(page, 'Cash');
    await expect(
      infoAlert(page, 'Your cash payment is awaiting verification by an administrator'),
    ).toBeVisible();
    await expect(badge(page, 'Awaiting Verification')).toBeVisible();
  }

  // The administrator, on the same browser once the customer has signed out.
  await page.evaluate(() => localStorage.clear());
  await signIn(page, admin);
  await expect(page).toHaveURL(/\/admin\/home$/);
  await page.goto('/admin/payments');
  const rows = page.getByRole('row').filter({ hasText: 'Chidi Okeke' });
  const listShown = listShownOf(page, 'Seat cover cleaning');
  await expect(rows).toHaveCount(2);
  await shoot(page, 'order-payments-admin-awaiting', listShown);
  const approved = rows.first();
  const number = (await approved.getByRole('link').textContent())?.split(':')[0] ?? '';
  await approved.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Approve' }).click();
  const prompt = page.getByRole('dialog').filter({ hasText: 'Are you sure' });
  await expect(prompt).toContainText(
    'Are you sure, you want to approve this payment (₦10,750.00 by Chidi Okeke)?',
  );
  await prompt.getByRole('button', { name: 'Yes' }).click();
  await expect(
    successAlert(page, 'The payment of ₦10,750.00 by Chidi Okeke has been approved'),
  ).toBeVisible();
  const paidRow = page.getByRole('row').filter({ hasText: number });
  await expect(paidRow).toContainText('Paid');
  await expect(paidRow).toContainText('Site Administrator');
  // Approved once: no Approve left.
  await expect(paidRow.getByRole('button', { name: 'Actions' })).toHaveCount(0);

  const other = page
    .getByRole('row')
    .filter({ hasText: 'Chidi Okeke' })
    .filter({ hasText: 'Awaiting Verification' });
  await other.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Reject' }).click();
  await expect(prompt).toContainText(
    'Are you sure, you want to reject this payment (₦10,750.00 by Chidi Okeke)?',
  );
  await prompt.getByRole('button', { name: 'Yes' }).click();
  await expect(
    successAlert(page, 'The payment of ₦10,750.00 by Chidi Okeke has been rejected'),
  ).toBeVisible();
  await expect(
    page.getByRole('row').filter({ hasText: 'Chidi Okeke' }).filter({ hasText: 'Rejected' }),
  ).toHaveCount(1);
  await shoot(page, 'order-payments-admin-confirmed', listShown);
  await expectNoSeriousAccessibilityViolations(page, { label: 'the payments list' });

  // The approved order's invoice (the newer, listed first) shows Paid, and its receipt.
  await page.goto(`/order/${second.id}`);
  await expect(badge(page, 'Paid')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download Receipt' })).toBeVisible();
  // The rejected one's invoice has failed, and can be paid again.
  await page.goto(`/order/${first.id}`);
  await expect(badge(page, 'Failed')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay ₦10,750.00' })).toBeVisible();
});

test('a customer pays from the wallet and the invoice shows Paid', async ({ page, server, admin }) => {
  test.setTimeout(120_000);
  const rider = await registerRider(server, { firstname: 'Dayo', surname: 'Ade' });
  const { id, adminToken } = await orderFor(server, admin, rider);
  const { Token } = await signInThroughApi(server, rider);
  const wallet = await page.request.get('/api/Wallet/GetMyWallet', {
    headers: { Authorization: `Bearer ${Token}` },
  });
  const { WallettIdNumber } = (await wallet.json()) as { WallettIdNumber: string };
  await postApi(
    server,
    'Wallet/FundClientWallet',
    { WallettIdNumber, Amount: 20_000, Message: 'Float' },
    adminToken,
  );

  await signIn(page, rider);
  await expect(page.getByRole('button', { name: 'My Account' })).toBeVisible();
  await page.goto(`/order/${id}`);
  await payWith(page, 'Wallet');
  // issue 32: asked first, with the amount and the balance it leaves (₦20,000 − ₦10,750).
  const confirm = page.getByRole('dialog', { name: 'Pay from your wallet' });
  await expect(confirm).toContainText('Pay ₦10,750.00 from your wallet? Your balance will be ₦9,250.00.');
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(successAlert(page, 'Your payment has been received. Thank you')).toBeVisible();
  await expect(badge(page, 'Paid')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download Receipt' })).toBeVisible();
  // ₦20,000 − ₦10,750.
  await page.goto('/teacher/wallets');
  await expect(page.getByRole('button', { name: 'Top Up (balance ₦9,250)' })).toBeVisible();
});

test('a Flutterwave checkout closed unpaid is verified Failed by an admin, then paid by the customer', async ({
  page,
  server,
  admin,
}) => {
  test.setTimeout(150_000);
  const rider = await registerRider(server, { firstname: 'Efe', surname: 'Ogun' });
  const { id } = await orderFor(server, admin, rider);
  await signIn(page, rider);
  await expect(page.getByRole('button', { name: 'My Account' })).toBeVisible();
  await page.goto(`/order/${id}`);
  await payWith(page, 'Card (Flutterwave)');
  const checkout = page.getByRole('dialog', { name: 'Test checkout' });
  await expect(checkout).toContainText('Test checkout (Flutterwave)');
  await checkout.getByRole('button', { name: 'Cancel' }).click();
  await expect(checkout).toBeHidden();
  await expect(page.getByRole('button', { name: 'Pay ₦10,750.00' })).toBeEnabled();

  // An administrator asks Flutterwave (Verify): the checkout was abandoned, so the payment failed.
  await page.evaluate(() => localStorage.clear());
  await signIn(page, admin);
  await expect(page).toHaveURL(/\/admin\/home$/);
  await page.goto('/admin/payments');
  const row = page.getByRole('row').filter({ hasText: 'Efe Ogun' });
  await expect(row).toContainText('Awaiting Verification');
  await row.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Verify', exact: true }).click();
  const prompt = page.getByRole('dialog').filter({ hasText: 'Are you sure' });
  await expect(prompt).toContainText(
    'Are you sure, you want to verify this payment (₦10,750.00 by Efe Ogun)?',
  );
  await prompt.getByRole('button', { name: 'Yes' }).click();
  await expect(warningAlert(page, 'The payment of ₦10,750.00 by Efe Ogun is Failed')).toBeVisible();
  await expect(row).toContainText('Failed');
  await row.getByRole('button', { name: 'Actions' }).click();
  await expect(page.getByRole('menuitem', { name: 'Re-Verify' })).toBeVisible();
  await page.keyboard.press('Escape');

  // The customer tries again and pays.
  await page.evaluate(() => localStorage.clear());
  await signIn(page, rider);
  await expect(page.getByRole('button', { name: 'My Account' })).toBeVisible();
  await page.goto(`/order/${id}`);
  await expect(badge(page, 'Failed')).toBeVisible();
  await payWith(page, 'Card (Flutterwave)');
  await checkout.getByRole('button', { name: 'Pay' }).click();
  await expect(successAlert(page, 'Your payment has been received. Thank you')).toBeVisible();
  await expect(badge(page, 'Paid')).toBeVisible();
});
