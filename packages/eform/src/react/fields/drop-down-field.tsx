import { noOptions } from '@wayfare/contracts';
import type { FieldSnapshot } from '../../core/index.ts';
import { hasNoOptions } from '../parts/options.tsx';
import { selectChevron } from '../parts/plain-display.tsx';
import { PlainField } from '../parts/plain-field.tsx';
import type { FieldRenderer, FieldRendererProps } from '../parts/renderer-types.ts';
import { textOf } from '../parts/values.ts';

const chosenName = (field: FieldSnapshot, value: string) =>
  field.chosenOptions.find((option) => String(option.Id) === value)?.OptionName ?? '';

// Mantine's NativeSelect: a chevron after the value that lets clicks through to the select.
const chevronSection = {
  rightSection: selectChevron,
  rightSectionPointerEvents: 'none' as const,
};

/**
 * spec 000 §2.4 DropDown (5). A native select: every option, the 'Loading …' placeholder and the paging
 * options 'Previous …' / 'More …' (spec 000 §4) are plain options, chosen by keyboard or mouse; choosing a
 * paging option loads that page and leaves the answer as it was.
 */
function DropDownEdit(props: FieldRendererProps) {
  const { model, field } = props;
  const empty = hasNoOptions(field);
  const value = textOf(field.input);
  const data = empty
    ? [{ value: '', label: noOptions(field.field.FieldName) }]
    : [
        // A choice not on the page listed (chosen on another page, or options still loading) shows its
        // remembered name; an unknown one shows as nothing chosen rather than as the first option.
        ...(field.options.some((o) => String(o.Id) === value)
          ? []
          : [{ value, label: chosenName(field, value) }]),
        ...field.options.map((option) => ({ value: String(option.Id), label: option.OptionName })),
      ];
  return (
    <PlainField
      props={props}
      pointer
      sections={chevronSection}
      control={(control) => (
        <select
          {...control}
          value={value}
          disabled={field.disabled || empty}
          onChange={(event) => model.selectOption(field.key, event.currentTarget.value)}
        >
          {data.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}

export const dropDownRenderer: FieldRenderer = { Edit: DropDownEdit };
