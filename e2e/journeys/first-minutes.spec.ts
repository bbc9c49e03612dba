import type { Locator } from '@playwright/test';
import { expect, test } from '../harness/test.ts';
import { errorAlert, signIn, successAlert } from '../harness/ui.ts';

/** Whether two things on screen overlap. */
async function overlap(a: Locator, b: Locator) {
  const [one, two] = [await a.boundingBox(), await b.boundingBox()];
  if (!one || !two) throw new Error('not on screen');
  return (
    one.x < two.x + two.width &&
    two.x < one.x + one.width &&
    one.y < two.y + two.height &&
    two.y < one.y + one.height
  );
}

async function expectClearOf(alert: Locator, ...things: Locator[]) {
  await expect(alert).toBeVisible();
  for (const thing of things) expect(await overlap(alert, thing), String(thing)).toBe(false);
}

const red = (color: string) => {
  const [r = 0, g = 0, b = 0] = (color.match(/\d+/g) ?? []).map(Number);
  return r > 150 && g < 100 && b < 100;
};

for (const width of [1366, 375]) {
  test(`alerts leave the header's buttons and the form's labels uncovered (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width > 600 ? 900 : 812 });
    await page.goto('/account/login');
    await page.getByRole('textbox', { name: 'E-mail address' }).fill('nobody@example.com');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Str0ng!Passw0rd');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const header = page.getByRole('banner');
    await expectClearOf(
      errorAlert(page, /not correct/),
      ...(width > 600
        ? [header.getByRole('link', { name: 'Sign In' }), header.getByRole('link', { name: 'Register' })]
        : [header.getByRole('button', { name: 'Open the menu' })]),
      page.locator('label').filter({ hasText: /^E-mail address/ }),
      page.locator('label').filter({ hasText: /^Password/ }),
    );
  });
}

// Issue 21: the smaller things a new administrator notices on the locations screen.
test('a destructive confirmation is red, and the country filter offers the enabled countries first', async ({
  page,
  admin,
}) => {
  await signIn(page, admin);
  await expect(page).toHaveURL(/\/admin\/home$/);
  await page.goto('/admin/countries?keyword=Nigeria');
  const nigeria = page
    .getByRole('table', { name: 'Countries' })
    .getByRole('row')
    .filter({ hasText: 'Nigeria' });
  await nigeria.getByRole('button', { name: 'Disable' }).click();
  const confirm = page.getByRole('dialog', { name: 'Please confirm' });
  const yes = confirm.getByRole('button', { name: 'Yes' });
  expect(red(await yes.evaluate((button) => getComputedStyle(button).backgroundColor))).toBe(true);
  await confirm.getByRole('button', { name: 'No' }).click();

  // Only Nigeria is enabled (the seed): it comes before the 200-odd disabled countries.
  await page.goto('/admin/states');
  await page.getByRole('combobox', { name: 'Country' }).click();
  const options = page.getByRole('option');
  await expect(options.first()).toHaveText('Nigeria');
  await expect(options.nth(1)).toHaveText('Afghanistan (Disabled)');
  await page.keyboard.press('Escape');

  // A success alert leaves the header and the search box's label alone.
  await page.goto('/admin/countries?keyword=Nigeria');
  await nigeria.getByRole('button', { name: 'Disable' }).click();
  await yes.click();
  await expect(confirm).toBeHidden();
  await expectClearOf(
    successAlert(page, 'Nigeria has been disabled'),
    page.getByRole('banner'),
    page.getByRole('searchbox', { name: 'Search with Keywords' }),
  );
});
