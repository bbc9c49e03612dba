// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Field, FieldType } from '../../core/index.ts';
import { formOf, renderForm } from '../test/render.tsx';

// spec 000 §2.4 colour (with reset); view mode 'No Color'.

const colour: Field = { Id: 23, FieldName: 'Colour', FieldType: FieldType.Color, MyKey: 'Colour' };

describe('colour', () => {
  it('binds a typed colour and resets it', async () => {
    const { model, user } = renderForm(formOf([colour]));
    const input = screen.getByRole('textbox', { name: 'Colour' });
    expect(screen.queryByRole('button', { name: 'Reset Colour' })).toBeNull();
    await user.type(input, '#1e90ff');
    expect(model.getValues().Colour).toBe('#1e90ff');
    await user.click(screen.getByRole('button', { name: 'Reset Colour' }));
    expect(model.getValues().Colour).toBe('');
    expect(input).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Reset Colour' })).toBeNull();
  });

  it('shows a loaded colour', () => {
    renderForm(formOf([colour]), { values: { Colour: '#ff0000' } });
    expect(screen.getByRole('textbox', { name: 'Colour' })).toHaveValue('#ff0000');
  });

  it("reads 'No Color' without one, and the colour's code with one, in view mode", () => {
    renderForm(formOf([colour, { ...colour, Id: 24, FieldName: 'Trim', MyKey: 'Trim' }]), {
      values: { Trim: '#ff0000' },
      readOnly: true,
    });
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('No Color')).toBeVisible();
    expect(screen.getByText('#ff0000')).toBeVisible();
  });
});
