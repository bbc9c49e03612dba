import { Slider } from '@mantine/core';
import { DEFAULT_RANGE_END, parseNumber } from '../../core/index.ts';
import { FieldFrame } from '../parts/field-frame.tsx';
import { wrapperAria } from '../parts/input-props.tsx';
import { ReadOnlyField, ReadOnlyText } from '../parts/read-only.tsx';
import type { FieldRenderer, FieldRendererProps } from '../parts/renderer-types.ts';
import { formatNumber } from '../parts/values.ts';

/**
 * spec 000 §2.4 Range (24): a slider from RangeStart to RangeEnd (at most 100) by RangeStep; the model stores
 * the position scaled by 100 over RangeEnd (spec 000 §5). Arrow keys move it.
 */
function RangeEdit(props: FieldRendererProps) {
  const { model, field } = props;
  const { RangeStart = 0, RangeEnd = DEFAULT_RANGE_END, RangeStep = 1, UnitOfMeasure } = field.field;
  const position = parseNumber(field.input) ?? RangeStart;
  return (
    <FieldFrame props={props}>
      <Slider
        mt="xs"
        mb="md"
        min={RangeStart}
        max={RangeEnd}
        step={RangeStep}
        value={position}
        disabled={field.disabled}
        thumbProps={wrapperAria(props)}
        classNames={{ markWrapper: 'eform-range-mark', markLabel: 'eform-range-mark-label' }}
        label={(value) => `${formatNumber(value)}${UnitOfMeasure ? ` ${UnitOfMeasure}` : ''}`}
        marks={[
          { value: RangeStart, label: formatNumber(RangeStart) },
          { value: RangeEnd, label: formatNumber(RangeEnd) },
        ]}
        onChange={(value) => model.answer(field.key, value)}
      />
    </FieldFrame>
  );
}

function RangeView(props: FieldRendererProps) {
  const position = parseNumber(props.field.input);
  return (
    <ReadOnlyField props={props}>
      <ReadOnlyText text={position === undefined ? '' : formatNumber(position)} />
    </ReadOnlyField>
  );
}

export const rangeRenderer: FieldRenderer = { Edit: RangeEdit, View: RangeView };
