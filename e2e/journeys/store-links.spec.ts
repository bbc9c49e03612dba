import { expect, test } from '../harness/test.ts';

const appStore = 'https://apps.apple.com/ng/app/wayfare/id123456789';
const playStore = 'https://play.google.com/store/apps/details?id=ng.wayfare.rides';

// Issue 21 and spec 000 §2.1: the download section links to the stores the server is configured with.
test.describe('with the store links configured', () => {
  test.use({ serverOptions: { env: { APP_STORE_URL: appStore, PLAY_STORE_URL: playStore } } });

  test('the home page links to the app on both stores', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'App Store' })).toHaveAttribute('href', appStore);
    await expect(page.getByRole('link', { name: 'Google Play' })).toHaveAttribute('href', playStore);
  });
});

test('without them, the home page says the app is coming soon and links nowhere', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('Coming soon to the App Store and Google Play.')).toBeVisible();
  await expect(page.getByRole('link', { name: /App Store|Google Play/ })).toHaveCount(0);
});
