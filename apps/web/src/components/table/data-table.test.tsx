import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../test-render.tsx';
import { DataTable, EMPTY_TABLE_MIN_HEIGHT } from './data-table.tsx';
import type { TableColumn } from './table-types.ts';

type Trip = { Id: number; Name: string; Fare?: number; Notes?: string; Stars?: number; On?: string };

const columns: TableColumn<Trip>[] = [
  { key: 'number', title: '#', kind: 'rowNumber' },
  { key: 'Name', title: 'Name' },
  { key: 'Fare', title: 'Fare', kind: 'number' },
];

const bodyRows = () => within(screen.getAllByRole('rowgroup')[1] as HTMLElement).getAllByRole('row');

describe('DataTable', () => {
  it('shows a No Record row, at least 350 px high, when there are no rows', () => {
    renderWidget(<DataTable columns={columns} rows={[]} />);
    expect(screen.getByText('No Record')).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(screen.getByTestId('data-table')).toHaveStyle({ minHeight: `${EMPTY_TABLE_MIN_HEIGHT}px` });
    expect(EMPTY_TABLE_MIN_HEIGHT).toBe(350);
  });

  it('shows Loading... instead of No Record while the first rows load', () => {
    renderWidget(<DataTable columns={columns} rows={[]} loading />);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByText('No Record')).not.toBeInTheDocument();
  });

  it('groups numbers with thousands commas and numbers rows from firstRowNumber', () => {
    renderWidget(
      <DataTable
        columns={columns}
        rows={[
          { Id: 1, Name: 'Lagos to Abuja', Fare: 1234567.5 },
          { Id: 2, Name: 'Short hop', Fare: 950 },
        ]}
        firstRowNumber={21}
      />,
    );
    const [first, second] = bodyRows();
    expect(within(first as HTMLElement).getByText('1,234,567.5')).toBeInTheDocument();
    expect(within(first as HTMLElement).getByText('21')).toBeInTheDocument();
    expect(within(second as HTMLElement).getByText('950')).toBeInTheDocument();
    expect(within(second as HTMLElement).getByText('22')).toBeInTheDocument();
    expect(screen.queryByText('No Record')).not.toBeInTheDocument();
  });

  it('sanitises HTML cells: no script and no event handler attribute reaches the page', () => {
    const hostile =
      '<b>Bold</b><script>window.hacked = true</script><img src="x" onerror="window.hacked = true" alt="pic">';
    const { container } = renderWidget(
      <DataTable
        columns={[{ key: 'Notes', title: 'Notes', kind: 'html' }]}
        rows={[{ Id: 1, Name: 'x', Notes: hostile }]}
      />,
    );
    expect(screen.getByText('Bold').tagName).toBe('B');
    expect(container.querySelector('script')).toBeNull();
    const image = screen.getByAltText('pic');
    expect(image).not.toHaveAttribute('onerror');
    expect(container.innerHTML).not.toContain('onerror');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('formats date, date-time and time cells', () => {
    renderWidget(
      <DataTable
        columns={[
          { key: 'date', title: 'Date', kind: 'date', value: (row) => row.On },
          { key: 'dateTime', title: 'When', kind: 'dateTime', value: (row) => row.On },
          { key: 'time', title: 'Time', kind: 'time', value: () => '14:05:00' },
        ]}
        rows={[{ Id: 1, Name: 'x', On: '2024-03-09T08:30:00' }]}
      />,
    );
    expect(screen.getByText('9 Mar 2024')).toBeInTheDocument();
    expect(screen.getByText('9 Mar 2024, 8:30 AM')).toBeInTheDocument();
    expect(screen.getByText('2:05 PM')).toBeInTheDocument();
  });

  // Issue 32: a squeezed column broke dates over three lines and an order's items over seven.
  it('never breaks a date or a time, keeps a date-time column as wide as its date, and a minWidth column as wide as asked', () => {
    renderWidget(
      <DataTable
        columns={[
          { key: 'date', title: 'Date', kind: 'date', value: (row) => row.On },
          { key: 'dateTime', title: 'When', kind: 'dateTime', value: (row) => row.On },
          { key: 'time', title: 'Time', kind: 'time', value: () => '14:05:00' },
          { key: 'Notes', title: 'Items', minWidth: 220 },
        ]}
        rows={[{ Id: 1, Name: 'x', On: '2024-03-09T08:30:00', Notes: 'Seat cleaning after a spill' }]}
      />,
    );
    expect(screen.getByRole('cell', { name: '9 Mar 2024' })).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(screen.getByRole('cell', { name: '2:05 PM' })).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(screen.getByRole('cell', { name: '9 Mar 2024, 8:30 AM' })).toHaveStyle({ minWidth: '8.5em' });
    expect(screen.getByRole('columnheader', { name: 'Items' })).toHaveStyle({ minWidth: '220px' });
  });

  it('shows a rating as stars out of five', () => {
    renderWidget(
      <DataTable
        columns={[{ key: 'Stars', title: 'Rating', kind: 'rating' }]}
        rows={[{ Id: 1, Name: 'x', Stars: 4 }]}
      />,
    );
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
  });

  it('calls the row action that was clicked, with its row', async () => {
    const edit = vi.fn();
    const remove = vi.fn();
    renderWidget(
      <DataTable
        columns={[
          { key: 'Name', title: 'Name' },
          {
            key: 'actions',
            title: 'Actions',
            kind: 'actions',
            actions: (row) => [
              { label: 'Edit', onClick: () => edit(row.Id) },
              { label: 'Delete', color: 'red', onClick: () => remove(row.Id) },
            ],
          },
        ]}
        rows={[
          { Id: 7, Name: 'Seven' },
          { Id: 8, Name: 'Eight' },
        ]}
      />,
    );
    const second = bodyRows()[1] as HTMLElement;
    await userEvent.click(within(second).getByRole('button', { name: 'Delete' }));
    expect(remove).toHaveBeenCalledWith(8);
    expect(edit).not.toHaveBeenCalled();
  });

  it('renders column and row spans and leaves out the cells they cover', () => {
    renderWidget(
      <DataTable
        columns={[
          { key: 'Name', title: 'Name', span: (_row, index) => (index === 0 ? { rowSpan: 2 } : undefined) },
          { key: 'Fare', title: 'Fare', span: (row) => (row.Id === 3 ? { colSpan: 2 } : undefined) },
          { key: 'Notes', title: 'Notes' },
        ]}
        rows={[
          { Id: 1, Name: 'Group A', Fare: 1, Notes: 'n1' },
          { Id: 2, Name: 'hidden', Fare: 2, Notes: 'n2' },
          { Id: 3, Name: 'Group B', Fare: 3, Notes: 'covered' },
        ]}
        headerRows={[
          [
            { title: 'Name', rowSpan: 2 },
            { title: 'Details', colSpan: 2 },
          ],
          [{ title: 'Fare' }, { title: 'Notes' }],
        ]}
      />,
    );
    const [first, second, third] = bodyRows() as HTMLElement[];
    expect(
      within(first as HTMLElement)
        .getByText('Group A')
        .closest('td'),
    ).toHaveAttribute('rowspan', '2');
    expect(within(second as HTMLElement).getAllByRole('cell')).toHaveLength(2);
    expect(screen.queryByText('hidden')).not.toBeInTheDocument();
    expect(
      within(third as HTMLElement)
        .getByText('3')
        .closest('td'),
    ).toHaveAttribute('colspan', '2');
    expect(screen.queryByText('covered')).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Details' })).toHaveAttribute('colspan', '2');
  });
});
