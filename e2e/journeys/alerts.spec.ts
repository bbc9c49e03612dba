import { expect, test } from '../harness/test.ts';
import { successAlert } from '../harness/ui.ts';

// spec 000 §4 and §9: auto-close alerts vanish after 8000 ms (fade 250 ms); alerts are cleared on a
// route change unless kept. issue 2 §4, journey 8.

test('a success alert closes by itself after about eight seconds', async ({ page }) => {
  await page.goto('/account/deleteaccount');
  await page.getByRole('textbox', { name: 'E-mail address' }).fill('nobody@example.ng');
  const text = 'we have sent it a code to confirm the deletion';
  // Timed in the page, from the frame the alert appears to the frame it is gone, so that a slow
  // test machine cannot blur the measure.
  const lifetime = page.evaluate(
    (text) =>
      new Promise<number>((resolve) => {
        const present = () =>
          [...document.querySelectorAll('[role="status"]')].some((element) =>
            element.textContent?.includes(text),
          );
        let shownAt: number | undefined;
        const observer = new MutationObserver(() => {
          if (shownAt === undefined && present()) shownAt = performance.now();
          if (shownAt !== undefined && !present()) {
            observer.disconnect();
            resolve(performance.now() - shownAt);
          }
        });
        observer.observe(document.body, { childList: true, subtree: true });
      }),
    text,
  );
  await page.getByRole('button', { name: 'Send me a code' }).click();
  const alert = successAlert(page, text);
  await expect(alert).toBeVisible();

  await page.waitForTimeout(7_000);
  await expect(alert, 'still shown after 7 s').toBeVisible({ timeout: 1 });
  const shownForMs = await lifetime;
  // spec 000 §9: auto-close at 8000 ms, then a 250 ms fade.
  expect(shownForMs).toBeGreaterThanOrEqual(8_000);
  expect(shownForMs).toBeLessThanOrEqual(8_500);
  await expect(alert).toHaveCount(0, { timeout: 1 });
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
