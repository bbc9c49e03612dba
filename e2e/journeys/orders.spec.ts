import type { Page } from '@playwright/test';
import { expectNoSeriousAccessibilityViolations } from '../harness/accessibility.ts';
import { registerRider } from '../harness/accounts.ts';
import { saveScreenshot, screenshotSizes } from '../harness/screenshots.ts';
import { expect, test } from '../harness/test.ts';
import { signIn, successAlert } from '../harness/ui.ts';

// Issue 19 §3 and §4: an administrator bills a customer through the order form, opens the invoice's
// link, and cancels the unpaid order from the list. Pictures of the orders list, the form and the
// invoice at 1366 and 375 px.

/** Every picture at both widths. */
async function shoot(page: Page, name: string, ready: () => Promise<void>, { fullPage = true } = {}) {
  for (const size of screenshotSizes) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await ready();
    await saveScreenshot(page, name, size, { fullPage });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test('an admin creates an order with two items and shipping, and its link opens the invoice', async ({
  page,
  server,
  admin,
}) => {
  test.setTimeout(120_000);
  const rider = await registerRider(server, { firstname: 'Bisi', surname: 'Adewale' });
  await signIn(page, admin);
  await expect(page).toHaveURL(/\/admin\/home$/);
  const nav = page.getByRole('navigation', { name: 'Admin menu' });
  await nav.getByRole('button', { name: 'Website Transactions', exact: true }).click();
  await nav.getByRole('link', { name: 'Orders', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { name: 'New Order' })).toBeVisible();

  // spec 001 §5: the customer's fields are required; the form asks before anything is sent.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter Surname')).toBeVisible();

  await page.getByRole('textbox', { name: 'Surname' }).fill('Adewale');
  await page.getByRole('textbox', { name: 'First Name' }).fill('Bisi');
  await page.getByRole('textbox', { name: 'Phone Number' }).fill('0803 123 4567');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(rider.email);
  await page.getByRole('textbox', { name: 'Address' }).fill('12 Awolowo Road, Ikoyi, Lagos');
  // ShippingFee shows only once shipping is included.
  await expect(page.getByRole('textbox', { name: /^Shipping Fee/ })).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Include Shipping' }).check();
  await page.getByRole('textbox', { name: /^Shipping Fee/ }).fill('1500');
  await page.getByRole('textbox', { name: 'Item, Item 1' }).fill('Seat cover cleaning');
  await page.getByRole('textbox', { name: 'Amount (₦), Item 1' }).fill('7500');
  await page.getByRole('textbox', { name: 'Quantity, Item 1' }).fill('2');
  await page.getByRole('button', { name: 'Add Item' }).click();
  await page.getByRole('textbox', { name: 'Item, Item 2' }).fill('Car branding kit');
  await page.getByRole('textbox', { name: 'Amount (₦), Item 2' }).fill('5000.50');
  await page.getByRole('textbox', { name: 'Quantity, Item 2' }).fill('1');
  // The running total: 2 × 7,500 + 5,000.50 + 1,500 shipping.
  await expect(page.getByTestId('order-running-total')).toHaveText('₦21,500.50');
  await shoot(page, 'orders-form', () =>
    expect(page.getByRole('heading', { name: 'New Order' })).toBeVisible(),
  );

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    successAlert(page, 'The order has been created, and its invoice e-mailed to the customer'),
  ).toBeVisible();
  // The call's reply, /order?orderid={Id}, is shown as the app's own address /order/{Id}.
  const link = page.getByRole('link', { name: /\/order\/[0-9a-f-]{36}$/ });
  await expect(link).toBeVisible();
  await page.getByRole('link', { name: 'Open the invoice' }).click();
  await expect(page).toHaveURL(/\/order\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('banner').getByRole('heading', { name: 'Order Invoice' })).toBeVisible();

  // spec 001 §9: total = items + shipping + VAT (7.5 % of 21,500.50 = 1,612.54, half up).
  const invoice = page.getByRole('main');
  await expect(invoice.getByRole('heading', { name: 'Invoice WF-000001' })).toBeVisible();
  const items = invoice.getByRole('table', { name: 'Items' });
  await expect(items.getByRole('row')).toHaveCount(3);
  await expect(items.getByRole('row', { name: /Seat cover cleaning\s+2\s+₦15,000\.00/ })).toBeVisible();
  await expect(items.getByRole('row', { name: /Car branding kit\s+1\s+₦5,000\.50/ })).toBeVisible();
  const totals = invoice.getByLabel('Totals');
  await expect(totals).toContainText('Shipping₦1,500.00');
  await expect(totals).toContainText('VAT (7.5%)₦1,612.54');
  await expect(totals).toContainText('Total₦23,113.04');
  await expect(invoice.getByTestId('amount-in-words')).toHaveText(
    'Twenty-Three Thousand, One Hundred and Thirteen Naira, Four Kobo Only',
  );
  await expect(invoice.getByText('Pending', { exact: true })).toBeVisible();
  await expect(page.getByTestId('total-due')).toHaveText('₦23,113.04');
  await expect(invoice.getByText('Payable: 100%')).toBeVisible();

  // The invoice downloads as a PDF named after its number.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Invoice' }).click();
  expect((await download).suggestedFilename()).toBe('invoice-WF-000001.pdf');
  await shoot(page, 'orders-invoice-pending', () => expect(invoice.getByLabel('Totals')).toBeVisible());
  await expectNoSeriousAccessibilityViolations(page, { label: 'the order invoice' });

  // The list: Customer, Items linking to the invoice, Amount, Date, Status.
  await page.goto('/admin/orders');
  const row = page.getByRole('row', { name: /Bisi Adewale/ });
  await expect(row).toContainText('₦23,113.04');
  await expect(
    row.getByRole('link', { name: 'WF-000001: Seat cover cleaning, Car branding kit' }),
  ).toHaveAttribute('href', /^\/order\/[0-9a-f-]{36}$/);
  await shoot(page, 'orders-list', () => expect(page.getByRole('button', { name: 'Create' })).toBeVisible());

  // Order/CancelOrder: the unpaid order is cancelled after the prompt, and offers Cancel no more.
  await row.getByRole('button', { name: 'Cancel' }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: 'Are you sure, you want to cancel this order (WF-000001)?' })
    .getByRole('button', { name: 'Yes' })
    .click();
  await expect(successAlert(page, 'Order WF-000001 has been cancelled')).toBeVisible();
  await expect(row).toContainText('Cancelled');
  await expect(row.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
});
