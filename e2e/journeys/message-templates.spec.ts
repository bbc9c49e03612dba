import type { Page } from '@playwright/test';
import { expectNoSeriousAccessibilityViolations } from '../harness/accessibility.ts';
import { saveScreenshot, screenshotSizes } from '../harness/screenshots.ts';
import { expect, test } from '../harness/test.ts';
import { signIn, successAlert } from '../harness/ui.ts';

// issue 15 §3, §7 and §8: an administrator words the Password Reset e-mail; the preview shows it, and
// the next reset e-mail carries it. The screen at 1366 and 375 px.

const NEW_SUBJECT = 'Reset your Wayfare password, {{FirstName}}';

async function choosePasswordReset(page: Page) {
  const type = page.getByRole('combobox', { name: 'Template type' });
  await expect(type).toBeEnabled();
  await type.click();
  await page.getByRole('option', { name: 'Password Reset', exact: true }).click();
}

test('an administrator changes the Password Reset subject; the preview and the next reset e-mail carry it', async ({
  page,
  browser,
  server,
  admin,
  rider,
}) => {
  await signIn(page, admin);
  await expect(page).toHaveURL(/\/admin\/home$/);
  await page.goto('/admin/messagetemplates');
  await expect(page.getByRole('heading', { name: 'Message Templates', level: 1 })).toBeVisible();
  await choosePasswordReset(page);
  const subject = page.getByRole('textbox', { name: /^Subject/ });
  await expect(subject).not.toHaveValue('');
  await expectNoSeriousAccessibilityViolations(page, { label: 'the message templates screen' });
  await subject.fill(NEW_SUBJECT);

  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByLabel('Preview', { exact: true });
  // Rendered with sample values: the placeholder is filled in, never shown as a tag.
  await expect(preview.getByRole('heading')).toContainText('Reset your Wayfare password, ');
  await expect(preview.getByRole('heading')).not.toContainText('{{');

  await page.getByRole('button', { name: /^(Save|Update)$/ }).click();
  await expect(successAlert(page, /The Password Reset template has been (saved|updated)/)).toBeVisible();

  // The rider, in a browser of their own, asks for a code.
  const theirs = await browser.newContext({ baseURL: server.baseURL });
  const riderPage = await theirs.newPage();
  await riderPage.goto('/account/resetpassword');
  await riderPage.getByRole('textbox', { name: 'E-mail address' }).fill(rider.email);
  await riderPage.getByRole('button', { name: 'Send me a code' }).click();
  await expect(riderPage).toHaveURL(/\/account\/setpassword\?/);
  await theirs.close();

  // Ada Okafor's e-mail arrives at the mail server under the new subject, her name in it.
  const mail = await server.waitForMessage({
    to: rider.email,
    subjectIncludes: 'Reset your Wayfare password, Ada',
  });
  expect(mail).toMatch(/\b\d{6}\b/);
});

for (const size of screenshotSizes) {
  test.describe(`at ${size.width}x${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test(`screenshot of the message templates screen (${size.name})`, async ({ page, admin }) => {
      await signIn(page, admin);
      await expect(page).toHaveURL(/\/admin\/home$/);
      await page.goto('/admin/messagetemplates');
      await choosePasswordReset(page);
      await expect(page.getByRole('textbox', { name: /^Subject/ })).not.toHaveValue('');
      await page.getByRole('button', { name: 'Preview' }).click();
      await expect(page.getByLabel('Preview', { exact: true })).toBeVisible();
      await saveScreenshot(page, 'messagetemplates', size);
    });
  });
}
