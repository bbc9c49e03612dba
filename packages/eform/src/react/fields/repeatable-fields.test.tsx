// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type Field, FieldType } from '../../core/index.ts';
import { formOf, renderForm } from '../test/render.tsx';

// spec 000 §2.4 collapsible questions and table questions (repeatable grouped items); §4 add (the new one
// active), one open at a time, delete through an optional confirm, reorder with arrows only with more than
// one item; labels '{ItemObjectName} {n}' (default 'Slide'); empty and loading rows.

const stops: Field = {
  Id: 26,
  FieldName: 'Stops',
  FieldType: FieldType.CollapsibleQuestions,
  MyKey: 'Stops',
  CanAdd: true,
  CanDelete: true,
  ItemObjectName: 'Stop',
  Eform: {
    GroupFields: [
      { Id: 1, Fields: [{ Id: 1, FieldName: 'Place', FieldType: FieldType.TextBox, MyKey: 'Place' }] },
    ],
  },
};

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
          { Id: 1, FieldName: 'Name', FieldType: FieldType.TextBox, MyKey: 'Name', Required: true },
          { Id: 2, FieldName: 'Age', FieldType: FieldType.NumberTextBox, MyKey: 'Age' },
          { Id: 3, FieldName: 'Hidden', FieldType: FieldType.TextBox, MyKey: 'Hidden', PageWidth: 0 },
        ],
      },
    ],
  },
};

const header = (name: string) => screen.getByRole('button', { name });

describe('collapsible questions', () => {
  it("starts with 'There are no records yet'; Add opens the new item with its questions", async () => {
    const { model, user } = renderForm(formOf([stops]));
    expect(screen.getByText('There are no records yet')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add Stop' }));
    expect(screen.queryByText('There are no records yet')).toBeNull();
    expect(header('Stop 1')).toHaveAttribute('aria-expanded', 'true');
    const place = screen.getByRole('textbox', { name: 'Place' });
    await vi.waitFor(() => expect(place).toHaveFocus());
    await user.type(place, 'Ikeja');
    expect(model.getValues().Stops).toEqual([{ Order: 1, Place: 'Ikeja' }]);
  });

  it("names items 'Slide {n}' by default", async () => {
    const { user } = renderForm(formOf([{ ...stops, ItemObjectName: undefined }]));
    await user.click(screen.getByRole('button', { name: 'Add Slide' }));
    expect(header('Slide 1')).toBeInTheDocument();
  });

  it('keeps one item open at a time', async () => {
    const { user } = renderForm(formOf([stops]), {
      values: {
        Stops: [
          { Order: 1, Place: 'Ikeja' },
          { Order: 2, Place: 'Yaba' },
        ],
      },
    });
    expect(screen.queryByRole('textbox')).toBeNull();
    await user.click(header('Stop 1'));
    expect(screen.getByRole('textbox', { name: 'Place' })).toHaveValue('Ikeja');
    await user.click(header('Stop 2'));
    expect(header('Stop 1')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Place' })).toHaveValue('Yaba');
    await user.click(header('Stop 2'));
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('moves between the items by arrow keys, Home and End, and names each open panel by its item', async () => {
    const { user } = renderForm(formOf([stops]), {
      values: {
        Stops: [
          { Order: 1, Place: 'Ikeja' },
          { Order: 2, Place: 'Yaba' },
          { Order: 3, Place: 'Lekki' },
        ],
      },
    });
    header('Stop 1').focus();
    await user.keyboard('{ArrowDown}');
    expect(header('Stop 2')).toHaveFocus();
    await user.keyboard('{End}');
    expect(header('Stop 3')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(header('Stop 1')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(header('Stop 3')).toHaveFocus();
    await user.keyboard('{Home}{ArrowDown}{Enter}');
    expect(header('Stop 2')).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Stop 2' });
    expect(header('Stop 2')).toHaveAttribute('aria-controls', panel.id);
    expect(within(panel).getByRole('textbox', { name: 'Place' })).toHaveValue('Yaba');
    await user.keyboard(' ');
    expect(header('Stop 2')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('shows the reorder arrows only with more than one item, and moves by the order property', async () => {
    const { model, user } = renderForm(formOf([{ ...stops, ListOrderPropertyName: 'Position' }]), {
      values: { Stops: [{ Position: 1, Place: 'Ikeja' }] },
    });
    expect(screen.queryByRole('button', { name: /Move Stop 1/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add Stop' }));
    await user.type(screen.getByRole('textbox', { name: 'Place' }), 'Yaba');
    expect(screen.getByRole('button', { name: 'Move Stop 1 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Stop 2 down' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move Stop 2 up' }));
    expect(model.getValues().Stops).toEqual([
      { Position: 1, Place: 'Yaba' },
      { Position: 2, Place: 'Ikeja' },
    ]);
  });

  it("deletes through the confirm, showing 'Processing...' while it is asked", async () => {
    let answer: (yes: boolean) => void = () => {};
    const confirmDelete = vi.fn(() => new Promise<boolean>((resolve) => (answer = resolve)));
    const { model, user } = renderForm(formOf([stops]), {
      values: {
        Stops: [
          { Order: 1, Place: 'Ikeja' },
          { Order: 2, Place: 'Yaba' },
        ],
      },
      confirmDelete,
    });
    await user.click(screen.getByRole('button', { name: 'Delete Stop 1' }));
    expect(confirmDelete).toHaveBeenCalledWith(
      { Order: 1, Place: 'Ikeja' },
      expect.objectContaining({ Id: 26 }),
    );
    expect(screen.getByRole('button', { name: 'Processing... Stop 1' })).toBeInTheDocument();
    await act(async () => answer(false));
    expect(model.getValues().Stops).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Delete Stop 1' }));
    await act(async () => answer(true));
    expect(model.getValues().Stops).toEqual([{ Order: 2, Place: 'Yaba' }]);
    // The items are numbered again, and one item has no arrows.
    expect(header('Stop 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stop 2' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Move/ })).toBeNull();
  });

  it("shows 'Loading records, Please wait...' while the screen's records load", () => {
    renderForm(formOf([stops]), {}, { loadingRecords: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading records, Please wait...');
    expect(screen.queryByText('There are no records yet')).toBeNull();
  });

  it('offers no Add, Delete or arrows without CanAdd and CanDelete, or in view mode', async () => {
    const values = {
      Stops: [
        { Order: 1, Place: 'Ikeja' },
        { Order: 2, Place: 'Yaba' },
      ],
    };
    const { unmount } = renderForm(formOf([{ ...stops, CanAdd: false, CanDelete: false }]), { values });
    expect(screen.queryByRole('button', { name: 'Add Stop' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
    unmount();
    const { user } = renderForm(formOf([stops]), { values, readOnly: true });
    expect(screen.queryByRole('button', { name: /Add|Delete|Move/ })).toBeNull();
    await user.click(header('Stop 2'));
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('Yaba')).toBeVisible();
  });

  it("says 'There are no records yet' in view mode without items", () => {
    renderForm(formOf([stops]), { readOnly: true });
    expect(screen.getByText('There are no records yet')).toBeVisible();
  });
});

describe('table questions', () => {
  it('has a header row of the questions shown, a row per item and the empty row', async () => {
    const { model, user } = renderForm(formOf([passengers]));
    const table = screen.getByRole('table', { name: 'Passengers' });
    const [head, empty] = within(table).getAllByRole('row');
    expect(
      within(head!)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Item', 'Name *', 'Age', 'Actions']);
    expect(empty).toHaveTextContent('There are no records yet');
    await user.click(screen.getByRole('button', { name: 'Add Passenger' }));
    const name = screen.getByRole('textbox', { name: 'Name, Passenger 1' });
    await vi.waitFor(() => expect(name).toHaveFocus());
    await user.type(name, 'Ada');
    await user.type(screen.getByRole('textbox', { name: 'Age, Passenger 1' }), '34');
    expect(model.getValues().Passengers).toEqual([{ Order: 1, Name: 'Ada', Age: 34 }]);
    expect(screen.getByRole('rowheader', { name: 'Passenger 1' })).toBeInTheDocument();
  });

  it('shows a cell’s message in its cell, tied to its input', async () => {
    const { user } = renderForm(formOf([passengers]), {
      values: { Passengers: [{ Order: 1, Name: 'Ada' }] },
    });
    const name = screen.getByRole('textbox', { name: 'Name, Passenger 1' });
    await user.clear(name);
    expect(name).toHaveAccessibleDescription('Enter Name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
  });

  it('deletes, reorders (with more than one row) through the actions column', async () => {
    const confirmDelete = vi.fn(async () => true);
    const { model, user } = renderForm(formOf([passengers]), {
      values: {
        Passengers: [
          { Order: 1, Name: 'Ada' },
          { Order: 2, Name: 'Bola' },
        ],
      },
      confirmDelete,
    });
    await user.click(screen.getByRole('button', { name: 'Move Passenger 1 down' }));
    expect(screen.getByRole('textbox', { name: 'Name, Passenger 1' })).toHaveValue('Bola');
    await user.click(screen.getByRole('button', { name: 'Delete Passenger 2' }));
    expect(confirmDelete).toHaveBeenCalledOnce();
    expect(model.getValues().Passengers).toEqual([{ Order: 1, Name: 'Bola' }]);
    expect(screen.queryByRole('button', { name: /Move/ })).toBeNull();
  });

  it('has no actions column without CanAdd, CanDelete or a second row', () => {
    renderForm(formOf([{ ...passengers, CanAdd: false, CanDelete: false }]), {
      values: { Passengers: [{ Order: 1, Name: 'Ada' }] },
    });
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add Passenger' })).toBeNull();
  });

  it('shows the loading row while the records load', () => {
    renderForm(formOf([passengers]), {}, { loadingRecords: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading records, Please wait...');
  });

  it('shows the answers as text in view mode, with no controls', () => {
    renderForm(formOf([passengers]), {
      values: { Passengers: [{ Order: 1, Name: 'Ada', Age: 34 }] },
      readOnly: true,
    });
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('cell', { name: /Ada/ })).toBeInTheDocument();
    expect(screen.getByText('34')).toBeVisible();
  });
});
