// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Field, FieldType } from '../../core/index.ts';
import { everyFieldType } from '../test/every-field-type.ts';
import { formOf, renderForm } from '../test/render.tsx';

// spec 000 §3.1 field layout: PageWidth in columns of 12 (0 hides; default 4), required asterisk, HideTitle,
// Explanation (sanitised HTML), InformationLink, UnitOfMeasure (and its icon) before or after, Disabled,
// ClassName; errors tied to their input; §4 dependent fields.

const surname: Field = { Id: 1, FieldName: 'Surname', FieldType: FieldType.TextBox, MyKey: 'Surname' };
const columnOf = (element: HTMLElement) => element.closest<HTMLElement>('[data-field-key]')!;

describe('field layout', () => {
  it('takes PageWidth columns of 12, 4 by default; 0 hides the field but keeps its value bound', () => {
    const { model } = renderForm(
      formOf([
        surname,
        { ...surname, Id: 2, FieldName: 'Address', MyKey: 'Address', PageWidth: 12 },
        { ...surname, Id: 3, FieldName: 'Secret', MyKey: 'Secret', PageWidth: 0 },
      ]),
      { values: { Secret: 'kept' } },
    );
    expect(columnOf(screen.getByRole('textbox', { name: 'Surname' }))).toHaveClass(
      'eform-col',
      'eform-col-4',
    );
    expect(columnOf(screen.getByRole('textbox', { name: 'Address' }))).toHaveClass('eform-col-12');
    expect(screen.queryByRole('textbox', { name: 'Secret' })).toBeNull();
    expect(screen.getAllByRole('textbox')).toHaveLength(2);
    expect(model.getValues().Secret).toBe('kept');
  });

  it('adds its ClassName to its column', () => {
    renderForm(formOf([{ ...surname, ClassName: 'vip-field' }]));
    expect(columnOf(screen.getByRole('textbox', { name: 'Surname' }))).toHaveClass(
      'eform-col-4',
      'vip-field',
    );
  });

  it('marks a required field with an asterisk that is not part of its name', () => {
    renderForm(formOf([{ ...surname, Required: true }]));
    const input = screen.getByRole('textbox', { name: 'Surname' });
    expect(input).toBeRequired();
    expect(document.querySelector(`label[for="${input.id}"]`)).toHaveTextContent('Surname *');
  });

  it('keeps a HideTitle label for screen readers only', () => {
    renderForm(formOf([{ ...surname, HideTitle: true }]));
    const input = screen.getByRole('textbox', { name: 'Surname' });
    expect(document.querySelector(`label[for="${input.id}"]`)).toHaveClass('eform-sr-only');
  });

  it('describes the input with its Explanation (sanitised HTML) and its InformationLink', () => {
    const { container } = renderForm(
      formOf([
        {
          ...surname,
          Explanation: 'As on your <b>licence</b><img src="x" onerror="window.hacked=1"><script>1</script>',
          InformationLink: 'https://wayfare.ng/help/names',
        },
      ]),
    );
    const input = screen.getByRole('textbox', { name: 'Surname' });
    expect(input).toHaveAccessibleDescription('As on your licence More information about Surname');
    expect(screen.getByText('licence').tagName).toBe('B');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    const link = screen.getByRole('link', { name: 'More information about Surname' });
    expect(link).toHaveAttribute('href', 'https://wayfare.ng/help/names');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows its UnitOfMeasure and icon before or after the value', () => {
    renderForm(
      formOf([
        {
          ...surname,
          FieldName: 'Fare',
          UnitOfMeasure: 'NGN',
          UnitOfMeasureIcon: '₦',
          IsUseOFMeasureBefore: true,
        },
        {
          ...surname,
          Id: 2,
          FieldName: 'Boot',
          MyKey: 'Boot',
          UnitOfMeasure: 'litres',
          UnitOfMeasureIcon: '/icons/boot.svg',
        },
      ]),
    );
    const fare = screen.getByRole('textbox', { name: 'Fare' });
    const before = screen.getByText('₦NGN');
    expect(before.compareDocumentPosition(fare) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const boot = screen.getByRole('textbox', { name: 'Boot' });
    const after = screen.getByText('litres');
    expect(after.querySelector('img')).toHaveAttribute('src', '/icons/boot.svg');
    expect(after.compareDocumentPosition(boot) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
  });

  it('is not editable while Disabled', () => {
    renderForm(formOf([{ ...surname, Disabled: true }]));
    expect(screen.getByRole('textbox', { name: 'Surname' })).toBeDisabled();
  });
});

describe('accessibility', () => {
  // Every field type that takes an answer, required and left empty: after validation each message is tied
  // to its control. A drop-down (first option by default) and a range (always at a position) are answered.
  const alwaysAnswered = new Set<number>([FieldType.Label, FieldType.DropDown, FieldType.Range]);
  const required = everyFieldType
    .filter((f) => !alwaysAnswered.has(f.FieldType))
    .map((f): Field => ({ ...f, Required: true }));
  // Containers announce the message; the controls inside are the ones marked invalid.
  const containers = ['radiogroup', 'group', 'table'];
  const controlsIn = (element: Element) =>
    element.querySelectorAll('input:not([type=hidden]), textarea, select, [role=radio], [role=checkbox]');

  it.each(required.map((f) => [f.FieldName, f] as const))(
    '%s: its message is tied to its control (aria-describedby, aria-invalid)',
    (_name, field) => {
      const { model, container } = renderForm(formOf([field]));
      let errors: Readonly<Record<string, string>> = {};
      act(() => {
        errors = model.validate().errors;
      });
      const message = errors[String(field.Id)];
      expect(message).toBeTruthy();
      const error = screen.getByText(message!);
      expect(error.id).not.toBe('');
      const described = [...container.querySelectorAll(`[aria-describedby~="${error.id}"]`)];
      expect(described.length).toBeGreaterThan(0);
      for (const element of described) {
        const role = element.getAttribute('role') ?? (element.tagName === 'TABLE' ? 'table' : '');
        const isContainer = containers.includes(role) || element.tagName === 'FIELDSET';
        const marked =
          isContainer && element.getAttribute('aria-invalid') !== 'true'
            ? [...controlsIn(element)]
            : [element];
        for (const control of marked) expect(control).toHaveAttribute('aria-invalid', 'true');
      }
    },
  );
});

describe('dependent fields', () => {
  const trip: Field = {
    Id: 1,
    FieldName: 'Trip',
    FieldType: FieldType.Radio,
    MyKey: 'Trip',
    EformOptions: [
      { Id: 1, OptionName: 'One way' },
      { Id: 2, OptionName: 'Return', DependentFields: [2] },
    ],
  };
  const returnDate: Field = {
    Id: 2,
    FieldName: 'Return date',
    FieldType: FieldType.TextBox,
    MyKey: 'ReturnDate',
    DependentOnOption: true,
  };

  it('appears when an option that lists it is chosen and disappears when another is', async () => {
    const { user } = renderForm(formOf([trip, returnDate]));
    expect(screen.queryByRole('textbox', { name: 'Return date' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Return' }));
    expect(screen.getByRole('textbox', { name: 'Return date' })).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'One way' }));
    expect(screen.queryByRole('textbox', { name: 'Return date' })).toBeNull();
  });

  it('with RequireFullConditions, appears only when every option listing it is checked', async () => {
    const extras: Field = {
      Id: 3,
      FieldName: 'Extras',
      FieldType: FieldType.CheckBox,
      MyKey: 'Extras',
      EformOptions: [
        { Id: 1, OptionName: 'Child seat', DependentFields: ['child'] },
        { Id: 2, OptionName: 'Booster', DependentFields: ['child'] },
      ],
    };
    const age: Field = {
      Id: 4,
      FieldName: 'Child age',
      FieldType: FieldType.TextBox,
      MyKey: 'ChildAge',
      Dependentkey: 'child',
      DependentOnOption: true,
      RequireFullConditions: true,
    };
    const { user } = renderForm(formOf([extras, age]));
    await user.click(screen.getByRole('checkbox', { name: 'Child seat' }));
    expect(screen.queryByRole('textbox', { name: 'Child age' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Booster' }));
    expect(screen.getByRole('textbox', { name: 'Child age' })).toBeVisible();
  });
});
