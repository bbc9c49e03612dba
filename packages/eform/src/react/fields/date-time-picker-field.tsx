import { Input } from '@mantine/core';
import { clampDate, InlineDateTimePicker, PickerInputBase } from '@mantine/dates';
import dayjs from 'dayjs';
import { type CSSProperties, useRef, useState } from 'react';
import { AnchoredPopover } from '../parts/anchored-popover.tsx';
import { hiddenDatesInput, PlainClearButton } from '../parts/plain-dates.tsx';
import { PlainField } from '../parts/plain-field.tsx';
import { ReadOnlyField, ReadOnlyText } from '../parts/read-only.tsx';
import type { FieldRenderer, FieldRendererProps } from '../parts/renderer-types.ts';
import { textOf } from '../parts/values.ts';

export const DATE_TIME_DISPLAY_FORMAT = 'D MMM YYYY HH:mm';

/** The picker's local 'YYYY-MM-DD HH:mm:ss' of a stored ISO date-time (or a picked one), or null. */
const pickerValueOf = (input: unknown): string | null => {
  const text = textOf(input).trim();
  return text && dayjs(text).isValid() ? dayjs(text).format('YYYY-MM-DD HH:mm:ss') : null;
};

// The picker is a button whose placeholder is text, not an input's ::placeholder, so it must be readable
// (WCAG AA 4.5:1): Mantine's placeholder grey is 2.1:1 on white.
const placeholderStyle: CSSProperties = { color: 'var(--mantine-color-gray-7)' };

/**
 * spec 000 §2.4 DateTimePicker (20): the picked local date and time; the model stores ISO 8601 in UTC
 * (spec 000 §5 "converted to the server format on answer"). Mantine's DateTimePicker with the same markup and
 * behaviour, drawn plain with its dropdown (Mantine's own InlineDateTimePicker: the month, the hours and
 * minutes, the confirm button) mounted only while open (anchored-popover.tsx): the button opens and closes
 * it, the focus goes into it, Escape, a click outside or the confirm button close it, and a value before
 * MinDate is moved up to it on closing.
 */
function DateTimePickerEdit(props: FieldRendererProps) {
  const { model, field, id } = props;
  const name = field.field.FieldName;
  const minDate = pickerValueOf(field.field.MinDate) ?? undefined;
  const value = pickerValueOf(field.input);
  const answer = (picked: string | null) => model.answer(field.key, picked ?? '');
  const [opened, setOpened] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const open = opened && !field.disabled;
  // Closing, however it closes, moves a value before the minimum up to it.
  const clampToMinimum = () => {
    if (!value) return;
    const clamped = clampDate(minDate, undefined, value);
    if (clamped !== value) answer(clamped);
  };
  const close = () => {
    clampToMinimum();
    setOpened(false);
  };
  return (
    <>
      <PlainField
        props={props}
        multiline="unpadded"
        sections={{
          rightSection:
            value && !field.disabled ? (
              <PlainClearButton label={`Clear ${name}`} onClick={() => answer(null)} />
            ) : undefined,
        }}
        control={({ className, required: _required, ...control }) => (
          <>
            <button
              {...control}
              ref={button}
              className={`${PickerInputBase.classes.input} ${className}`}
              data-dates-input="true"
              type="button"
              aria-haspopup="dialog"
              aria-expanded={open}
              aria-controls={open ? `${id}-dropdown` : undefined}
              onClick={() => setOpened((now) => !now)}
            >
              {value ? (
                dayjs(value).format(DATE_TIME_DISPLAY_FORMAT)
              ) : (
                <span
                  className={`${Input.classes.placeholder} mantine-DateTimePicker-placeholder`}
                  data-error={field.error ? true : undefined}
                  style={placeholderStyle}
                >
                  {field.placeholder}
                </span>
              )}
            </button>
            <AnchoredPopover
              opened={open}
              target={button}
              position="bottom-start"
              trapFocus
              returnFocus={false}
              withinPortal
              onClose={clampToMinimum}
              onChange={(stillOpen) => stillOpen || setOpened(false)}
              dropdownProps={{
                'data-dates-dropdown': true,
                id: `${id}-dropdown`,
                'aria-labelledby': `${id}-label`,
              }}
            >
              <InlineDateTimePicker
                __staticSelector="DateTimePicker"
                __stopPropagation
                fullWidth={false}
                type="default"
                value={value}
                onChange={answer}
                minDate={minDate}
                size="sm"
                valueFormat={DATE_TIME_DISPLAY_FORMAT}
                timePickerProps={{
                  hoursInputLabel: `Hours of ${name}`,
                  minutesInputLabel: `Minutes of ${name}`,
                }}
                submitButtonProps={{ 'aria-label': `Confirm ${name}` }}
                onSubmit={close}
                __onEnter={close}
              />
            </AnchoredPopover>
          </>
        )}
      />
      {hiddenDatesInput(value)}
    </>
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
