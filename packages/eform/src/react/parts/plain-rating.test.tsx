// @vitest-environment jsdom
import { MantineProvider, Rating } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentType, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PlainRating } from './plain-rating.tsx';

/**
 * The plain rating must answer as Mantine's Rating does: each case is played on both, and what the field
 * was told (every onChange) and what the stars show after each step must be the same. The root is 100 px
 * wide, 20 px a star. plain-markup.test.tsx holds the markup.
 */
type Props = { start: number; readOnly?: boolean; seen: number[] };
const starLabel = (stars: number) => `${stars} star${stars === 1 ? '' : 's'}`;

type RatingProps = {
  role: string;
  'aria-label': string;
  name: string;
  count: number;
  value: number;
  allowClear: boolean;
  readOnly?: boolean;
  getSymbolLabel: (stars: number) => string;
  onChange: (stars: number) => void;
};

/** The stars as the rating field uses them, holding their own value and noting every answer. */
const rated = (Stars: ComponentType<RatingProps>) =>
  function Rated({ start, readOnly, seen }: Props) {
    const [value, setValue] = useState(start);
    return (
      <Stars
        role="radiogroup"
        aria-label="Rating"
        name="rating"
        count={5}
        value={value}
        allowClear
        readOnly={readOnly}
        getSymbolLabel={starLabel}
        onChange={(stars) => {
          seen.push(stars);
          setValue(stars);
        }}
      />
    );
  };
const Mantine = rated(Rating as ComponentType<RatingProps>);
const Plain = rated(PlainRating);

type Step =
  | { click: number }
  | { pick: number }
  | { press: ' ' | 'Enter'; on: number }
  | { blur: number }
  | { hover: number }
  | 'leave'
  | { touch: number };

const radio = (stars: number) => screen.getByRole('radio', { name: starLabel(stars) });
const labelOf = (stars: number) => document.querySelector(`label[for="${radio(stars).id}"]`)!;

/** What a person sees: stars filled, the star group under the pointer, the checked and the active radio. */
function shown(root: HTMLElement) {
  const groups = [...root.querySelectorAll('.mantine-Rating-symbolGroup')];
  return {
    // The 'no stars' choice's star is clipped away entirely.
    filled: root.querySelectorAll('.mantine-Rating-symbolBody:not([style*="clip-path"]) svg[data-filled]')
      .length,
    hoveredGroup: groups.findIndex((group) => group.hasAttribute('data-active')),
    checked: root.querySelector<HTMLInputElement>('input:checked')?.value ?? null,
    active: root.querySelector<HTMLInputElement>('input[data-active]')?.value ?? null,
  };
}

async function play(Stars: typeof Mantine, start: number, steps: Step[], readOnly = false) {
  const seen: number[] = [];
  const user = userEvent.setup();
  const { unmount, container } = render(
    <MantineProvider>
      <Stars start={start} readOnly={readOnly} seen={seen} />
    </MantineProvider>,
  );
  const root = container.querySelector<HTMLElement>('.mantine-Rating-root')!;
  const states = [shown(root)];
  for (const step of steps) {
    if (step === 'leave') fireEvent.mouseLeave(root);
    else if ('click' in step)
      await user.click(
        readOnly ? root.querySelectorAll('.mantine-Rating-label')[step.click]! : labelOf(step.click),
      );
    else if ('pick' in step) fireEvent.click(radio(step.pick));
    else if ('press' in step) fireEvent.keyDown(radio(step.on), { key: step.press });
    else if ('blur' in step) fireEvent.blur(radio(step.blur));
    else if ('hover' in step) {
      fireEvent.mouseEnter(root);
      fireEvent.mouseMove(root, { clientX: step.hover });
    } else {
      const at = [{ clientX: step.touch, clientY: 5 }];
      fireEvent.touchStart(root, { touches: at });
      fireEvent.touchEnd(root, { changedTouches: at });
    }
    states.push(shown(root));
  }
  unmount();
  return { seen, states };
}

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const width = this.classList.contains('mantine-Rating-root') ? 100 : 0;
    return { left: 0, right: width, width, top: 0, bottom: 20, height: 20, x: 0, y: 0, toJSON: () => ({}) };
  });
});
afterEach(() => vi.restoreAllMocks());

describe('the plain rating answers as Mantine’s Rating', () => {
  it.each<[string, number, Step[]]>([
    ['a click on the third star', 0, [{ click: 3 }]],
    ['a click on the chosen star clears it', 3, [{ click: 3 }, { click: 3 }]],
    ['a click on another star', 2, [{ click: 5 }, { click: 1 }]],
    ['the pointer over the fourth star shows four, leaving shows the answer', 2, [{ hover: 65 }, 'leave']],
    ['the pointer at either end of the stars', 3, [{ hover: 1 }, { hover: 99 }, { hover: 140 }, 'leave']],
    ['a hover then a click', 1, [{ hover: 45 }, { click: 3 }, 'leave']],
    ['arrowing to a radio previews it, Space answers it', 1, [{ pick: 4 }, { press: ' ', on: 4 }]],
    [
      'Enter answers, Enter on the chosen star clears it',
      0,
      [
        { press: 'Enter', on: 2 },
        { press: 'Enter', on: 2 },
      ],
    ],
    ['leaving a radio with the pointer away drops the preview', 2, [{ pick: 5 }, { blur: 5 }]],
    [
      'the pointer on the stars keeps the preview when a radio is left',
      2,
      [{ hover: 30 }, { pick: 5 }, { blur: 5 }],
    ],
    ['the "no stars" radio', 3, [{ pick: 0 }, { press: ' ', on: 0 }]],
    ['a touch answers and the click it causes is ignored', 0, [{ touch: 50 }, { click: 3 }]],
  ])('%s', async (_, start, steps) => {
    const mantine = await play(Mantine, start, steps);
    const plain = await play(Plain, start, steps);
    expect(plain).toEqual(mantine);
    // The case is not empty: something was answered or shown.
    expect(
      mantine.seen.length + new Set(mantine.states.map((state) => JSON.stringify(state))).size,
    ).toBeGreaterThan(1);
  });

  it('read-only: clicks, hovering and touches change nothing', async () => {
    const steps: Step[] = [{ click: 2 }, { hover: 90 }, { touch: 10 }];
    const mantine = await play(Mantine, 4, steps, true);
    const plain = await play(Plain, 4, steps, true);
    expect(plain).toEqual(mantine);
    expect(plain.seen).toEqual([]);
    expect(plain.states.every((state) => state.filled === 4)).toBe(true);
  });
});
