import { NumberInput } from '@mantine/core';
import { FieldFrame, FieldGroup } from '../parts/field-frame.tsx';
import { choosableOptions, OptionsStatus } from '../parts/options.tsx';
import { ReadOnlyField, ReadOnlyText } from '../parts/read-only.tsx';
import type { FieldRenderer, FieldRendererProps } from '../parts/renderer-types.ts';
import { numberWithUnit, unitSections } from '../parts/unit-of-measure.tsx';
import { listOf } from '../parts/values.ts';

/** A number box's value: a number, or the text typed so far ('' when empty). */
type NumberText = number | string;

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
            <NumberInput
              key={name}
              label={name}
              {...unitSections(field.field)}
              error={!!field.error}
              value={inputs[index] ?? ''}
              min={field.field.MinNumber}
              max={field.field.MaxNumber}
              clampBehavior="blur"
              thousandSeparator=","
              disabled={field.disabled}
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
