import { Calendar } from '@mantine/dates';
import { useDidUpdate } from '@mantine/hooks';
import dayjs from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { AnchoredPopover } from '../parts/anchored-popover.tsx';
import { keepFocusOnPress } from '../parts/keep-focus.ts';
import { hiddenDatesInput, PlainClearButton } from '../parts/plain-dates.tsx';
import { PlainField } from '../parts/plain-field.tsx';
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

const shown = (day: string | null) => (day ? dayjs(day).format(DATE_DISPLAY_FORMAT) : '');

/** The day a typed text names ('2025-03-14', '14 Mar 2025'), read as Mantine's DateInput reads it, or null. */
function dayTyped(text: string): string | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) {
    const day = dayjs(text);
    return day.isValid() && day.format('YYYY-MM-DD') === text ? text : null;
  }
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : dayjs(date).format('YYYY-MM-DD');
}

/**
 * spec 000 §2.4 DatePicker (9): typed (e.g. 2025-03-14 or 14 Mar 2025) or picked in the calendar; the model
 * stores the server's YYYY-MM-DD and checks MinDate. Mantine's DateInput with the same markup and behaviour,
 * drawn plain with its calendar mounted only while open (anchored-popover.tsx): the calendar opens on focus,
 * click and typing, closes on blur, Escape, a day picked or a click outside the field; a typed day is
 * answered once it is a valid day on or after the minimum, and the box shows the answer again on blur; a
 * click on the chosen day clears it, as the clear button does.
 */
function DatePickerEdit(props: FieldRendererProps) {
  const { model, field } = props;
  // spec 000 §5: a date must be later than MinDate, so the calendar starts the day after it.
  const minimum = calendarDayOf(field.field.MinDate);
  const minDate = minimum ? dayjs(minimum).add(1, 'day').format('YYYY-MM-DD') : undefined;
  const value = calendarDayOf(field.input);
  const answer = (day: string | null) => model.answer(field.key, day ?? '');
  const [opened, setOpened] = useState(false);
  const [typed, setTyped] = useState(() => shown(value));
  const [month, setMonth] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (value !== null) setMonth(value);
  }, [value]);
  useDidUpdate(() => {
    if (!opened) setTyped(shown(value));
  }, [value]);
  const onType = (text: string) => {
    setTyped(text);
    setOpened(true);
    if (text.trim() === '') answer(null);
    else {
      const day = dayTyped(text);
      if (day && !(minDate && dayjs(day).isBefore(minDate, 'date'))) {
        answer(day);
        setMonth(day);
      }
    }
  };
  const clearable = !!value && !field.disabled;
  return (
    <>
      <PlainField
        props={props}
        sections={{
          rightSection: clearable ? (
            <PlainClearButton
              label={`Clear ${field.field.FieldName}`}
              onClick={() => {
                answer(null);
                setOpened(false);
              }}
            />
          ) : undefined,
        }}
        control={(control) => (
          <>
            <input
              {...control}
              ref={input}
              data-dates-input="true"
              autoComplete="off"
              placeholder={field.placeholder}
              value={typed}
              onChange={(event) => onType(event.currentTarget.value)}
              onFocus={() => setOpened(true)}
              onClick={() => setOpened(true)}
              onBlur={() => {
                setOpened(false);
                setTyped(shown(value));
              }}
              onKeyDown={(event) => event.key === 'Escape' && setOpened(false)}
            />
            <AnchoredPopover
              opened={opened && !field.disabled}
              target={input}
              onChange={(stillOpen) => stillOpen || setOpened(false)}
              trapFocus={false}
              position="bottom-start"
              withRoles={false}
              withinPortal
              dropdownProps={{ ...keepFocusOnPress, 'data-dates-dropdown': true }}
            >
              <Calendar
                __preventFocus
                __staticSelector="DateInput"
                minDate={minDate}
                size="sm"
                date={month ?? undefined}
                onDateChange={setMonth}
                getDayProps={(day) => ({
                  selected: dayjs(value).isSame(day, 'day'),
                  onClick: () => {
                    answer(dayjs(value).isSame(day, 'day') ? null : day);
                    setOpened(false);
                  },
                })}
                getMonthControlProps={(date) => ({ selected: !!value && dayjs(date).isSame(value, 'month') })}
                getYearControlProps={(date) => ({ selected: !!value && dayjs(date).isSame(value, 'year') })}
              />
            </AnchoredPopover>
          </>
        )}
      />
      {hiddenDatesInput(value)}
    </>
  );
}

function DatePickerView(props: FieldRendererProps) {
  return (
    <ReadOnlyField props={props}>
      <ReadOnlyText text={shown(calendarDayOf(props.field.value))} />
    </ReadOnlyField>
  );
}

export const datePickerRenderer: FieldRenderer = { Edit: DatePickerEdit, View: DatePickerView };
