import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { boundValues, chooseExample, openPlayground, preview } from '../harness/eform-playground.ts';
import { expect, test } from '../harness/test.ts';

// The form engine's rules on the form playground (/admin/eforms, issue 3 §3): dependent fields, options
// paged from a real call, repeatable items, the CSV import and phone numbers (spec 000 §4, §5). For the
// file manager journey: the example 'Every field type' has an Image field labelled 'Profile picture'
// whose 'Use existing files' button opens the file manager (admins only, spec 000 §6).

test('a dependent field appears with its option and disappears without it; one needs all its options', async ({
  page,
  admin,
}) => {
  await openPlayground(page, admin);
  const form = preview(page);
  const returnDate = form.getByRole('textbox', { name: 'Return date' });
  await expect(returnDate).toHaveCount(0);
  await form.getByRole('radio', { name: 'Return' }).check();
  await expect(returnDate).toBeVisible();
  await form.getByRole('radio', { name: 'One way' }).check();
  await expect(returnDate).toHaveCount(0);

  // 'Help with the child and the luggage' has RequireFullConditions: both options that list it.
  const childAge = form.getByRole('textbox', { name: 'Age of the child' });
  const help = form.getByRole('checkbox', { name: 'Help with the child and the luggage' });
  await form.getByRole('checkbox', { name: 'Child seat' }).check();
  await expect(childAge).toBeVisible();
  await expect(help).toHaveCount(0);
  await form.getByRole('checkbox', { name: 'Extra luggage' }).check();
  await expect(help).toBeVisible();
  await form.getByRole('checkbox', { name: 'Child seat' }).uncheck();
  await expect(childAge).toHaveCount(0);
  await expect(help).toHaveCount(0);
});

test("options are paged from the server with 'More …' and 'Previous …', which record no answer", async ({
  page,
  admin,
}) => {
  await openPlayground(page, admin);
  const firstPage = page.waitForRequest(/\/api\/Country\/GetCountries\?.*page=0.*pageSize=10/);
  await chooseExample(page, 'Countries from the server');
  await firstPage;
  const form = preview(page);
  // The drop-down is Mantine's Select: its options are listed once it is opened.
  const countries = form.getByRole('combobox', { name: 'Countries' });
  const options = page.getByRole('listbox', { name: 'Countries' }).getByRole('option');
  const openList = async () => {
    await countries.click();
    await expect(options.first()).toBeVisible();
  };
  const closeList = async () => {
    await page.keyboard.press('Escape');
    await expect(options).toHaveCount(0);
  };
  const choose = async (name: string) => {
    await openList();
    await options.filter({ hasText: name }).click();
  };
  // spec 000 §4: a drop-down without a value gets its first option.
  await expect(countries).toHaveValue('Afghanistan');
  await openList();
  await expect(options).toHaveCount(11);
  await expect(options.last()).toHaveText('More Countries');
  await closeList();
  const afghanistan = (await boundValues(page)).CountryId;

  const secondPage = page.waitForRequest(/\/api\/Country\/GetCountries\?.*page=1.*pageSize=10/);
  await choose('More Countries');
  await secondPage;
  // The chosen country is not on this page: the drop-down keeps it listed and chosen under its remembered name.
  await openList();
  await expect(options).toContainText([
    'Afghanistan',
    'Previous Countries',
    'Armenia',
    'Belarus',
    'More Countries',
  ]);
  await expect(options.filter({ hasText: 'Previous Countries' })).toHaveCount(1);
  await expect(options.filter({ hasText: 'Argentina' })).toHaveCount(0);
  await closeList();
  await expect(countries).toHaveValue('Afghanistan');
  expect((await boundValues(page)).CountryId).toBe(afghanistan);

  await choose('Armenia');
  await expect(countries).toHaveValue('Armenia');
  const armenia = (await boundValues(page)).CountryId;
  expect(armenia).not.toBe(afghanistan);
  await choose('Previous Countries');
  await openList();
  await expect(options).toContainText(['Afghanistan', 'Argentina', 'More Countries']);
  await expect(options.filter({ hasText: 'Previous Countries' })).toHaveCount(0);
  await closeList();
  expect((await boundValues(page)).CountryId).toBe(armenia);

  // Radio buttons page with buttons: five destinations at a time.
  const destinations = form.getByRole('radiogroup', { name: 'Destinations' });
  await expect(destinations.getByRole('radio')).toHaveCount(5);
  await form.getByRole('button', { name: 'More Destinations' }).click();
  await expect(destinations.getByRole('radio', { name: 'Angola' })).toBeVisible();
  await expect(destinations.getByRole('radio', { name: 'Afghanistan' })).toHaveCount(0);
  await form.getByRole('button', { name: 'Previous Destinations' }).click();
  await expect(destinations.getByRole('radio', { name: 'Afghanistan' })).toBeVisible();
  await expect(form.getByRole('button', { name: 'Previous Destinations' })).toHaveCount(0);
});

/** The stops as the edited object holds them, in their order property's order (spec 000 §4). */
const placesOf = async (page: Page) =>
  ((await boundValues(page)).Stops as { Place: string; Order: number }[])
    .map((stop) => [stop.Place, stop.Order] as const)
    .sort((a, b) => a[1] - b[1]);

test('repeatable items are added, reordered and deleted, in a table and in collapsible panels', async ({
  page,
  admin,
}) => {
  await openPlayground(page, admin);
  await chooseExample(page, 'Trip stops (repeatable groups)');
  const form = preview(page);

  // The table: the new row is the active one, its first cell has the keyboard.
  await form.getByRole('button', { name: 'Add Stop' }).click();
  await expect(form.getByRole('textbox', { name: 'Place, Stop 3' })).toBeFocused();
  await page.keyboard.type('Yaba Bus Stop');
  await expect
    .poll(() => placesOf(page))
    .toEqual([
      ['Ikeja City Mall', 1],
      ['Lekki Phase 1', 2],
      ['Yaba Bus Stop', 3],
    ]);
  await form.getByRole('button', { name: 'Move Stop 3 up' }).click();
  await expect(form.getByRole('textbox', { name: 'Place, Stop 2' })).toHaveValue('Yaba Bus Stop');
  await form.getByRole('button', { name: 'Move Stop 2 up' }).focus();
  await page.keyboard.press('Enter');
  await expect(form.getByRole('textbox', { name: 'Place, Stop 1' })).toHaveValue('Yaba Bus Stop');
  await expect(form.getByRole('button', { name: 'Move Stop 1 up' })).toBeDisabled();
  await expect(form.getByRole('button', { name: 'Move Stop 3 down' })).toBeDisabled();
  await expect
    .poll(() => placesOf(page))
    .toEqual([
      ['Yaba Bus Stop', 1],
      ['Ikeja City Mall', 2],
      ['Lekki Phase 1', 3],
    ]);

  // Deleting asks first: No keeps the stop, Yes deletes it.
  await form.getByRole('button', { name: 'Delete Stop 3' }).click();
  const prompt = page.getByRole('dialog');
  await expect(prompt).toContainText('Are you sure, you want to delete this stop (Lekki Phase 1)?');
  await prompt.getByRole('button', { name: 'No' }).click();
  await expect(form.getByRole('textbox', { name: 'Place, Stop 3' })).toHaveValue('Lekki Phase 1');
  await form.getByRole('button', { name: 'Delete Stop 3' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(form.getByRole('textbox', { name: 'Place, Stop 3' })).toHaveCount(0);
  await expect
    .poll(() => placesOf(page))
    .toEqual([
      ['Yaba Bus Stop', 1],
      ['Ikeja City Mall', 2],
    ]);

  // Collapsible panels: one open at a time; the added one opens.
  await form.getByRole('button', { name: 'Add Passenger' }).click();
  await expect(form.getByRole('button', { name: 'Passenger 2', exact: true })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(form.getByRole('button', { name: 'Passenger 1', exact: true })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await form.getByRole('textbox', { name: 'Name' }).fill('Emeka Nwosu');
  await form.getByRole('button', { name: 'Move Passenger 2 up' }).click();
  // The moved panel stays the open one, now first.
  await expect(form.getByRole('button', { name: 'Passenger 1', exact: true })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Emeka Nwosu');
  await form.getByRole('button', { name: 'Passenger 2', exact: true }).click();
  await expect(form.getByRole('button', { name: 'Passenger 1', exact: true })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada Obi');
  await form.getByRole('button', { name: 'Delete Passenger 2' }).click();
  await expect(page.getByRole('dialog')).toContainText(
    'Are you sure, you want to delete this passenger (Ada Obi)?',
  );
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(form.getByRole('button', { name: 'Passenger 2', exact: true })).toHaveCount(0);
  expect((await boundValues(page)).Passengers).toEqual([
    expect.objectContaining({ Name: 'Emeka Nwosu', Order: 1 }),
  ]);
});

const csv = (name: string, text: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });

test('a CSV with a wrong header is refused with the spec message, a right one is imported', async ({
  page,
  admin,
}) => {
  await openPlayground(page, admin);
  await chooseExample(page, 'Fare import (CSV)');
  const form = preview(page);

  const download = page.waitForEvent('download');
  await form.getByRole('link', { name: 'Sample File' }).click();
  const sample = await readFile(await (await download).path());
  expect(sample.toString('utf8').trim()).toBe('Route,Distance (km),Fare (NGN)');

  const fileInput = form.locator('input[type="file"]');
  await fileInput.setInputFiles(csv('fares.csv', 'Route,Distance,Fare\nIkeja - Victoria Island,24.5,6500\n'));
  await expect(
    form.getByText(
      'Invalid Field Name. Kindly use the sample provided or use the exact header name. Thank you',
    ),
  ).toBeVisible();
  expect((await boundValues(page)).Fares).toBeUndefined();

  // Spaces in the header are ignored; blank lines are dropped; number columns become numbers.
  await fileInput.setInputFiles(
    csv(
      'fares.csv',
      'Route, Distance (km) ,Fare (NGN)\nIkeja - Victoria Island,24.5,6500\n\nYaba - Lekki,18,5200\n',
    ),
  );
  await expect(form.getByText('2 row(s) imported')).toBeVisible();
  await expect(
    form.getByText(
      'Invalid Field Name. Kindly use the sample provided or use the exact header name. Thank you',
    ),
  ).toHaveCount(0);
  await expect(form.getByRole('cell', { name: 'Yaba - Lekki' })).toBeVisible();
  expect((await boundValues(page)).Fares).toEqual([
    { Route: 'Ikeja - Victoria Island', 'Distance (km)': 24.5, 'Fare (NGN)': 6500 },
    { Route: 'Yaba - Lekki', 'Distance (km)': 18, 'Fare (NGN)': 5200 },
  ]);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('The fares were read and are valid.')).toBeVisible();
});

test('a phone number is stored in international form in Nigeria, the United Kingdom and the United States', async ({
  page,
  admin,
}) => {
  await openPlayground(page, admin);
  const form = preview(page);
  const number = form.getByRole('textbox', { name: 'Phone number' });
  const country = form.getByLabel('Country of Phone number');

  // spec 000 §5: the default country is NG (234).
  await expect(country).toHaveValue(/Nigeria \(\+234\)/);
  await number.fill('0803 123 4567');
  await expect.poll(async () => (await boundValues(page)).PhoneNumber).toBe('+2348031234567');

  // A click on the picker opens its list, the focus in the picker.
  await country.click();
  await expect(country).toBeFocused();
  await expect(page.getByRole('option', { name: 'Nigeria (+234)' })).toBeVisible();

  const chooseCountry = async (name: string) => {
    await country.click();
    await country.fill(name);
    await page.getByRole('option', { name }).click();
    await expect(country).toHaveValue(name);
  };
  await chooseCountry('United Kingdom (+44)');
  await number.fill('020 7946 0958');
  await expect.poll(async () => (await boundValues(page)).PhoneNumber).toBe('+442079460958');

  await chooseCountry('United States of America (+1)');
  await number.fill('(201) 555-0123');
  await expect.poll(async () => (await boundValues(page)).PhoneNumber).toBe('+12015550123');
});

test('stars fill under the pointer, a click rates, a click on the chosen star clears it, and the keys rate too', async ({
  page,
  admin,
}) => {
  await openPlayground(page, admin);
  await chooseExample(page, 'Every field type');
  const stars = preview(page).getByRole('radiogroup', { name: 'Last trip' });
  // The filled stars a person sees (the 'no stars' choice's own star is clipped away).
  const filled = stars.locator('.mantine-Rating-symbolBody:not([style*="clip-path"]) [data-filled]');
  // Where the stars are now (the panel of bound values moves the page when it is read).
  const place = async () => {
    await stars.scrollIntoViewIfNeeded();
    const box = (await stars.boundingBox())!;
    return {
      over: (n: number) => page.mouse.move(box.x + (box.width / 5) * (n - 0.5), box.y + box.height / 2),
      click: (n: number) => page.mouse.click(box.x + (box.width / 5) * (n - 0.5), box.y + box.height / 2),
      away: () => page.mouse.move(box.x + box.width + 40, box.y - 40),
    };
  };

  let pointer = await place();
  await pointer.over(4);
  await expect(filled).toHaveCount(4);
  await pointer.over(2);
  await expect(filled).toHaveCount(2);
  await pointer.away();
  await expect(filled).toHaveCount(0);

  await pointer.click(4);
  await pointer.away();
  await expect(filled).toHaveCount(4);
  await expect(stars.getByRole('radio', { name: '4 stars' })).toBeChecked();
  expect((await boundValues(page)).LastTripRating).toBe(4);

  pointer = await place();
  await pointer.click(4);
  await pointer.away();
  await expect(filled).toHaveCount(0);
  // No stars is no answer: the rating runs from 1 to 5 (spec 000 §5).
  expect((await boundValues(page)).LastTripRating).toBeUndefined();

  // By keyboard: an arrow moves to the next star and shows it, Space rates it.
  await stars.getByRole('radio', { name: '2 stars' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(stars.getByRole('radio', { name: '3 stars' })).toBeFocused();
  await expect(filled).toHaveCount(3);
  await page.keyboard.press('Space');
  expect((await boundValues(page)).LastTripRating).toBe(3);
  await expect(filled).toHaveCount(3);
});
