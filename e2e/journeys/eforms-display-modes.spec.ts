import type { Page } from '@playwright/test';
import { expectNoSeriousAccessibilityViolations } from '../harness/accessibility.ts';
import {
  boundValues,
  chooseDisplayMode,
  chooseExample,
  displayModeNames,
  openPlayground,
  preview,
} from '../harness/eform-playground.ts';
import { expect, test } from '../harness/test.ts';

// The form playground (/admin/eforms, issue 3 §3) in its four display modes (spec 000 §2.4, §4), walked
// through by keyboard and mouse on its first example, 'Ride request'. For the file manager journey: the
// example 'Every field type' has an Image field labelled 'Profile picture' whose 'Use existing files'
// button opens the file manager (admins only, spec 000 §6).

/** Presses Tab until `target` has the keyboard (at most `limit` times), as a keyboard user moves on. */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>, limit = 12) {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test.describe('the form playground in each display mode', () => {
  test('Regular: a ride request filled in by keyboard and mouse, then submitted', async ({ page, admin }) => {
    await openPlayground(page, admin);
    const form = preview(page);
    await expect(page.getByRole('radio', { name: 'Regular', exact: true })).toBeChecked();
    // Every group on one page, each with its title.
    for (const group of ['Passenger', 'Trip', 'Extras']) {
      await expect(form.getByRole('heading', { name: group, exact: true })).toBeVisible();
    }

    await form.getByRole('textbox', { name: 'Full name' }).click();
    await page.keyboard.type('Ada Obi');
    const phone = form.getByRole('textbox', { name: 'Phone number' });
    await tabTo(page, phone);
    await page.keyboard.type('0803 123 4567');
    const oneWay = form.getByRole('radio', { name: 'One way' });
    await tabTo(page, oneWay);
    await page.keyboard.press('Space');
    await expect(oneWay).toBeChecked();
    await page.keyboard.press('ArrowRight');
    await expect(form.getByRole('radio', { name: 'Return' })).toBeChecked();
    await expect(form.getByRole('textbox', { name: 'Return date' })).toBeVisible();

    await tabTo(page, form.getByRole('textbox', { name: 'Pick-up date' }));
    await page.keyboard.type('2030-03-14');
    await tabTo(page, form.getByRole('textbox', { name: 'Return date' }));
    await page.keyboard.type('2030-03-21');
    await tabTo(page, form.getByRole('checkbox', { name: 'Air conditioning' }));
    await page.keyboard.press('Space');
    await form.getByRole('textbox', { name: 'Notes for the driver' }).click();
    await page.keyboard.type('Gate 2, please.');

    expect(await boundValues(page)).toMatchObject({
      FullName: 'Ada Obi',
      PhoneNumber: '+2348031234567',
      TripType: 2,
      PickUpDate: expect.stringMatching(/^2030-03-14/),
      ReturnDate: expect.stringMatching(/^2030-03-21/),
      Notes: 'Gate 2, please.',
    });
    await expectNoSeriousAccessibilityViolations(page, { label: 'the playground in Regular mode' });

    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible();
    await expect(form.getByText('Your ride request is complete.')).toBeVisible();
    await page.getByRole('button', { name: 'Back to the form' }).click();
    await expect(form.getByRole('textbox', { name: 'Full name' })).toHaveValue('Ada Obi');
  });

  test('Tabular: a tab per group, chosen by mouse or arrow keys, the answers kept across tabs', async ({
    page,
    admin,
  }) => {
    await openPlayground(page, admin);
    await chooseDisplayMode(page, 'Tabular');
    const form = preview(page);
    const tabs = form.getByRole('tab');
    await expect(tabs).toHaveText(['Passenger', 'Trip', 'Extras']);
    await expect(form.getByRole('tab', { name: 'Passenger' })).toHaveAttribute('aria-selected', 'true');

    await form.getByRole('textbox', { name: 'Full name' }).fill('Ada Obi');
    await form.getByRole('tab', { name: 'Extras' }).click();
    await expect(form.getByRole('textbox', { name: 'Full name' })).toHaveCount(0);
    await form.getByRole('checkbox', { name: 'Child seat' }).focus();
    await page.keyboard.press('Space');
    await expect(form.getByRole('textbox', { name: 'Age of the child' })).toBeVisible();

    // Arrow keys move between the tabs.
    await form.getByRole('tab', { name: 'Extras' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(form.getByRole('tab', { name: 'Trip' })).toHaveAttribute('aria-selected', 'true');
    await expect(form.getByRole('radio', { name: 'One way' })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(form.getByRole('textbox', { name: 'Full name' })).toHaveValue('Ada Obi');
    await expectNoSeriousAccessibilityViolations(page, { label: 'the playground in Tabular mode' });
  });

  test('Tab By Tab Question: one group per step with Previous and Next', async ({ page, admin }) => {
    await openPlayground(page, admin);
    await chooseDisplayMode(page, 'Tab By Tab Question');
    const form = preview(page);
    const previous = form.getByRole('button', { name: 'Previous' });
    const next = form.getByRole('button', { name: 'Next' });
    await expect(form.getByText('Step 1 of 3')).toBeVisible();
    await expect(form.getByText('Passenger', { exact: true })).toBeVisible();
    await expect(previous).toBeDisabled();

    await form.getByRole('textbox', { name: 'Full name' }).fill('Ada Obi');
    await next.click();
    await expect(form.getByText('Step 2 of 3')).toBeVisible();
    await expect(form.getByRole('radio', { name: 'One way' })).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Full name' })).toHaveCount(0);

    // The keyboard: to Next and Enter.
    await form.getByRole('radio', { name: 'One way' }).focus();
    await page.keyboard.press('Space');
    await tabTo(page, next);
    await page.keyboard.press('Enter');
    await expect(form.getByText('Step 3 of 3')).toBeVisible();
    await expect(form.getByRole('checkbox', { name: 'Child seat' })).toBeVisible();
    await expect(next).toBeDisabled();
    await expectNoSeriousAccessibilityViolations(page, {
      label: 'the playground in Tab By Tab Question mode',
    });

    await previous.focus();
    await page.keyboard.press('Enter');
    await previous.click();
    await expect(form.getByText('Step 1 of 3')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Full name' })).toHaveValue('Ada Obi');
    await expect(previous).toBeDisabled();
  });

  test('One By One Question: one question at a time, Next blocked on a required question with the spec alert', async ({
    page,
    admin,
  }) => {
    await openPlayground(page, admin);
    await chooseDisplayMode(page, 'One By One Question');
    const form = preview(page);
    const previous = form.getByRole('button', { name: 'Previous' });
    const next = form.getByRole('button', { name: 'Next' });
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });

    await expect(form.getByText('Question 1 of 6 (17%)')).toBeVisible();
    await expect(form.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '17');
    await expect(previous).toBeDisabled();

    // spec 000 §4: a required question without an answer blocks Next with '{FieldName} is required'...
    await next.click();
    await expect.poll(() => alerts).toEqual(['Full name is required']);
    await expect(form.getByText('Question 1 of 6 (17%)')).toBeVisible();
    await form.getByRole('textbox', { name: 'Full name' }).fill('Ada Obi');
    await next.click();
    await expect(form.getByText('Question 2 of 6 (33%)')).toBeVisible();

    // ...or with the field's ErrorMessage when it has one; the keyboard presses Next here.
    await tabTo(page, next);
    await page.keyboard.press('Enter');
    await expect
      .poll(() => alerts)
      .toEqual(['Full name is required', 'Kindly enter a phone number the driver can call. Thank you']);
    await form.getByRole('textbox', { name: 'Phone number' }).fill('0803 123 4567');
    await tabTo(page, next);
    await page.keyboard.press('Enter');
    await expect(form.getByText('Question 3 of 6 (50%)')).toBeVisible();

    // Choosing Return adds its date as the next question.
    await form.getByRole('radio', { name: 'Return' }).check();
    await expect(form.getByText('Question 3 of 7 (43%)')).toBeVisible();
    await next.click();
    await expect(form.getByRole('textbox', { name: 'Pick-up date' })).toBeVisible();
    await form.getByRole('textbox', { name: 'Pick-up date' }).fill('2030-03-14');
    await next.click();
    await expect(form.getByRole('textbox', { name: 'Return date' })).toBeVisible();
    await form.getByRole('textbox', { name: 'Return date' }).fill('2030-03-21');
    await next.click();
    await expect(form.getByText('Question 6 of 7 (86%)')).toBeVisible();
    await next.click();
    await expect(form.getByText('Question 7 of 7 (100%)')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Notes for the driver' })).toBeVisible();
    await expect(next).toBeDisabled();
    await expectNoSeriousAccessibilityViolations(page, {
      label: 'the playground in One By One Question mode',
    });

    await previous.click();
    await expect(form.getByText('Question 6 of 7 (86%)')).toBeVisible();
    expect(alerts).toHaveLength(2);
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible();
  });

  test('every field type passes the accessibility check in each display mode', async ({ page, admin }) => {
    test.setTimeout(120_000);
    await openPlayground(page, admin);
    await chooseExample(page, 'Every field type');
    for (const mode of displayModeNames) {
      await chooseDisplayMode(page, mode);
      await expect(preview(page).getByRole('button', { name: 'Submit' })).toBeVisible();
      await expectNoSeriousAccessibilityViolations(page, { label: `'Every field type' in ${mode} mode` });
    }
  });
});
