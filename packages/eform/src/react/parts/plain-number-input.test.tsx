// @vitest-environment jsdom
import { MantineProvider, NumberInput } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { settle } from '../test/render.tsx';
import type { NumberText } from './number-typing.ts';
import { controlAttributes } from './plain-input.tsx';
import { PlainNumberBox } from './plain-number-input.tsx';

/**
 * The plain number box must behave as Mantine's NumberInput, whose rules it takes over (number-typing.ts):
 * each case is played on both, and what the field was told (every onChange) and what the box shows must be
 * the same. plain-markup.test.tsx holds the markup.
 */
type Options = { min?: number; max?: number; step?: number; allowDecimal?: boolean; start?: NumberText };

function Mantine({ options, seen }: { options: Options; seen: NumberText[] }) {
  const [value, setValue] = useState<NumberText>(options.start ?? '');
  return (
    <NumberInput
      label="Amount"
      value={value}
      min={options.min}
      max={options.max}
      step={options.step}
      allowDecimal={options.allowDecimal}
      clampBehavior="blur"
      thousandSeparator=","
      onChange={(next) => {
        seen.push(next);
        setValue(next);
      }}
    />
  );
}

function Plain({ options, seen }: { options: Options; seen: NumberText[] }) {
  const [value, setValue] = useState<NumberText>(options.start ?? '');
  const state = { error: false, disabled: false };
  return (
    <>
      <label htmlFor="amount">Amount</label>
      <PlainNumberBox
        state={state}
        control={{
          ...controlAttributes(state),
          id: 'amount',
          disabled: false,
          'aria-describedby': undefined,
        }}
        value={value}
        bounds={{ min: options.min, max: options.max }}
        step={options.step}
        allowDecimal={options.allowDecimal}
        onChange={(next) => {
          seen.push(next);
          setValue(next);
        }}
      />
    </>
  );
}

type Step = { type: string } | { paste: string } | { key: string } | 'leave';

async function play(Box: typeof Mantine, options: Options, steps: Step[]) {
  const seen: NumberText[] = [];
  const user = userEvent.setup();
  const { unmount } = render(
    <MantineProvider>
      <Box options={options} seen={seen} />
      <button type="button">elsewhere</button>
    </MantineProvider>,
  );
  const input = screen.getByRole('textbox', { name: 'Amount' });
  await user.click(input);
  for (const step of steps) {
    if (step === 'leave') await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    else if ('type' in step) await user.type(input, step.type);
    else if ('paste' in step) await user.paste(step.paste);
    else await user.keyboard(step.key);
    // Mantine moves the caret in a timeout after stepping and pasting.
    await settle();
  }
  const shown = (input as HTMLInputElement).value;
  unmount();
  return { seen, shown };
}

describe('the plain number box behaves as Mantine’s NumberInput', () => {
  it.each<[string, Options, Step[]]>([
    ['typing a decimal amount, grouped in thousands', {}, [{ type: '1234.50' }]],
    ['typing a negative number and its leading zeros', {}, [{ type: '-007.0' }, 'leave']],
    ['typing past the maximum, clamped on leaving', { min: 1, max: 8 }, [{ type: '12' }, 'leave']],
    ['typing below the minimum, clamped on leaving', { min: 5, max: 8 }, [{ type: '3' }, 'leave']],
    ['a trailing decimal point on leaving', {}, [{ type: '15.' }, 'leave']],
    ['whole numbers only', { allowDecimal: false }, [{ type: '12.5' }]],
    ['a comma typed as the decimal point', {}, [{ type: '3,25' }]],
    [
      'stepping up from empty within the bounds',
      { min: 2, max: 4 },
      [{ key: '{ArrowUp}{ArrowUp}{ArrowUp}' }],
    ],
    ['stepping down to the minimum', { min: 2, start: 4 }, [{ key: '{ArrowDown}{ArrowDown}{ArrowDown}' }]],
    [
      'stepping in the finer precision',
      { step: 0.25, start: 1.1 },
      [{ key: '{ArrowUp}{ArrowDown}{ArrowDown}' }],
    ],
    ['stepping down from empty without bounds', {}, [{ key: '{ArrowDown}' }]],
    ['pasting a number with a comma as the decimal point', {}, [{ paste: '1234,56' }]],
    ['pasting a number grouped in thousands', {}, [{ paste: '1,234,567.5' }]],
    ['pasting mixed separators', {}, [{ paste: '1.234.567,5' }]],
    ['Backspace with the caret at the start', { start: -5 }, [{ key: '{Home}{Backspace}' }, { type: '1' }]],
  ])('%s', async (_, options, steps) => {
    const mantine = await play(Mantine, options, steps);
    const plain = await play(Plain, options, steps);
    expect(plain).toEqual(mantine);
    expect(plain.seen.length).toBeGreaterThan(0);
  });
});
