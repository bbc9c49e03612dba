// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FieldType, fieldTypeName } from '../core/index.ts';
import { fieldRenderers } from './registry.ts';
import { everyFieldType, everyFieldTypeForm } from './test/every-field-type.ts';
import { renderForm } from './test/render.tsx';

// spec 000 §2.4: every field type renders, in edit mode with a control a screen reader announces by the
// field's name, and in view mode read-only. The per-type behaviour is tested in fields/*.test.tsx.

/** The control announcing each field of everyFieldType in edit mode: its role and accessible name. */
const controls: Record<string, [role: string, name: string]> = {
  Surname: ['textbox', 'Surname'],
  Address: ['textbox', 'Address'],
  'Ride class': ['radiogroup', 'Ride class'],
  Extras: ['group', 'Extras'],
  'Car class': ['combobox', 'Car class'],
  Photo: ['button', 'Upload Photo'],
  Seats: ['textbox', 'Seats'],
  'E-mail': ['textbox', 'E-mail'],
  'Pick-up date': ['textbox', 'Pick-up date'],
  Notes: ['textbox', 'Notes'],
  Licence: ['button', 'Upload Licence'],
  'Price list': ['button', 'Upload Price list'],
  Contract: ['button', 'Upload Contract'],
  Logo: ['button', 'Upload Logo'],
  Rating: ['radiogroup', 'Rating'],
  'Car colour': ['radiogroup', 'Car colour'],
  Features: ['group', 'Features'],
  Gallery: ['button', 'Upload Gallery'],
  Departure: ['button', 'Departure'],
  Website: ['textbox', 'Website'],
  Active: ['checkbox', 'Active'],
  Colour: ['textbox', 'Colour'],
  Fuel: ['slider', 'Fuel'],
  Stops: ['group', 'Stops'],
  Tags: ['textbox', 'Tags'],
  Links: ['textbox', 'Links'],
  Recipients: ['textbox', 'Recipients'],
  Fares: ['group', 'Fares'],
  Passengers: ['table', 'Passengers'],
  Phone: ['textbox', 'Phone'],
};

/** What each field shows in view mode with nothing stored. */
const emptyViews: Record<string, string> = {
  'Car class': 'Economy', // a drop-down defaults to its first option
  Active: 'No',
  Colour: 'No Color',
  Fuel: '0',
  Stops: 'There are no records yet',
  Passengers: 'There are no records yet',
  'About this form': 'Please answer all',
};

describe('EForm with every field type', () => {
  it('has a renderer for each of the 32 field types', () => {
    const codes = Object.values(FieldType);
    expect(codes).toHaveLength(32);
    for (const code of codes) expect(fieldRenderers[code], fieldTypeName(code)).toBeDefined();
    expect(new Set(everyFieldType.map((f) => f.FieldType))).toEqual(new Set(codes));
  });

  it('renders each field in edit mode with a control named by the field', () => {
    renderForm(everyFieldTypeForm);
    for (const [field, [role, name]] of Object.entries(controls))
      expect(screen.getByRole(role, { name }), field).toBeInTheDocument();
    // A password input has no role: it is found by its label.
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByText('About this form')).toBeVisible();
  });

  it('renders each field read-only in view mode: its name, then its answer or the empty text', () => {
    const { container } = renderForm(everyFieldTypeForm, { readOnly: true });
    expect(
      container.querySelector('input:not([type=hidden]), textarea, select, [contenteditable=true]'),
    ).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    for (const field of everyFieldType) {
      expect(screen.getAllByText(field.FieldName).length, field.FieldName).toBeGreaterThan(0);
      const column = container.querySelector(`[data-field-key="${field.Id}"]`)!;
      expect(column, field.FieldName).toHaveTextContent(emptyViews[field.FieldName] ?? 'None Yet');
    }
  });

  it('renders one field read-only with IsViewModel, the others editable', () => {
    renderForm({
      GroupFields: [
        { Id: 1, Fields: everyFieldType.map((f) => ({ ...f, IsViewModel: f.FieldName !== 'Surname' })) },
      ],
    });
    expect(screen.getAllByRole('textbox')).toEqual([screen.getByRole('textbox', { name: 'Surname' })]);
  });
});
