// @vitest-environment jsdom
import { DateTimePicker } from '@mantine/dates';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { type Field, FieldType } from '../../core/index.ts';
import { elsewhereAsButton, elsewhereField, formOf, renderForm, renderUi, settle } from '../test/render.tsx';

/**
 * The date-time field draws Mantine's DateTimePicker plain (date-time-picker-field.tsx). Each case is played
 * on Mantine's DateTimePicker, set up as the field set it up, and on the field: the value answered, the text
 * on the button, whether the dropdown is open and what has the focus must be the same after every step.
 */
const field: Field = {
  Id: 20,
  FieldName: 'Departure',
  FieldType: FieldType.DateTimePicker,
  MyKey: 'Departure',
};

function MantineDateTime({ start, minDate }: { start: string | null; minDate?: string }) {
  const [value, setValue] = useState(start);
  return (
    <>
      <DateTimePicker
        id="d"
        label="Departure"
        placeholder="Enter Departure"
        value={value}
        valueFormat="D MMM YYYY HH:mm"
        minDate={minDate}
        clearable
        clearButtonProps={{ 'aria-label': 'Clear Departure' }}
        submitButtonProps={{ 'aria-label': 'Confirm Departure' }}
        timePickerProps={{ hoursInputLabel: 'Hours of Departure', minutesInputLabel: 'Minutes of Departure' }}
        onChange={setValue}
      />
      <output data-testid="answer">{value ?? ''}</output>
      <button type="button">Elsewhere</button>
    </>
  );
}

type Step = { click: string } | { keys: string } | { hours: string };

async function play(
  render: () => { answer: () => string; user: ReturnType<typeof renderUi>['user'] },
  steps: Step[],
) {
  const { answer, user } = render();
  const picker = () => screen.getByRole('button', { name: 'Departure' });
  const seen = [];
  for (const step of steps) {
    if ('keys' in step) await user.keyboard(step.keys);
    else if ('hours' in step) {
      const hours = screen.getByRole('spinbutton', { name: 'Hours of Departure' });
      await user.clear(hours);
      await user.type(hours, step.hours);
    } else if (step.click === 'picker') await user.click(picker());
    else await user.click(screen.getByRole('button', { name: step.click }));
    await settle();
    const focused = document.activeElement as HTMLElement;
    seen.push({
      answer: answer(),
      shown: picker().textContent,
      expanded: picker().getAttribute('aria-expanded'),
      open: screen.queryByRole('dialog') !== null,
      focused:
        focused === document.body ? 'nothing' : (focused.getAttribute('aria-label') ?? focused.textContent),
    });
  }
  return seen;
}

const onMantine = (start: string | null, minDate?: string) => () => {
  const { user } = renderUi(<MantineDateTime start={start} minDate={minDate} />);
  return { user, answer: () => screen.getByTestId('answer').textContent ?? '' };
};

/** The field answers ISO 8601 in UTC; the picker's local 'YYYY-MM-DD HH:mm:ss' is compared. */
const local = (iso: unknown) => (iso ? new Date(String(iso)).toLocaleString('sv-SE').slice(0, 19) : '');

const onField = (start: string | null, minDate?: string) => () => {
  const iso = (text: string) => new Date(text.replace(' ', 'T')).toISOString();
  const { model, user } = renderForm(
    formOf([{ ...field, MinDate: minDate ? iso(minDate) : undefined }, elsewhereField]),
    { values: start ? { Departure: iso(start) } : {} },
  );
  elsewhereAsButton();
  return { user, answer: () => local(model.getValues().Departure) };
};

describe('the date-time field answers as Mantine’s DateTimePicker', () => {
  it.each<[string, string | null, string | undefined, Step[]]>([
    [
      'picking a day and a time, then confirming',
      '2025-03-10 08:00:00',
      undefined,
      [
        { click: 'picker' },
        { click: '14 March 2025' },
        { hours: '09' },
        { keys: '30' },
        { click: 'Confirm Departure' },
      ],
    ],
    [
      'Escape closes and gives the focus back',
      '2025-03-10 08:00:00',
      undefined,
      [{ click: 'picker' }, { keys: '{Escape}' }],
    ],
    [
      'the button opens and closes it; a click elsewhere closes it',
      null,
      undefined,
      [{ click: 'picker' }, { click: 'picker' }, { click: 'picker' }, { click: 'Elsewhere' }],
    ],
    ['the clear button', '2025-03-10 08:00:00', undefined, [{ click: 'Clear Departure' }]],
    [
      'a time before the minimum is moved up to it on closing',
      '2025-03-12 10:00:00',
      '2025-03-12 09:00:00',
      [{ click: 'picker' }, { hours: '07' }, { keys: '{Escape}' }],
    ],
  ])('%s', async (_, start, minDate, steps) => {
    const mantine = await play(onMantine(start, minDate), steps);
    document.body.innerHTML = '';
    const plain = await play(onField(start, minDate), steps);
    expect(plain).toEqual(mantine);
  });
});
