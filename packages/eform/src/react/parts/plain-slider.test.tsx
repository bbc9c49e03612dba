// @vitest-environment jsdom
import { MantineProvider, Slider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentType, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settle } from '../test/render.tsx';
import { PlainSlider, type PlainSliderProps } from './plain-slider.tsx';

/**
 * The plain slider must answer as Mantine's Slider does: each case is played on both, and what the field was
 * told (every onChange), the thumb's value and the label shown after each step must be the same. The track
 * is 200 px wide from x = 0. plain-markup.test.tsx holds the markup.
 */
type Setup = { start: number; step: number; disabled?: boolean; seen: number[] };

/** The slider as the range field uses it, holding its own value and noting every answer. */
const held = (Rail: ComponentType<PlainSliderProps>) =>
  function Held({ start, step, disabled = false, seen }: Setup) {
    const [value, setValue] = useState(start);
    return (
      <Rail
        min={0}
        max={50}
        step={step}
        value={value}
        disabled={disabled}
        thumbProps={{ 'aria-labelledby': 'fuel' }}
        label={(v) => `${v} l`}
        marks={[
          { value: 0, label: '0' },
          { value: 50, label: '50' },
        ]}
        markClassNames={{ wrapper: 'w', label: 'l' }}
        onChange={(next) => {
          seen.push(next);
          setValue(next);
        }}
      />
    );
  };

function MantineRail({ markClassNames, ...props }: PlainSliderProps) {
  return (
    <Slider
      mt="xs"
      mb="md"
      classNames={{ markWrapper: markClassNames.wrapper, markLabel: markClassNames.label }}
      {...props}
    />
  );
}
const Mantine = held(MantineRail);
const Plain = held(PlainSlider);

type Step = { keys: string } | { press: number } | { drag: number } | 'release' | 'hover' | 'leave' | 'blur';
type Seen = { told: number[]; now: string | null; label: string | null };

const nextFrame = () => act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));

async function play(Rail: ComponentType<Setup>, setup: Omit<Setup, 'seen'>, steps: Step[]) {
  const seen: number[] = [];
  const user = userEvent.setup({ delay: null });
  const { container, unmount } = render(
    <MantineProvider>
      <Rail {...setup} seen={seen} />
    </MantineProvider>,
  );
  const thumb = screen.getByRole('slider');
  const track = container.querySelector('.mantine-Slider-trackContainer') as HTMLElement;
  track.getBoundingClientRect = () => ({
    left: 0,
    top: 0,
    width: 200,
    height: 8,
    right: 200,
    bottom: 8,
    x: 0,
    y: 0,
    toJSON: () => '',
  });
  const after: Seen[] = [];
  for (const step of steps) {
    if (typeof step === 'object' && 'keys' in step) {
      thumb.focus();
      await user.keyboard(step.keys);
    } else if (typeof step === 'object' && 'press' in step) {
      fireEvent.mouseDown(track, { clientX: step.press, clientY: 4 });
      await nextFrame();
    } else if (typeof step === 'object' && 'drag' in step) {
      fireEvent.mouseMove(document, { clientX: step.drag, clientY: 4 });
      await nextFrame();
    } else if (step === 'release') {
      fireEvent.mouseUp(document);
      await settle();
    } else if (step === 'hover') fireEvent.mouseEnter(track);
    else if (step === 'leave') fireEvent.mouseLeave(track);
    else act(() => thumb.blur());
    after.push({
      told: [...seen],
      now: thumb.getAttribute('aria-valuenow'),
      label: container.querySelector('.mantine-Slider-label')?.textContent ?? null,
    });
  }
  unmount();
  return after;
}

describe('the plain slider answers as Mantine’s Slider', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it.each<[string, Omit<Setup, 'seen'>, Step[]]>([
    [
      'arrow keys by a step, clamped at the ends',
      { start: 40, step: 5 },
      [
        { keys: '{ArrowRight}' },
        { keys: '{ArrowUp}{ArrowUp}' },
        { keys: '{ArrowLeft}' },
        { keys: '{ArrowDown}' },
        'blur',
      ],
    ],
    ['Home and End', { start: 20, step: 5 }, [{ keys: '{End}' }, { keys: '{Home}' }, { keys: '{Home}' }]],
    [
      'a decimal step keeps its decimals',
      { start: 0, step: 0.1 },
      [{ keys: '{ArrowRight}{ArrowRight}{ArrowRight}' }, { keys: '{ArrowLeft}' }],
    ],
    [
      'a press and a drag, on steps, clamped to the track',
      { start: 0, step: 5 },
      [{ press: 61 }, { drag: 130 }, { drag: 260 }, { drag: -20 }, 'release', { drag: 100 }],
    ],
    ['the label while hovered', { start: 10, step: 5 }, ['hover', 'leave']],
    [
      'disabled: no key or pointer moves it',
      { start: 10, step: 5, disabled: true },
      [{ keys: '{ArrowRight}{End}' }, { press: 150 }, 'release'],
    ],
  ])('%s', async (_, setup, steps) => {
    const mantine = await play(Mantine, setup, steps);
    const plain = await play(Plain, setup, steps);
    expect(plain).toEqual(mantine);
    // The case moved something (or, disabled, showed that nothing moves).
    expect(mantine.some((seen) => seen.told.length > 0 || seen.label !== null) || setup.disabled).toBe(true);
  });
});
