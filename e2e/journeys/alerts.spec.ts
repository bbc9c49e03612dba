import { expect, test } from '../harness/test.ts';
import { successAlert } from '../harness/ui.ts';

// spec 000 §4 and §9: auto-close alerts vanish after 8000 ms (fade 250 ms); alerts are cleared on a
// route change unless kept. issue 2 §4, journey 8.

test('a success alert closes by itself after about eight seconds', async ({ page }) => {
  // The page's clock is under the test's control, so a busy machine cannot blur the eight seconds.
  await page.clock.install();
  await page.goto('/account/deleteaccount');
  await page.getByRole('textbox', { name: 'E-mail address' }).fill('nobody@example.ng');
  await page.clock.pauseAt(Date.now() + 1_000);
  await page.getByRole('button', { name: 'Send me a code' }).click();

  // Time moves in 50 ms steps until the alert shows, so it appeared at most 50 ms ago.
  const alert = successAlert(page, 'we have sent it a code to confirm the deletion');
  await expect(async () => {
    await page.clock.runFor(50);
    await expect(alert).toBeVisible({ timeout: 100 });
  }).toPass({ intervals: [0], timeout: 10_000 });

  await page.clock.runFor(7_000);
  await expect(alert, 'still shown after 7 s').toBeVisible();
  // spec 000 §9: auto-close at 8000 ms, then a 250 ms fade.
  await page.clock.runFor(1_500);
  await expect(alert, 'gone after 8.5 s').toHaveCount(0);
});

test('an alert is cleared when the person goes to another page', async ({ page }) => {
  await page.goto('/account/deleteaccount');
  await page.getByRole('textbox', { name: 'E-mail address' }).fill('nobody@example.ng');
  await page.getByRole('button', { name: 'Send me a code' }).click();
  const alert = successAlert(page, 'we have sent it a code to confirm the deletion');
  await expect(alert).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  // Well before the eight seconds of auto-close.
  await expect(alert).toHaveCount(0, { timeout: 1_000 });
});

test('an alert kept for the next page shows there, and goes at the route change after', async ({
  page,
  rider,
}) => {
  await page.goto('/account/resetpassword');
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(rider.email);
  await page.getByRole('button', { name: 'Send me a code' }).click();

  await expect(page).toHaveURL(/\/account\/setpassword\?/);
  const alert = successAlert(page, 'we have sent it a code to set a new password');
  await expect(alert).toBeVisible();

  await page.getByRole('link', { name: 'Send me a new code' }).click();
  await expect(page).toHaveURL(/\/account\/resetpassword$/);
  await expect(alert).toHaveCount(0, { timeout: 1_000 });
});
