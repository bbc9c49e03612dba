import { saveScreenshot, screenshotSizes } from '../harness/screenshots.ts';
import { expect, test } from '../harness/test.ts';
import { errorAlert, signIn, successAlert } from '../harness/ui.ts';

// Pictures of the pages issue 21 changed, at 1366 and 375 px, for a person to look at (e2e/screenshots/).
for (const size of screenshotSizes) {
  test.describe(`at ${size.width}x${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test(`screenshots of the first-minutes fixes (${size.name})`, { tag: '@screenshots' }, async ({
      page,
      admin,
    }) => {
      const shoot = (name: string, fullPage = true) =>
        saveScreenshot(page, `i21-${name}`, size, { fullPage });

      // An address with a dot is a client route: an unknown article's is the app's not-found page.
      await page.goto('/article/v1.2-release');
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await shoot('article-with-a-dot');
      await page.goto('/no-such-page.html');
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await shoot('not-found');
      await page.goto('/');
      await page.getByText('Coming soon to the App Store and Google Play.').scrollIntoViewIfNeeded();
      await shoot('home-download', false);

      await page.goto('/account/register');
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page.getByText('First name is required')).toBeVisible();
      await shoot('register-labels');

      await page.goto('/account/login');
      await page.getByRole('textbox', { name: 'E-mail address' }).fill('nobody@example.com');
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Str0ng!Passw0rd');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(errorAlert(page, /not correct/)).toBeVisible();
      await shoot('login-alert', false);

      await page.goto('/admin/countries?keyword=st.%20kitts');
      await signIn(page, admin, { from: null });
      await expect(page).toHaveURL(/keyword=st\.%20kitts$/);
      await shoot('deep-link-landed', false);

      await page.goto('/admin/subscriptions');
      await expect(page.getByText('This page is not available yet')).toBeVisible();
      await shoot('admin-unbuilt-page', false);
      await page.goto('/admin/nosuchpage');
      await expect(page.getByText('The URL does not exist. Thank you')).toBeVisible();
      await shoot('admin-not-found', false);

      await page.goto('/admin/countries?edit=new');
      await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Wakanda');
      await page.getByRole('textbox', { name: 'Two-letter ISO code' }).fill('WK');
      await page.getByRole('textbox', { name: 'Three-letter ISO code' }).fill('W1K');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(errorAlert(page, 'Three-letter ISO code must be 3 letters, like NGA')).toBeVisible();
      await shoot('country-refused', false);
      await page.getByRole('textbox', { name: 'Three-letter ISO code' }).fill('WKD');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(successAlert(page, 'Wakanda has been saved')).toBeVisible();
      await shoot('country-saved-row', false);

      await page.goto('/admin/countries?keyword=Nigeria');
      // On a phone the rows are cards that open on their actions.
      if (size.width < 576) await page.getByRole('button', { name: /Nigeria/ }).click();
      await page.getByRole('button', { name: 'Disable' }).click();
      await expect(page.getByRole('dialog', { name: 'Please confirm' })).toBeVisible();
      await shoot('confirm-disable', false);
      await page.getByRole('button', { name: 'No' }).click();

      await page.goto('/admin/states');
      await page.getByRole('combobox', { name: 'Country' }).click();
      await expect(page.getByRole('option').first()).toHaveText('Nigeria');
      await shoot('country-filter', false);
    });
  });
}
