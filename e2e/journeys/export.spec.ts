import { readFile } from 'node:fs/promises';
import { expect, test } from '../harness/test.ts';
import { signIn } from '../harness/ui.ts';

// Issue 32 (Lists): an administrator exports a filtered admin list as CSV and gets every matching row,
// with the spec's column titles, as a file named after the list and the day.

test('countries: Export CSV downloads the filtered list, every page, with its titles', async ({
  page,
  admin,
}) => {
  await signIn(page, admin);
  await expect(page).toHaveURL(/\/admin\/home$/);
  // 27 countries contain 'land': two pages on screen, one file.
  await page.goto('/admin/countries?keyword=land');
  await expect(page.getByRole('cell', { name: 'Finland', exact: true })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^countries-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');

  const [header, ...rows] = csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(csv.startsWith('\uFEFF'), 'a UTF-8 byte-order mark for Excel').toBe(true);
  expect(header).toBe('Name,3-Letter ISO Code,2-Letter ISO Code,Status');
  expect(rows).toHaveLength(27);
  expect(rows).toContain('Finland,FIN,FI,Disabled');
  expect(rows.every((row) => /land/i.test(row.split(',')[0] ?? ''))).toBe(true);
});
