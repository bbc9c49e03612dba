// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Field, FieldType } from '../../core/index.ts';
import { ROW_HEIGHT_ESTIMATE } from '../parts/virtual-rows.tsx';
import { formOf, renderForm } from '../test/render.tsx';

// Table questions over 50 rows mount only the rows in view (TanStack Virtual); the model keeps every row.
// jsdom lays nothing out: the virtualiser keeps its box at the height it is drawn at and each row at the
// estimated height, so the rows in view are those of a 480 px box scrolled to scrollTop.

const passengers: Field = {
  Id: 31,
  FieldName: 'Passengers',
  FieldType: FieldType.TableQuestions,
  MyKey: 'Passengers',
  CanAdd: true,
  CanDelete: true,
  ItemObjectName: 'Passenger',
  Eform: {
    GroupFields: [
      {
        Id: 1,
        Fields: [
          { Id: 1, FieldName: 'Name', FieldType: FieldType.TextBox, MyKey: 'Name' },
          { Id: 2, FieldName: 'Seats', FieldType: FieldType.NumberTextBox, MyKey: 'Seats' },
        ],
      },
    ],
  },
};

const riders = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ Order: i + 1, Name: `Rider ${i + 1}`, Seats: 1 }));

const mountedRows = () => document.querySelectorAll('tr[data-item-key]');
const nameCell = (n: number) => screen.queryByRole('textbox', { name: `Name, Passenger ${n}` });

/** Scrolls the table's box to `top` as a person would (jsdom only records the offset and sends the event). */
function scrollTableTo(top: number) {
  const table = screen.getByRole('table', { name: 'Passengers' });
  const box = table.parentElement!;
  Object.defineProperty(box, 'scrollTop', { configurable: true, value: top });
  act(() => {
    fireEvent.scroll(box);
  });
}

describe('table questions, virtualised over 50 rows', () => {
  it('mounts only the rows in view of 200, and tells screen readers how many there are', () => {
    renderForm(formOf([passengers]), { values: { Passengers: riders(200) } });
    const rows = mountedRows().length;
    expect(rows).toBeGreaterThanOrEqual(10);
    expect(rows).toBeLessThan(30);
    expect(nameCell(1)).toHaveValue('Rider 1');
    expect(nameCell(200)).toBeNull();
    const table = screen.getByRole('table', { name: 'Passengers' });
    expect(table).toHaveAttribute('aria-rowcount', '201');
    expect(within(table).getAllByRole('row')[1]).toHaveAttribute('aria-rowindex', '2');
  });

  it('keeps what was typed into a row that scrolled out of view and back', async () => {
    const { model, user } = renderForm(formOf([passengers]), { values: { Passengers: riders(200) } });
    await user.type(nameCell(3)!, ' (child seat)');
    await user.tab(); // the Seats box, still in row 3
    await user.click(document.body); // the keyboard leaves the table
    scrollTableTo(100 * ROW_HEIGHT_ESTIMATE);
    expect(nameCell(3)).toBeNull();
    expect(nameCell(100)).toHaveValue('Rider 100');
    expect((model.getValues().Passengers as { Name: string }[])[2]!.Name).toBe('Rider 3 (child seat)');
    scrollTableTo(0);
    expect(nameCell(3)).toHaveValue('Rider 3 (child seat)');
  });

  it('keeps the row holding the focus mounted when it scrolls out of view', async () => {
    const { user } = renderForm(formOf([passengers]), { values: { Passengers: riders(200) } });
    await user.click(nameCell(2)!);
    scrollTableTo(150 * ROW_HEIGHT_ESTIMATE);
    expect(nameCell(2)).toHaveFocus();
    expect(nameCell(150)).toBeInTheDocument();
    expect(nameCell(50)).toBeNull();
  });

  it('adds the 201st row, mounted and focused at the end of the table', async () => {
    const { model, user } = renderForm(formOf([passengers]), { values: { Passengers: riders(200) } });
    await user.click(screen.getByRole('button', { name: 'Add Passenger' }));
    expect(screen.getByRole('table', { name: 'Passengers' })).toHaveAttribute('aria-rowcount', '202');
    const added = nameCell(201)!;
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(added).toHaveFocus();
    await user.keyboard('Ada');
    expect((model.getValues().Passengers as { Name: string }[])[200]!.Name).toBe('Ada');
  });
});

describe('table questions of 50 rows or fewer', () => {
  it('mounts every row, without a scroll box of its own', () => {
    renderForm(formOf([passengers]), { values: { Passengers: riders(50) } });
    expect(mountedRows()).toHaveLength(50);
    expect(nameCell(50)).toHaveValue('Rider 50');
    expect(screen.getByRole('table', { name: 'Passengers' })).not.toHaveAttribute('aria-rowcount');
  });
});
