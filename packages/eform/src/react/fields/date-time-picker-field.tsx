import { DateTimePicker } from '@mantine/dates';
import dayjs from 'dayjs';
import { inputProps } from '../parts/input-props.tsx';
import { ReadOnlyField, ReadOnlyText } from '../parts/read-only.tsx';
import type { FieldRenderer, FieldRendererProps } from '../parts/renderer-types.ts';
import { textOf } from '../parts/values.ts';

export const DATE_TIME_DISPLAY_FORMAT = 'D MMM YYYY HH:mm';

/** The picker's local 'YYYY-MM-DD HH:mm:ss' of a stored ISO date-time (or a picked one), or null. */
const pickerValueOf = (input: unknown): string | null => {
  const text = textOf(input).trim();
  return text && dayjs(text).isValid() ? dayjs(text).format('YYYY-MM-DD HH:mm:ss') : null;
};

/**
 * spec 000 §2.4 DateTimePicker (20): the picked local date and time; the model stores ISO 8601 in UTC
 * (spec 000 §5 "converted to the server format on answer").
 */
function DateTimePickerEdit(props: FieldRendererProps) {
  const { model, field } = props;
  const minDate = pickerValueOf(field.field.MinDate) ?? undefined;
  return (
    <DateTimePicker
      {...inputProps(props)}
      value={pickerValueOf(field.input)}
      valueFormat={DATE_TIME_DISPLAY_FORMAT}
      minDate={minDate}
      clearable
      clearButtonProps={{ 'aria-label': `Clear ${field.field.FieldName}` }}
      submitButtonProps={{ 'aria-label': `Confirm ${field.field.FieldName}` }}
      timePickerProps={{
        hoursInputLabel: `Hours of ${field.field.FieldName}`,
        minutesInputLabel: `Minutes of ${field.field.FieldName}`,
      }}
      onChange={(value) => model.answer(field.key, value ?? '')}
      // The picker is a button whose placeholder is text, not an input's ::placeholder, so it must be
      // readable (WCAG AA 4.5:1): Mantine's placeholder grey is 2.1:1 on white.
      styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
    />
  );
}

function DateTimePickerView(props: FieldRendererProps) {
  const value = pickerValueOf(props.field.value);
  return (
    <ReadOnlyField props={props}>
      <ReadOnlyText text={value ? dayjs(value).format(DATE_TIME_DISPLAY_FORMAT) : ''} />
    </ReadOnlyField>
  );
}

export const dateTimePickerRenderer: FieldRenderer = { Edit: DateTimePickerEdit, View: DateTimePickerView };
