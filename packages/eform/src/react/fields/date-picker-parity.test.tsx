// @vitest-environment jsdom
import { DateInput } from '@mantine/dates';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { type Field, FieldType } from '../../core/index.ts';
import { elsewhereAsButton, elsewhereField, formOf, renderForm, renderUi, settle } from '../test/render.tsx';

/**
 * The date field draws Mantine's DateInput plain (date-picker-field.tsx). Each case is played on Mantine's
 * DateInput, set up as the field set it up, and on the field: the day answered, the text in the box and
 * whether the calendar is open must be the same after every step. plain-markup.test.tsx holds the markup.
 */
const field: Field = {
  Id: 9,
  FieldName: 'Pick-up date',
  FieldType: FieldType.DatePicker,
  MyKey: 'PickUpDate',
};

function MantineDate({ start, minDate }: { start: string | null; minDate?: string }) {
  const [value, setValue] = useState(start);
  return (
    <>
      <DateInput
        id="d"
        label="Pick-up date"
        description="Help"
        value={value}
        valueFormat="D MMM YYYY"
        minDate={minDate}
        clearable
        clearButtonProps={{ 'aria-label': 'Clear Pick-up date' }}
        popoverProps={{ withinPortal: true }}
        onChange={setValue}
      />
      <output data-testid="answer">{value ?? ''}</output>
      <button type="button">Elsewhere</button>
    </>
  );
}

type Step =
  | { type: string }
  | { paste: string }
  | { keys: string }
  | { click: 'box' | 'label' | 'help' | 'elsewhere' | 'clear' }
  | { day: string }
  | 'tab';

async function play(
  render: () => { answer: () => string; user: ReturnType<typeof renderUi>['user'] },
  steps: Step[],
) {
  const { answer, user } = render();
  const box = () => screen.getByRole('textbox', { name: 'Pick-up date' });
  const seen = [];
  for (const step of steps) {
    if (step === 'tab') await user.tab();
    else if ('type' in step) await user.type(box(), step.type);
    else if ('paste' in step) {
      box().focus();
      await user.paste(step.paste);
    } else if ('keys' in step) await user.keyboard(step.keys);
    else if ('day' in step) await user.click(screen.getByRole('button', { name: step.day }));
    else if (step.click === 'box') await user.click(box());
    else if (step.click === 'label') await user.click(screen.getByText('Pick-up date'));
    else if (step.click === 'help') await user.click(screen.getByText('Help'));
    else if (step.click === 'elsewhere') await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    else await user.click(screen.getByRole('button', { name: 'Clear Pick-up date' }));
    await settle();
    seen.push({
      answer: answer(),
      shown: (box() as HTMLInputElement).value,
      calendar: screen.queryAllByRole('button', { name: /\d+ \w+ \d{4}/ }).length > 0,
      focused: document.activeElement === box(),
    });
  }
  return seen;
}

const onMantine = (start: string | null, minDate?: string) => () => {
  const { user } = renderUi(<MantineDate start={start} minDate={minDate} />);
  return { user, answer: () => screen.getByTestId('answer').textContent ?? '' };
};

const onField = (start: string | null, minDate?: string) => () => {
  // The field's MinDate is the day before the first day offered (spec 000 §5: later than MinDate).
  const before = minDate ? new Date(Date.parse(minDate) - 86_400_000).toISOString().slice(0, 10) : undefined;
  const { model, user } = renderForm(
    formOf([{ ...field, Explanation: 'Help', MinDate: before }, elsewhereField]),
    { values: start ? { PickUpDate: start } : {} },
  );
  elsewhereAsButton();
  return { user, answer: () => String(model.getValues().PickUpDate ?? '') };
};

describe('the date field answers as Mantine’s DateInput', () => {
  it.each<[string, string | null, string | undefined, Step[]]>([
    ['typing a day, then leaving the box', null, undefined, [{ type: '2025-03-1' }, { type: '4' }, 'tab']],
    ['pasting a day in words', null, undefined, [{ paste: '14 Mar 2025' }, 'tab']],
    [
      'typing what is no day keeps the day answered',
      '2025-03-10',
      undefined,
      [{ click: 'box' }, { keys: '{End} x' }, 'tab'],
    ],
    [
      'emptying the box clears the day',
      '2025-03-10',
      undefined,
      [{ click: 'box' }, { keys: '{Control>}a{/Control}{Backspace}' }, 'tab'],
    ],
    [
      'picking a day, and picking it again to clear it',
      '2025-03-10',
      undefined,
      [{ click: 'box' }, { day: '21 March 2025' }, { click: 'box' }, { day: '21 March 2025' }],
    ],
    [
      'Escape, the label, the help and a click elsewhere',
      '2025-03-10',
      undefined,
      [
        { click: 'box' },
        { keys: '{Escape}' },
        { click: 'box' },
        { click: 'label' },
        { click: 'help' },
        { click: 'elsewhere' },
      ],
    ],
    ['the clear button', '2025-03-10', undefined, [{ click: 'box' }, { click: 'clear' }]],
    [
      'a day before the first one offered is not answered',
      null,
      '2025-03-12',
      [{ type: '2025-03-11' }, { keys: '{Backspace}3' }, 'tab'],
    ],
  ])('%s', async (_, start, minDate, steps) => {
    const mantine = await play(onMantine(start, minDate), steps);
    document.body.innerHTML = '';
    const plain = await play(onField(start, minDate), steps);
    expect(plain).toEqual(mantine);
  });
});
