// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Field, FieldType } from '../../core/index.ts';
import { formOf, renderForm } from '../test/render.tsx';

// spec 000 §2.4 date picker and date-time picker; §5 dates converted to the server format (ISO 8601) on
// answer, 'Date must be greater than {date}'.

const pickUp: Field = {
  Id: 9,
  FieldName: 'Pick-up date',
  FieldType: FieldType.DatePicker,
  MyKey: 'PickUpDate',
};
const departure: Field = {
  Id: 20,
  FieldName: 'Departure',
  FieldType: FieldType.DateTimePicker,
  MyKey: 'Departure',
};

describe('date picker', () => {
  it('binds a typed date as YYYY-MM-DD', async () => {
    const { model, user } = renderForm(formOf([pickUp]));
    const input = screen.getByRole('textbox', { name: 'Pick-up date' });
    await user.click(input);
    await user.paste('14 Mar 2025');
    await user.tab();
    expect(model.getValues().PickUpDate).toBe('2025-03-14');
    expect(input).toHaveValue('14 Mar 2025');
  });

  it('binds a day picked in the calendar, and clears', async () => {
    const { model, user } = renderForm(formOf([pickUp]), { values: { PickUpDate: '2025-03-10' } });
    const input = screen.getByRole('textbox', { name: 'Pick-up date' });
    expect(input).toHaveValue('10 Mar 2025');
    await user.click(input);
    await user.click(screen.getByRole('button', { name: '21 March 2025' }));
    expect(model.getValues().PickUpDate).toBe('2025-03-21');
    await user.click(screen.getByRole('button', { name: 'Clear Pick-up date' }));
    expect(model.getValues().PickUpDate).toBeUndefined();
  });

  it('offers only days later than MinDate, and says so for a required one', async () => {
    const { model, user } = renderForm(formOf([{ ...pickUp, Required: true, MinDate: '2025-03-12' }]), {
      values: { PickUpDate: '2025-03-20' },
    });
    const input = screen.getByRole('textbox', { name: /Pick-up date/ });
    await user.click(input);
    expect(screen.getByRole('button', { name: '11 March 2025' })).toBeDisabled();
    // spec 000 §5: later than the minimum date, so the minimum itself is not a choice.
    expect(screen.getByRole('button', { name: '12 March 2025' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '13 March 2025' }));
    expect(model.getValues().PickUpDate).toBe('2025-03-13');
    model.answer('9', '2025-03-12');
    expect(await screen.findByText('Date must be greater than 2025-03-12')).toBeVisible();
  });

  it('shows the day, or None Yet, in view mode', () => {
    renderForm(formOf([pickUp, { ...departure, Id: 21, FieldName: 'Return', MyKey: 'Return' }]), {
      values: { PickUpDate: '2025-03-14' },
      readOnly: true,
    });
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('14 Mar 2025')).toBeVisible();
    expect(screen.getByText('None Yet')).toBeVisible();
  });
});

describe('date-time picker', () => {
  it('binds the picked local date and time as ISO 8601', async () => {
    const { model, user } = renderForm(formOf([departure]), {
      values: { Departure: new Date(2025, 2, 10, 8, 0).toISOString() },
    });
    await user.click(screen.getByRole('button', { name: 'Departure' }));
    await user.click(screen.getByRole('button', { name: '14 March 2025' }));
    const hours = screen.getByRole('spinbutton', { name: 'Hours of Departure' });
    await user.clear(hours);
    await user.type(hours, '09');
    const minutes = screen.getByRole('spinbutton', { name: 'Minutes of Departure' });
    await user.type(minutes, '30');
    await user.click(screen.getByRole('button', { name: 'Confirm Departure' }));
    expect(model.getValues().Departure).toBe(new Date(2025, 2, 14, 9, 30).toISOString());
  });

  it('shows the local date and time in view mode', () => {
    renderForm(formOf([departure]), {
      values: { Departure: new Date(2025, 2, 14, 9, 30).toISOString() },
      readOnly: true,
    });
    expect(screen.getByText('14 Mar 2025 09:30')).toBeVisible();
  });
});
