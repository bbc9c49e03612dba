import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useListUrlState } from '../../lib/use-list-url-state.ts';
import { fakeMediaQueryList } from '../../test/media-query.ts';
import type { ScreenColumn } from '../screen/screen-column.ts';
import { ScreenListing } from '../screen/screen-listing.tsx';
import { renderWidget } from '../test-render.tsx';

type Person = { Id: number; Name: string; Code: string };
const rows: Person[] = [{ Id: 1, Name: 'Ada', Code: 'A1' }];
const columns: ScreenColumn<Person>[] = [
  { key: 'Name', title: 'Name', card: 'title', sort: 'Name' },
  { key: 'Code', title: 'Code' },
  { key: 'CreatedDate', title: 'Date', sort: 'CreatedDate', value: () => 'today' },
];

/** A list whose sort lives in the URL, as the list kit's screens keep it. */
function Listing() {
  const url = useListUrlState();
  return <ScreenListing label="People" columns={columns} rows={rows} sorting={url} />;
}

/** The page is `width` pixels wide: media queries answer as a browser of that width would. */
function viewportOf(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*([\d.]+)em/.exec(query);
    return fakeMediaQueryList(query, max ? width <= Number(max[1]) * 16 : false);
  });
}
afterEach(() => vi.unstubAllGlobals());

const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });

describe('sortable column headers', () => {
  it('sort ascending, then descending, then back to the default order, in the URL from page 0', async () => {
    viewportOf(1366);
    const user = userEvent.setup();
    const { location } = renderWidget(<Listing />, { at: '/admin/people?keyword=ad&page=2' });
    expect(header('Name')).toHaveAttribute('aria-sort', 'none');
    // A column that cannot be sorted is plain text, with no aria-sort.
    expect(header('Code')).not.toHaveAttribute('aria-sort');
    expect(screen.queryByRole('button', { name: 'Code' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(location().search).toBe('?keyword=ad&sort=Name');
    expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Date')).toHaveAttribute('aria-sort', 'none');

    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(location().search).toBe('?keyword=ad&sort=Name&order=desc');
    expect(header('Name')).toHaveAttribute('aria-sort', 'descending');

    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(location().search).toBe('?keyword=ad');
    expect(header('Name')).toHaveAttribute('aria-sort', 'none');
  });

  it('reads the sort from a shared link, and another column starts ascending', async () => {
    viewportOf(1366);
    const user = userEvent.setup();
    const { location } = renderWidget(<Listing />, { at: '/admin/people?sort=Name&order=desc' });
    expect(header('Name')).toHaveAttribute('aria-sort', 'descending');
    await user.click(screen.getByRole('button', { name: 'Date' }));
    expect(location().search).toBe('?sort=CreatedDate');
    expect(header('Date')).toHaveAttribute('aria-sort', 'ascending');
  });

  it("offers a 'Sort by' choice on a phone, where the cards have no header", async () => {
    viewportOf(375);
    const user = userEvent.setup();
    const { location } = renderWidget(<Listing />, { at: '/admin/people?page=1' });
    const sortBy = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sortBy).toHaveDisplayValue('Default order');
    await user.click(sortBy);
    await user.click(await screen.findByRole('option', { name: 'Date (descending)', hidden: true }));
    expect(location().search).toBe('?sort=CreatedDate&order=desc');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Date (descending)');
  });
});
