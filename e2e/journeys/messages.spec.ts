import type { Page } from '@playwright/test';
import { expectNoSeriousAccessibilityViolations } from '../harness/accessibility.ts';
import { confirmDialog, rowNamed } from '../harness/account-screens.ts';
import { codeIn, postApi, signInThroughApi } from '../harness/accounts.ts';
import { getApiList } from '../harness/api-requests.ts';
import { type ScreenshotSize, saveScreenshot, screenshotSizes } from '../harness/screenshots.ts';
import type { WayfareServer } from '../harness/server.ts';
import { expect, test } from '../harness/test.ts';
import { errorAlert, signIn, successAlert, warningAlert } from '../harness/ui.ts';

// issue 15 §7 and §8: /admin/emails and /admin/sms. A failed e-mail's reason stays past 8 s; Resend
// turns it Sent once the address takes mail again. The screens at 1366 and 375 px.

type Row = { Emailaddresses: string; StatusName: string };

/** Waits until the e-mail to `to` has the status, as the API lists it (the worker sends within a second). */
async function emailStatusIs(server: WayfareServer, token: string, to: string, status: string) {
  await expect
    .poll(
      async () => {
        const { rows } = await getApiList<Row>(
          server.baseURL,
          `Message/GetEmails?keyword=${encodeURIComponent(to)}`,
          token,
        );
        return rows.map((row) => row.StatusName);
      },
      { message: `the e-mail to ${to} is ${status}`, timeout: 15_000 },
    )
    .toContain(status);
}

const requestPasswordReset = (server: WayfareServer, email: string) =>
  postApi(server, 'Account/ResetPassword', { EmailAddress: email });

test("a failed e-mail's reason stays on screen; once the address takes mail again, Resend turns it Sent", async ({
  page,
  server,
  admin,
  rider,
}) => {
  const { Token } = await signInThroughApi(server, admin);
  // The Welcome e-mail of the rider's registration goes first, so the only failures are this test's.
  await emailStatusIs(server, Token, rider.email, 'Sent');
  // The rider's mail server refuses the address for good (550): the reset e-mail fails at once.
  server.smtp.reject(rider.email, 550, '5.1.1 Mailbox does not exist');
  await requestPasswordReset(server, rider.email);
  await emailStatusIs(server, Token, rider.email, 'Failed');

  // The page's clock runs as usual, and is moved on below instead of waiting 8 s for real.
  await page.clock.install();
  await signIn(page, admin);
  await expect(page).toHaveURL(/\/admin\/home$/);
  await page.goto(`/admin/emails?keyword=${encodeURIComponent(rider.email)}`);
  await expect(page.getByRole('heading', { name: 'E-mails', level: 1 })).toBeVisible();
  // The rider's Welcome e-mail (sent on registering) may be listed too: this row is the reset's.
  const row = rowNamed(page, rider.email).filter({ hasText: 'Password Reset' });
  await expect(row.getByRole('cell')).toHaveText([
    '', // the bulk actions' check box (issue 32)
    rider.email,
    'Password Reset',
    /\S/,
    /^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [AP]M$/,
    'Failed',
    'Why?Resend',
  ]);

  await expectNoSeriousAccessibilityViolations(page, { label: 'the e-mails screen' });

  await row.getByRole('button', { name: 'Why?' }).click();
  const reason = warningAlert(page, `The e-mail to ${rider.email} failed: 550 5.1.1 Mailbox does not exist`);
  await expect(reason).toBeVisible();
  // Alerts close by themselves after 8 s (spec 000 §9); this one waits for the admin.
  await page.clock.runFor(8_500);
  await expect(reason, 'still shown after 8.5 s').toBeVisible();

  server.smtp.accept(rider.email);
  await row.getByRole('button', { name: 'Resend' }).click();
  await expect(
    confirmDialog(page).getByText(`Are you sure, you want to resend this e-mail (${rider.email})?`),
  ).toBeVisible();
  await confirmDialog(page).getByRole('button', { name: 'Yes' }).click();
  await expect(successAlert(page, 'The message will be sent again')).toBeVisible();
  // Looked at every 5 s until it is no longer pending.
  await expect(row.getByText('Sent', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(row.getByRole('button', { name: 'Why?' })).toHaveCount(0);
  // The e-mail arrived, with its code (the failed one was never delivered, so it still held it).
  codeIn(await server.waitForMessage({ to: rider.email, subjectIncludes: 'new password' }));
  await expect(reason, 'the reason stays until closed').toBeVisible();
  await reason.getByRole('button', { name: 'Close alert' }).click();
  await expect(reason).toHaveCount(0);

  // Resend All Failed asks for the From–To range first.
  await page.getByRole('button', { name: 'Resend All Failed' }).click();
  await expect(errorAlert(page, 'Date Range is required')).toBeVisible();

  // Another reset e-mail refused, then every failed one of today sent again.
  server.smtp.reject(rider.email, 550, '5.1.1 Mailbox does not exist');
  await requestPasswordReset(server, rider.email);
  await emailStatusIs(server, Token, rider.email, 'Failed');
  server.smtp.accept(rider.email);
  const today = localDate(new Date());
  await page.goto(`/admin/emails?from=${today}+00:00:00&to=${today}+23:59:00`);
  await expect(page.getByRole('button', { name: 'From' })).toContainText('00:00');
  await page.getByRole('button', { name: 'Resend All Failed' }).click();
  await expect(
    confirmDialog(page).getByText(
      /^Are you sure, you want to resend the failed e-mails of this date range \(.+ – .+\)\?$/,
    ),
  ).toBeVisible();
  await confirmDialog(page).getByRole('button', { name: 'Yes' }).click();
  await expect(successAlert(page, '1 message(s) will be sent again')).toBeVisible();
  codeIn(await server.waitForMessage({ to: rider.email, subjectIncludes: 'new password' }));
});

/** YYYY-MM-DD of this machine's (and the browser's) day. */
const localDate = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

const shoot = (page: Page, file: string, size: ScreenshotSize, options?: { fullPage?: boolean }) =>
  saveScreenshot(page, `messages-${file}`, size, options);

/**
 * The list with a failed message's actions in sight (on a phone its card opened), then its reason
 * (the window as the admin sees it, the warning in its corner).
 */
async function shootWithReason(page: Page, file: string, size: ScreenshotSize) {
  await expect(page.getByText('Failed', { exact: true }).first()).toBeVisible();
  if (size.width < 768) await page.getByText('Failed', { exact: true }).first().click();
  const why = page.getByRole('button', { name: 'Why?' }).first();
  await expect(why).toBeVisible();
  await shoot(page, file, size);
  await why.click();
  await expect(warningAlert(page, 'failed:')).toBeVisible();
  await shoot(page, `${file}-reason`, size, { fullPage: false });
}

for (const size of screenshotSizes) {
  test.describe(`at ${size.width}x${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });
    // The demo e-mails and SMS: every status, failed ones with a mail server's or provider's reason.
    test.use({ serverOptions: { env: { DEMO_DATA: 'true' }, startTimeoutMs: 180_000 } });

    test(`screenshots of the e-mail and SMS screens (${size.name})`, { tag: '@screenshots' }, async ({
      page,
      admin,
    }) => {
      await signIn(page, admin);
      await expect(page).toHaveURL(/\/admin\/home$/);
      await page.goto('/admin/emails');
      await shootWithReason(page, 'emails', size);
      // The From filter's date-time picker, open.
      await page.getByRole('button', { name: 'Close alert' }).click();
      await page.getByRole('button', { name: 'From' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await shoot(page, 'emails-from', size, { fullPage: false });
      await page.keyboard.press('Escape');
      await page.goto('/admin/sms');
      await shootWithReason(page, 'sms', size);
    });
  });
}
