import { Select } from '@mantine/core';
import { noOptions } from '@wayfare/contracts';
import type { FieldSnapshot } from '../../core/index.ts';
import { inputProps } from '../parts/input-props.tsx';
import { hasNoOptions } from '../parts/options.tsx';
import type { FieldRenderer, FieldRendererProps } from '../parts/renderer-types.ts';
import { textOf } from '../parts/values.ts';

const chosenName = (field: FieldSnapshot, value: string) =>
  field.chosenOptions.find((option) => String(option.Id) === value)?.OptionName;

/** The Select's options: the field's (with 'Loading …' and the paging options) and the chosen one. */
function dataOf(field: FieldSnapshot, value: string) {
  const options = field.options.map((option) => ({ value: String(option.Id), label: option.OptionName }));
  // A choice not on the page listed (chosen on another page, or options still loading) is listed by its
  // remembered name; an unknown one shows as nothing chosen.
  const name = value !== '' && !options.some((o) => o.value === value) ? chosenName(field, value) : undefined;
  return name === undefined ? options : [{ value, label: name }, ...options];
}

/**
 * spec 000 §2.4 DropDown (5): Mantine's Select. Every option, the 'Loading …' placeholder and the paging
 * options 'Previous …' / 'More …' (spec 000 §4) are its options, chosen by keyboard or mouse; choosing a
 * paging option loads that page and leaves the answer as it was. Without options it says 'No {FieldName}'
 * and is disabled.
 */
function DropDownEdit(props: FieldRendererProps) {
  const { model, field } = props;
  const empty = hasNoOptions(field);
  const value = textOf(field.input);
  return (
    <Select
      {...inputProps(props)}
      placeholder={empty ? noOptions(field.field.FieldName) : field.placeholder}
      data={empty ? [] : dataOf(field, value)}
      // Once loaded, '' is nothing chosen: left on the 'Loading …' option (id ''), its name would stay shown.
      value={empty || (value === '' && field.optionsStatus !== 'loading') ? null : value}
      allowDeselect={false}
      disabled={field.disabled || empty}
      comboboxProps={{ withinPortal: true }}
      onChange={(chosen) => chosen !== null && model.selectOption(field.key, chosen)}
    />
  );
}

export const dropDownRenderer: FieldRenderer = { Edit: DropDownEdit };
