import type { Page } from '@playwright/test';
import { signInThroughApi } from '../harness/accounts.ts';
import { getApiList, recordApiRequests } from '../harness/api-requests.ts';
import { expect, test } from '../harness/test.ts';
import { errorAlert, pathOf, signIn, successAlert } from '../harness/ui.ts';

// Issue 4 §3: the countries, states and cities screen (spec 001 §2) as an administrator sees it,
// against the seeded locations: every country (only Nigeria enabled), Nigeria's states, a few cities.

type Place = { Id: number; Name: string; Enable: boolean };

const table = (page: Page, name: 'Countries' | 'States' | 'Cities') => page.getByRole('table', { name });
const bodyRows = (page: Page, name: 'Countries' | 'States' | 'Cities') =>
  table(page, name).locator('tbody tr');
const rowOf = (page: Page, name: 'Countries' | 'States' | 'Cities', recordName: string) =>
  table(page, name)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: recordName, exact: true }) });
/** The names in the Name column (after the bulk check box and #) of the page shown, top to bottom. */
const namesShown = (page: Page, name: 'Countries' | 'States' | 'Cities') =>
  bodyRows(page, name).locator('td:nth-child(3)').allTextContents();

const keywordBox = (page: Page) => page.getByRole('searchbox', { name: 'Search with Keywords' });
const confirmDialog = (page: Page) => page.getByRole('dialog', { name: 'Please confirm' });

/** Chooses in one of the list's filters (Mantine's searchable Select). */
async function chooseFilter(page: Page, label: 'Country' | 'State', option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function openAsAdmin(page: Page, admin: { email: string; password: string }, path: string) {
  await signIn(page, admin);
  await expect(page).toHaveURL(/\/admin\/home$/);
  await page.goto(path);
}

test('countries: the keyword search reloads once after the pause; the pages; reload, back and forward keep the view', async ({
  page,
  admin,
}) => {
  await openAsAdmin(page, admin, '/admin/countries');
  await expect(rowOf(page, 'Countries', 'Afghanistan')).toBeVisible();
  const lists = recordApiRequests(page, 'Country/GetCountries');

  // spec 000 §2.3 and §9: keyword input reloads the list after a 1 second pause, not per keystroke.
  // The page notes when each key went in: Playwright returns from typing a delay after the last key,
  // so a clock read here would start late by that delay and by however long the return took.
  await keywordBox(page).evaluate((box) =>
    box.addEventListener('input', () => box.setAttribute('data-last-input-at', String(Date.now()))),
  );
  await keywordBox(page).pressSequentially('land', { delay: 250 });
  const typingStopped = Number(await keywordBox(page).getAttribute('data-last-input-at'));
  expect(lists.sent, 'no reload while typing').toHaveLength(0);
  await expect(rowOf(page, 'Countries', 'Finland')).toBeVisible();
  await expect(rowOf(page, 'Countries', 'Afghanistan')).toBeHidden();
  await page.waitForTimeout(1500); // a second reload would have come by now
  expect(lists.parameter('keyword'), 'one reload, with the whole keyword').toEqual(['land']);
  // Sent 1 s after the last key (the page and this process read the same system clock).
  const pause = (lists.sent[0]?.sentAt ?? 0) - typingStopped;
  expect(pause, 'the reload waits for 1 s without typing').toBeGreaterThanOrEqual(990);
  expect(pause, 'and does not wait much longer').toBeLessThan(2000);
  expect(pathOf(page)).toBe('/admin/countries?keyword=land');

  // 27 countries contain 'land': two pages of 20 (spec 001 §9: default page size 20).
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pagination.getByRole('button', { name: /^Page \d+$/ })).toHaveText(['1', '2']);
  await expect(pagination.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await expect(bodyRows(page, 'Countries')).toHaveCount(20);
  const firstPage = await namesShown(page, 'Countries');

  await pagination.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/admin\/countries\?keyword=land&page=1$/);
  await expect(bodyRows(page, 'Countries')).toHaveCount(7);
  // The row's number, after the bulk actions' check box (issue 32).
  await expect(bodyRows(page, 'Countries').first().locator('td').nth(1)).toHaveText('21');
  await expect(pagination.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(pagination.getByRole('button', { name: 'Next page' })).toBeDisabled();
  const secondPage = await namesShown(page, 'Countries');
  expect(
    secondPage.filter((name) => firstPage.includes(name)),
    'no country on both pages',
  ).toEqual([]);

  await pagination.getByRole('button', { name: 'Previous page' }).click();
  await expect(page).toHaveURL(/\/admin\/countries\?keyword=land$/);
  await expect(bodyRows(page, 'Countries')).toHaveCount(20);
  expect(await namesShown(page, 'Countries')).toEqual(firstPage);
  await expect(pagination.getByRole('button', { name: 'Previous page' })).toBeDisabled();

  // Reload: the keyword and the page are in the address, so the same page of the same search shows.
  await pagination.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\?keyword=land&page=1$/);
  await expect(bodyRows(page, 'Countries')).toHaveCount(7);
  await page.reload();
  await expect(keywordBox(page)).toHaveValue('land');
  await expect(bodyRows(page, 'Countries')).toHaveCount(7);
  expect(await namesShown(page, 'Countries')).toEqual(secondPage);
  await expect(pagination.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

  // Back and forward walk the same views: page 1 of 'land', page 2, page 1, and the whole list.
  await page.goBack();
  await expect(page).toHaveURL(/\?keyword=land$/);
  await expect(bodyRows(page, 'Countries')).toHaveCount(20);
  expect(await namesShown(page, 'Countries')).toEqual(firstPage);
  await page.goBack();
  await page.goBack();
  await page.goBack();
  expect(pathOf(page)).toBe('/admin/countries');
  await expect(keywordBox(page)).toHaveValue('');
  await expect(rowOf(page, 'Countries', 'Afghanistan')).toBeVisible();
  await page.goForward();
  await expect(keywordBox(page)).toHaveValue('land');
  await expect(rowOf(page, 'Countries', 'Finland')).toBeVisible();
  await expect(rowOf(page, 'Countries', 'Afghanistan')).toBeHidden();

  // spec 000 §2.3: five page numbers, 1-5 up to page 4, then the five ending at the current page.
  await keywordBox(page).fill('');
  await keywordBox(page).press('Enter');
  await expect(page).toHaveURL(/\/admin\/countries$/);
  await expect(rowOf(page, 'Countries', 'Afghanistan')).toBeVisible();
  await expect(pagination.getByRole('button', { name: /^Page \d+$/ })).toHaveText(['1', '2', '3', '4', '5']);
  await pagination.getByRole('button', { name: 'Page 5' }).click();
  await expect(bodyRows(page, 'Countries').first().locator('td').nth(1)).toHaveText('81');
  await expect(pagination.getByRole('button', { name: /^Page \d+$/ })).toHaveText(['1', '2', '3', '4', '5']);
  await pagination.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/admin\/countries\?page=5$/);
  await expect(bodyRows(page, 'Countries').first().locator('td').nth(1)).toHaveText('101');
  await expect(pagination.getByRole('button', { name: /^Page \d+$/ })).toHaveText(['2', '3', '4', '5', '6']);
  await expect(pagination.getByRole('button', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');
});

test('a country is disabled and enabled again once the prompt is confirmed', async ({
  page,
  admin,
  request,
}) => {
  await openAsAdmin(page, admin, '/admin/countries?keyword=Nigeria');
  const nigeria = rowOf(page, 'Countries', 'Nigeria');
  await expect(nigeria.getByText('Enabled', { exact: true })).toBeVisible();
  const disables = recordApiRequests(page, 'Country/DisableCountry');
  const activeCountries = async () => {
    const response = await request.get('/api/Country/GetActiveCountries');
    return ((await response.json()) as Place[]).map((country) => country.Name);
  };

  // spec 001 §5: 'Are you sure, you want to {action} this {item} ({name})?'. No leaves it as it was.
  await nigeria.getByRole('button', { name: 'Disable' }).click();
  await expect(
    confirmDialog(page).getByText('Are you sure, you want to disable this country (Nigeria)?', {
      exact: true,
    }),
  ).toBeVisible();
  await confirmDialog(page).getByRole('button', { name: 'No' }).click();
  await expect(confirmDialog(page)).toBeHidden();
  await expect(nigeria.getByText('Enabled', { exact: true })).toBeVisible();
  expect(disables.sent).toHaveLength(0);

  await nigeria.getByRole('button', { name: 'Disable' }).click();
  await expect(
    confirmDialog(page).getByText('Are you sure, you want to disable this country (Nigeria)?', {
      exact: true,
    }),
  ).toBeVisible();
  await confirmDialog(page).getByRole('button', { name: 'Yes' }).click();
  await expect(successAlert(page, 'Nigeria has been disabled')).toBeVisible();
  await expect(nigeria.getByText('Disabled', { exact: true })).toBeVisible();
  expect(disables.sent).toHaveLength(1);
  // The forms of the whole product stop offering it (spec 001 §7: GetActiveCountries).
  expect(await activeCountries()).not.toContain('Nigeria');

  await nigeria.getByRole('button', { name: 'Enable' }).click();
  await expect(
    confirmDialog(page).getByText('Are you sure, you want to enable this country (Nigeria)?', {
      exact: true,
    }),
  ).toBeVisible();
  await confirmDialog(page).getByRole('button', { name: 'Yes' }).click();
  await expect(successAlert(page, 'Nigeria has been enabled')).toBeVisible();
  await expect(nigeria.getByText('Enabled', { exact: true })).toBeVisible();
  await expect(nigeria.getByRole('button', { name: 'Disable' })).toBeVisible();
  expect(await activeCountries()).toContain('Nigeria');
});

test('an invalid country form shows the spec messages and is not sent', async ({ page, admin }) => {
  await openAsAdmin(page, admin, '/admin/countries');
  const creates = recordApiRequests(page, 'Country/CreateCountry');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { name: 'New Country' })).toBeVisible();
  expect(pathOf(page)).toBe('/admin/countries?edit=new');

  // spec 000 §5: 'Enter {field}' for an empty text; 'Exactly {n} Characters are required for {field}'.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter Name', { exact: true })).toBeVisible();
  await expect(page.getByText('Enter Two-letter ISO code', { exact: true })).toBeVisible();
  await expect(page.getByText('Enter Three-letter ISO code', { exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill('Wakanda');
  await page.getByRole('textbox', { name: 'Two-letter ISO code' }).fill('W');
  await page.getByRole('textbox', { name: 'Three-letter ISO code' }).fill('WK');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter Name', { exact: true })).toBeHidden();
  await expect(
    page.getByText('Exactly 2 Characters are required for Two-letter ISO code', { exact: true }),
  ).toBeVisible();
  await expect(
    page.getByText('Exactly 3 Characters are required for Three-letter ISO code', { exact: true }),
  ).toBeVisible();
  expect(creates.sent, 'an invalid form is not sent').toHaveLength(0);

  // The server's refusal (a code another country has) shows in an error alert; the form stays open.
  await page.getByRole('textbox', { name: 'Two-letter ISO code' }).fill('NG');
  await page.getByRole('textbox', { name: 'Three-letter ISO code' }).fill('WKD');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(errorAlert(page, 'Another country already has the two-letter ISO code NG')).toBeVisible();
  // The refusal's per-property message also shows under the field it concerns.
  await expect(page.getByRole('textbox', { name: 'Two-letter ISO code' })).toHaveAccessibleDescription(
    'Another country already has the two-letter ISO code NG',
  );
  await expect(page.getByRole('heading', { name: 'New Country' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Two-letter ISO code' }).fill('WK');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(successAlert(page, 'Wakanda has been saved')).toBeVisible();
  // Back to the list, which shows the saved row (issue 21): searched for its name, wherever it sorts.
  await expect(page).toHaveURL(/\/admin\/countries\?keyword=Wakanda$/);
  await expect(keywordBox(page)).toHaveValue('Wakanda');
  await expect(rowOf(page, 'Countries', 'Wakanda')).toContainText('WKD');
  await expect(rowOf(page, 'Countries', 'Wakanda')).toContainText('WK');
});

test('an admin adds a state under Nigeria and a city under it', async ({ page, admin, server, request }) => {
  await openAsAdmin(page, admin, '/admin/states');
  await chooseFilter(page, 'Country', 'Nigeria');
  await expect(rowOf(page, 'States', 'Abia')).toBeVisible();
  const countryId = new URL(page.url()).searchParams.get('countryId');
  expect(countryId).toMatch(/^\d+$/);

  // A new state starts in the country the list shows.
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { name: 'New State' })).toBeVisible();
  const stateForm = page.getByRole('main');
  await expect(stateForm.getByRole('combobox', { name: 'Country' })).toHaveValue('Nigeria');
  await stateForm.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter Name', { exact: true })).toBeVisible();

  // A name taken in the same country is refused by the server, with its reason.
  await stateForm.getByRole('textbox', { name: 'Name' }).fill('Lagos');
  await stateForm.getByRole('button', { name: 'Save' }).click();
  await expect(errorAlert(page, 'A state named Lagos already exists in Nigeria')).toBeVisible();

  await stateForm.getByRole('textbox', { name: 'Name' }).fill('Ogoja');
  await stateForm.getByRole('button', { name: 'Save' }).click();
  await expect(successAlert(page, 'Ogoja has been saved')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/states\\?countryId=${countryId}&keyword=Ogoja$`));
  await expect(rowOf(page, 'States', 'Ogoja')).toContainText('Enabled');
  const activeStates = await request.get(`/api/Country/GetActiveStates?countryId=${countryId}`);
  const ogoja = ((await activeStates.json()) as Place[]).find((state) => state.Name === 'Ogoja');
  expect(ogoja, 'the new state is offered to every form').toBeDefined();

  // The Cities tab keeps the country; the new state is among its states.
  await page.getByRole('tab', { name: 'Cities' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/cities\\?countryId=${countryId}$`));
  await expect(page.getByText('Choose a country and a state to see their cities.')).toBeVisible();
  await chooseFilter(page, 'State', 'Ogoja');
  await expect(table(page, 'Cities').getByText('No Record', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { name: 'New City' })).toBeVisible();
  const cityForm = page.getByRole('main');
  await expect(cityForm.getByRole('combobox', { name: 'Country' })).toHaveValue('Nigeria');
  await expect(cityForm.getByRole('combobox', { name: 'State' })).toHaveValue('Ogoja');
  await cityForm.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter Name', { exact: true })).toBeVisible();
  await cityForm.getByRole('textbox', { name: 'Name' }).fill('Obudu');
  await cityForm.getByRole('button', { name: 'Save' }).click();
  await expect(successAlert(page, 'Obudu has been saved')).toBeVisible();
  await expect(rowOf(page, 'Cities', 'Obudu')).toContainText('Enabled');
  await expect(bodyRows(page, 'Cities')).toHaveCount(1);

  // The server holds the city in that state of that country.
  const { Token } = await signInThroughApi(server, admin);
  const cities = await getApiList<Place & { CountryId: number; StateId: number }>(
    server.baseURL,
    `Country/GetCities?countryId=${countryId}&stateId=${ogoja?.Id}`,
    Token,
  );
  expect(cities.rows).toEqual([
    expect.objectContaining({
      Name: 'Obudu',
      CountryId: Number(countryId),
      StateId: ogoja?.Id,
      Enable: true,
    }),
  ]);
});

test('states load only once a country is chosen, cities once a country and a state are', async ({
  page,
  admin,
}) => {
  await signIn(page, admin);
  await expect(page).toHaveURL(/\/admin\/home$/);
  const stateLists = recordApiRequests(page, 'State/GetStates');
  const cityLists = recordApiRequests(page, 'City/GetCities');

  await page.goto('/admin/states');
  await expect(page.getByText('Choose a country to see its states.')).toBeVisible();
  // The states are a tab of the locations screen: its menu item stays marked, its group open.
  await expect(
    page
      .getByRole('navigation', { name: 'Admin menu' })
      .getByRole('link', { name: 'Countries, States & Cities' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('combobox', { name: 'Country' })).toHaveAttribute(
    'placeholder',
    'Choose a country',
  );
  await expect(table(page, 'States')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
  expect(stateLists.sent, 'no states asked for without a country').toHaveLength(0);
  await chooseFilter(page, 'Country', 'Nigeria');
  await expect(rowOf(page, 'States', 'Abia')).toBeVisible();
  expect(stateLists.parameter('countryId')).toEqual([expect.stringMatching(/^\d+$/)]);

  await page.goto('/admin/cities');
  await expect(page.getByText('Choose a country and a state to see their cities.')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'State' })).toBeDisabled();
  await chooseFilter(page, 'Country', 'Nigeria');
  await expect(page.getByRole('combobox', { name: 'State' })).toBeEnabled();
  await expect(page.getByText('Choose a country and a state to see their cities.')).toBeVisible();
  await expect(table(page, 'Cities')).toHaveCount(0);
  expect(cityLists.sent, 'no cities asked for with a country alone').toHaveLength(0);
  await chooseFilter(page, 'State', 'Lagos');
  await expect(rowOf(page, 'Cities', 'Ikeja')).toBeVisible();
  expect(cityLists.sent).toHaveLength(1);
  expect(cityLists.parameter('stateId')).toEqual([expect.stringMatching(/^\d+$/)]);

  // Another country forgets the state, whose list it no longer is.
  await chooseFilter(page, 'Country', 'Ghana (Disabled)'); // disabled countries are offered, marked
  await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue('');
  await expect(page.getByText('Choose a country and a state to see their cities.')).toBeVisible();
  expect(cityLists.sent).toHaveLength(1);
});

test('a country that still has states cannot be deleted; one without can', async ({
  page,
  admin,
  server,
}) => {
  const { Token } = await signInThroughApi(server, admin);
  const [nigeria] = (await getApiList<Place>(server.baseURL, 'Country/GetActiveCountries')).rows;
  expect(nigeria?.Name).toBe('Nigeria');
  const nigeriaStates = await getApiList<Place>(
    server.baseURL,
    `Country/GetStates?countryId=${nigeria?.Id}&pageSize=1`,
    Token,
  );
  expect(nigeriaStates.total).toBe(37); // the 36 states and the Federal Capital Territory

  await openAsAdmin(page, admin, '/admin/countries?keyword=Nigeria');
  await rowOf(page, 'Countries', 'Nigeria').getByRole('button', { name: 'Delete' }).click();
  await expect(
    confirmDialog(page).getByText('Are you sure, you want to delete this country (Nigeria)?', {
      exact: true,
    }),
  ).toBeVisible();
  await confirmDialog(page).getByRole('button', { name: 'Yes' }).click();
  await expect(errorAlert(page, 'Nigeria still has 37 states. Delete or move them first')).toBeVisible();
  await expect(rowOf(page, 'Countries', 'Nigeria')).toBeVisible();
  expect((await getApiList<Place>(server.baseURL, 'Country/GetActiveCountries')).rows).toEqual([nigeria]);

  await keywordBox(page).fill('Ghana');
  await keywordBox(page).press('Enter');
  await rowOf(page, 'Countries', 'Ghana').getByRole('button', { name: 'Delete' }).click();
  await expect(
    confirmDialog(page).getByText('Are you sure, you want to delete this country (Ghana)?', { exact: true }),
  ).toBeVisible();
  await confirmDialog(page).getByRole('button', { name: 'Yes' }).click();
  await expect(successAlert(page, 'Ghana has been deleted')).toBeVisible();
  await expect(table(page, 'Countries').getByText('No Record', { exact: true })).toBeVisible();
  expect((await getApiList<Place>(server.baseURL, 'Country/GetCountries?keyword=Ghana', Token)).total).toBe(
    0,
  );
});
