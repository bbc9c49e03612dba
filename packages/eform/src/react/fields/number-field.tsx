import { ActionIcon, Group, NumberInput } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { clampNumber, type Field, parseNumber } from '../../core/index.ts';
import { inputProps } from '../parts/input-props.tsx';
import { ReadOnlyField, ReadOnlyText } from '../parts/read-only.tsx';
import type { FieldRenderer, FieldRendererProps } from '../parts/renderer-types.ts';
import { numberWithUnit, unitSections } from '../parts/unit-of-measure.tsx';

/**
 * spec 000 §2.4 number: whole numbers, or decimals when the field's step (RangeStep) is a fraction, e.g.
 * 0.01 for an amount in naira and kobo. The spec names both kinds without a property to choose; the step
 * is what a person would set for either.
 */
export const numberStepOf = (field: Field) => field.RangeStep ?? 1;
export const allowsDecimals = (field: Field) => !Number.isInteger(numberStepOf(field));

const inputValue = (input: unknown) => (typeof input === 'number' || typeof input === 'string' ? input : '');

/** spec 000 §2.4 NumberTextBox (7); CustomCounter gives it minus and plus buttons of its own. */
function NumberEdit(props: FieldRendererProps) {
  const { model, field } = props;
  const { MinNumber, MaxNumber, CustomCounter, FieldName } = field.field;
  const step = numberStepOf(field.field);
  const current = parseNumber(field.input);
  const stepBy = (direction: 1 | -1) => {
    // An empty box starts at MinNumber (the first value a person can have), else one step from 0.
    const from = current === undefined ? (MinNumber ?? direction * step) : current + direction * step;
    const next = clampNumber(from, MinNumber, MaxNumber);
    model.answer(field.key, Number(next.toFixed(10)));
  };
  const input = (
    <NumberInput
      {...inputProps(props)}
      {...unitSections(field.field)}
      style={CustomCounter ? { flex: 1 } : undefined}
      value={inputValue(field.input)}
      min={MinNumber}
      max={MaxNumber}
      step={step}
      allowDecimal={allowsDecimals(field.field)}
      clampBehavior="blur"
      thousandSeparator=","
      hideControls={CustomCounter}
      onChange={(value) => model.answer(field.key, value)}
    />
  );
  if (!CustomCounter) return input;
  const disabled = field.disabled;
  return (
    <Group gap={6} align="flex-end" wrap="nowrap">
      <ActionIcon
        variant="default"
        size="lg"
        mb={field.error ? 22 : 0}
        aria-label={`Decrease ${FieldName}`}
        disabled={disabled || (current !== undefined && MinNumber !== undefined && current <= MinNumber)}
        onClick={() => stepBy(-1)}
      >
        <IconMinus size={16} aria-hidden />
      </ActionIcon>
      {input}
      <ActionIcon
        variant="default"
        size="lg"
        mb={field.error ? 22 : 0}
        aria-label={`Increase ${FieldName}`}
        disabled={disabled || (current !== undefined && MaxNumber !== undefined && current >= MaxNumber)}
        onClick={() => stepBy(1)}
      >
        <IconPlus size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

function NumberView(props: FieldRendererProps) {
  const { value, field } = props.field;
  return (
    <ReadOnlyField props={props}>
      <ReadOnlyText text={typeof value === 'number' ? numberWithUnit(field, value) : ''} />
    </ReadOnlyField>
  );
}

export const numberRenderer: FieldRenderer = { Edit: NumberEdit, View: NumberView };
