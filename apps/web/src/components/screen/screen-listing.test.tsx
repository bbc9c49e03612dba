import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeMediaQueryList } from '../../test/media-query.ts';
import { renderWidget } from '../test-render.tsx';
import type { ScreenColumn } from './screen-column.ts';
import { ScreenListing } from './screen-listing.tsx';
import { StatusBadge } from './status-badge.tsx';

type Country = { Id: number; Name: string; TwoLetterIsoCode: string; Enable: boolean };
const rows: Country[] = [
  { Id: 1, Name: 'Ghana', TwoLetterIsoCode: 'GH', Enable: false },
  { Id: 2, Name: 'Nigeria', TwoLetterIsoCode: 'NG', Enable: true },
];
const edited: string[] = [];

// One definition for both layouts.
const columns: ScreenColumn<Country>[] = [
  { key: 'number', title: '#', kind: 'rowNumber' },
  { key: 'Name', title: 'Name', card: 'title' },
  { key: 'TwoLetterIsoCode', title: '2-Letter ISO Code' },
  { key: 'Enable', title: 'Status', card: 'badge', render: (row) => <StatusBadge on={row.Enable} /> },
  {
    key: 'actions',
    title: 'Actions',
    kind: 'actions',
    actions: (row) => [{ label: 'Edit', onClick: () => edited.push(row.Name) }],
  },
];

/** The page is `width` pixels wide: media queries answer as a browser of that width would. */
function viewportOf(width: number) {
  const queries: string[] = [];
  vi.stubGlobal('matchMedia', (query: string) => {
    queries.push(query);
    const max = /max-width:\s*([\d.]+)em/.exec(query);
    return fakeMediaQueryList(query, max ? width <= Number(max[1]) * 16 : false);
  });
  return queries;
}

afterEach(() => {
  edited.length = 0;
});

describe('ScreenListing', () => {
  it('draws a table at desktop width: the columns as headers, a row per record, the actions as buttons', () => {
    viewportOf(1366);
    renderWidget(<ScreenListing label="Countries" columns={columns} rows={rows} firstRowNumber={21} />);
    const table = screen.getByRole('table', { name: 'Countries' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['#', 'Name', '2-Letter ISO Code', 'Status', 'Actions']);
    const ghana = within(table).getAllByRole('row')[1]!;
    expect(
      within(ghana)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['21', 'Ghana', 'GH', 'Disabled', 'Edit']);
  });

  it("draws cards at a phone's width, below the theme's sm breakpoint (768 px)", async () => {
    const queries = viewportOf(375);
    const user = userEvent.setup();
    renderWidget(<ScreenListing label="Countries" columns={columns} rows={rows} firstRowNumber={21} />);
    expect(queries).toContain('(max-width: 47.99875em)');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    // The title: the row's number, its title column and its badge; the rest open beneath it.
    const nigeria = screen.getByRole('button', { name: '22. Nigeria Enabled' });
    await user.click(nigeria);
    const panel = document.getElementById(nigeria.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(panel).toHaveTextContent('2-Letter ISO Code: NG');
    await user.click(within(panel).getByRole('button', { name: 'Edit', hidden: true }));
    await vi.waitFor(() => expect(edited).toEqual(['Nigeria']));
  });

  it('keeps the table at a tablet width of 800 px', () => {
    viewportOf(800);
    renderWidget(<ScreenListing label="Countries" columns={columns} rows={rows} />);
    expect(screen.getByRole('table', { name: 'Countries' })).toBeInTheDocument();
  });

  // Issue 32: a table short of width joins two columns in one cell; the cards keep them apart.
  const joined: ScreenColumn<Country>[] = [
    { key: 'Name', title: 'Name', card: 'title' },
    {
      key: 'Codes',
      title: 'Code and Status',
      shownIn: 'table',
      value: (row) => `${row.TwoLetterIsoCode} ${row.Enable ? 'on' : 'off'}`,
    },
    { key: 'TwoLetterIsoCode', title: '2-Letter ISO Code', shownIn: 'cards' },
    { key: 'Enable', title: 'Status', shownIn: 'cards', value: (row) => (row.Enable ? 'on' : 'off') },
  ];

  it('shows a column kept to the table only in the table, and those kept to the cards only on cards', async () => {
    viewportOf(1366);
    const { unmount } = renderWidget(<ScreenListing label="Countries" columns={joined} rows={rows} />);
    const table = screen.getByRole('table', { name: 'Countries' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Code and Status']);
    expect(within(table).getByRole('cell', { name: 'NG on' })).toBeInTheDocument();
    unmount();

    viewportOf(375);
    const user = userEvent.setup();
    renderWidget(<ScreenListing label="Countries" columns={joined} rows={rows} />);
    const nigeria = screen.getByRole('button', { name: 'Nigeria' });
    await user.click(nigeria);
    const panel = document.getElementById(nigeria.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(panel).toHaveTextContent('2-Letter ISO Code: NG');
    expect(panel).toHaveTextContent('Status: on');
    expect(panel).not.toHaveTextContent('Code and Status');
  });
});
