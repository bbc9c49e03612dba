// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FieldType } from '../../core/index.ts';
import { formOf, renderForm } from '../test/render.tsx';

const surname = {
  Id: 1,
  FieldName: 'Surname',
  FieldType: FieldType.TextBox,
  MyKey: 'Surname',
  Required: true,
} as const;

describe('text box', () => {
  it('binds what is typed and shows the required message tied to the input', async () => {
    const { model, user } = renderForm(formOf([surname]));
    const input = screen.getByRole('textbox', { name: 'Surname' });
    await user.type(input, ' Okafor ');
    expect(model.getValues().Surname).toBe('Okafor');
    await user.clear(input);
    expect(input).toHaveAccessibleDescription('Enter Surname');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the answer read-only, or None Yet, in view mode', () => {
    renderForm(formOf([surname, { ...surname, Id: 2, FieldName: 'Nickname', MyKey: 'Nickname' }]), {
      values: { Surname: 'Okafor' },
      readOnly: true,
    });
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('Okafor')).toBeVisible();
    expect(screen.getByText('None Yet')).toBeVisible();
  });
});
