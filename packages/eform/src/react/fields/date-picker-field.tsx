import { DateInput } from '@mantine/dates';
import dayjs from 'dayjs';
import { inputProps } from '../parts/input-props.tsx';
import { ReadOnlyField, ReadOnlyText } from '../parts/read-only.tsx';
import type { FieldRenderer, FieldRendererProps } from '../parts/renderer-types.ts';
import { textOf } from '../parts/values.ts';

export const DATE_DISPLAY_FORMAT = 'D MMM YYYY';

/** The calendar day (YYYY-MM-DD) a stored date or date-time names, or null. */
export const calendarDayOf = (input: unknown): string | null => {
  const text = textOf(input).trim();
  if (/^\d{4}-\d{2}-\d{2}/.test(text)) return text.slice(0, 10);
  return text && dayjs(text).isValid() ? dayjs(text).format('YYYY-MM-DD') : null;
};

/**
 * spec 000 §2.4 DatePicker (9): typed (e.g. 2025-03-14 or 14 Mar 2025) or picked in the calendar; the model
 * stores the server's YYYY-MM-DD and checks MinDate.
 */
function DatePickerEdit(props: FieldRendererProps) {
  const { model, field } = props;
  // spec 000 §5: a date must be later than MinDate, so the calendar starts the day after it.
  const minimum = calendarDayOf(field.field.MinDate);
  const minDate = minimum ? dayjs(minimum).add(1, 'day').format('YYYY-MM-DD') : undefined;
  return (
    <DateInput
      {...inputProps(props)}
      value={calendarDayOf(field.input)}
      valueFormat={DATE_DISPLAY_FORMAT}
      minDate={minDate}
      clearable
      clearButtonProps={{ 'aria-label': `Clear ${field.field.FieldName}` }}
      popoverProps={{ withinPortal: true }}
      onChange={(day) => model.answer(field.key, day ?? '')}
    />
  );
}

function DatePickerView(props: FieldRendererProps) {
  const day = calendarDayOf(props.field.value);
  return (
    <ReadOnlyField props={props}>
      <ReadOnlyText text={day ? dayjs(day).format(DATE_DISPLAY_FORMAT) : ''} />
    </ReadOnlyField>
  );
}

export const datePickerRenderer: FieldRenderer = { Edit: DatePickerEdit, View: DatePickerView };
