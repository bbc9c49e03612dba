import type { Page } from '@playwright/test';
import {
  chooseDisplayMode,
  chooseExample,
  openPlayground,
  preview,
  setViewMode,
} from '../harness/eform-playground.ts';
import { type ScreenshotSize, saveScreenshot, screenshotSizes } from '../harness/screenshots.ts';
import { expect, test } from '../harness/test.ts';

// Pictures of the form playground for a person to look at, written to e2e/screenshots/ (not committed):
// each example, the four display modes, view mode, an invalid definition and a failed submit.
const shoot = (page: Page, file: string, size: ScreenshotSize, options?: { fullPage?: boolean }) =>
  saveScreenshot(page, `eforms-${file}`, size, options);

for (const size of screenshotSizes) {
  test.describe(`at ${size.width}x${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test(`screenshots of the form playground (${size.name})`, { tag: '@screenshots' }, async ({
      page,
      admin,
    }) => {
      test.setTimeout(120_000);
      await openPlayground(page, admin);
      await shoot(page, 'ride-request', size);

      await chooseDisplayMode(page, 'Tabular');
      await shoot(page, 'tabular', size);
      await chooseDisplayMode(page, 'Tab By Tab Question');
      await shoot(page, 'tab-by-tab', size);
      await chooseDisplayMode(page, 'One By One Question');
      await shoot(page, 'one-by-one', size);
      await chooseDisplayMode(page, 'Regular');
      await preview(page).getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'answers need attention' })).toBeVisible();
      await shoot(page, 'failed-submit', size);

      await chooseExample(page, 'Every field type');
      await shoot(page, 'every-field-type', size);
      await setViewMode(page, true);
      await expect(preview(page).getByRole('button', { name: 'Submit' })).toHaveCount(0);
      await shoot(page, 'every-field-type-view-mode', size);
      await setViewMode(page, false);

      await chooseExample(page, 'Countries from the server');
      await expect(preview(page).getByRole('combobox', { name: /^Countries/ })).toHaveValue(/.+/);
      await shoot(page, 'countries', size);

      await chooseExample(page, 'Trip stops (repeatable groups)');
      await shoot(page, 'trip-stops', size);

      await chooseExample(page, 'Fare import (CSV)');
      await shoot(page, 'fare-import', size);

      await page
        .getByRole('textbox', { name: 'Form definition (JSON)' })
        .fill('{ "GroupFields": [ { "Id": 1 } ] }');
      await expect(page.getByText('The definition has 1 problem')).toBeVisible();
      await shoot(page, 'invalid-definition', size);
    });
  });
}
