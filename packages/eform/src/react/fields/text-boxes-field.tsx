import { useId } from 'react';
import type { Field } from '../../core/index.ts';
import { FieldFrame, FieldGroup } from '../parts/field-frame.tsx';
import type { NumberText } from '../parts/number-typing.ts';
import { choosableOptions, OptionsStatus } from '../parts/options.tsx';
import { controlAttributes, PlainFrame } from '../parts/plain-input.tsx';
import { numberRootClass, PlainNumberBox } from '../parts/plain-number-input.tsx';
import { ReadOnlyField, ReadOnlyText } from '../parts/read-only.tsx';
import type { FieldRenderer, FieldRendererProps } from '../parts/renderer-types.ts';
import { numberWithUnit, unitSections } from '../parts/unit-of-measure.tsx';
import { listOf } from '../parts/values.ts';

/** One box of the field, named by its option, with the field's unit and bounds. */
function NumberBox({
  field,
  name,
  invalid,
  disabled,
  value,
  onChange,
}: {
  field: Field;
  name: string;
  invalid: boolean;
  disabled: boolean;
  value: NumberText;
  onChange: (value: NumberText) => void;
}) {
  const id = useId();
  const state = { error: invalid, disabled };
  return (
    <PlainFrame id={id} label={name} rootClassName={numberRootClass}>
      <PlainNumberBox
        state={state}
        control={{ ...controlAttributes(state), id, disabled, 'aria-describedby': undefined }}
        value={value}
        bounds={{ min: field.MinNumber, max: field.MaxNumber }}
        unit={unitSections(field)}
        onChange={onChange}
      />
    </PlainFrame>
  );
}

/**
 * spec 000 §2.4 multiple number boxes (TextBoxes 30): one number box per option, named by the option, each
 * with the field's UnitOfMeasure; the answer is the list of numbers (clamped to MinNumber/MaxNumber by the
 * model). Without options, the boxes
 * are the numbers given so far plus an empty one to add another.
 */
function TextBoxesEdit(props: FieldRendererProps) {
  const { model, field } = props;
  const inputs = Array.isArray(field.input)
    ? field.input.map((n) => (n === '' ? '' : n))
    : listOf(field.input);
  const options = choosableOptions(field);
  const boxes =
    options.length > 0
      ? options.map((o) => o.OptionName)
      : [
          ...inputs.map((_, i) => `${field.field.FieldName} ${i + 1}`),
          `${field.field.FieldName} ${inputs.length + 1}`,
        ];
  const set = (index: number, value: NumberText) => {
    const next: NumberText[] = boxes.map((_, i) => (i === index ? value : (inputs[i] ?? '')));
    // Trailing empty boxes are not answers. The answer is a plain list of numbers, read by position (the
    // n-th option's number is the n-th), so an empty box before a filled one counts as 0: left out, every
    // later number would move to the option before it.
    while (next.length > 0 && next[next.length - 1] === '') next.pop();
    model.answer(
      field.key,
      next.map((n) => (n === '' ? 0 : n)),
    );
  };
  return (
    <FieldFrame props={props}>
      <FieldGroup props={props}>
        <div className="eform-tiles eform-tiles-tight">
          {boxes.map((name, index) => (
            <NumberBox
              key={name}
              field={field.field}
              name={name}
              invalid={!!field.error}
              disabled={field.disabled}
              value={inputs[index] ?? ''}
              onChange={(value) => set(index, value)}
            />
          ))}
        </div>
      </FieldGroup>
      <OptionsStatus field={field} />
    </FieldFrame>
  );
}

function TextBoxesView(props: FieldRendererProps) {
  const numbers = Array.isArray(props.field.value) ? (props.field.value as number[]) : [];
  const options = choosableOptions(props.field);
  const text = numbers
    .map((n, i) => {
      const number = numberWithUnit(props.field.field, n);
      return options[i] ? `${options[i]!.OptionName}: ${number}` : number;
    })
    .join(', ');
  return (
    <ReadOnlyField props={props}>
      <ReadOnlyText text={text} />
    </ReadOnlyField>
  );
}

export const textBoxesRenderer: FieldRenderer = { Edit: TextBoxesEdit, View: TextBoxesView };
