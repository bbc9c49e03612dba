import { NumberInput, type NumberInputHandlers, UnstyledButton } from '@mantine/core';
import { type CSSProperties, type RefObject, useRef } from 'react';
import type { Field } from '../../core/index.ts';
import { unitSections } from './unit-of-measure.tsx';

/**
 * The up and down chevrons of Mantine's NumberInput, drawn with plain elements (see plain-input.tsx) and
 * wired to the input's own increment and decrement (handlersRef), so stepping behaves as Mantine's: the
 * number input keeps its value handling and the chevrons cost two elements instead of two components.
 */
const controlsStyle = { '--ni-chevron-size': 'var(--ni-chevron-size-sm)' } as CSSProperties;
const controlClasses = `mantine-focus-auto ${NumberInput.classes.control} mantine-NumberInput-control ${UnstyledButton.classes.root} mantine-UnstyledButton-root`;
const upStyle: CSSProperties = {
  width: 'var(--ni-chevron-size)',
  height: 'var(--ni-chevron-size)',
  transform: 'rotate(180deg)',
};
const downStyle: CSSProperties = { width: 'var(--ni-chevron-size)', height: 'var(--ni-chevron-size)' };

function Chevron({ style }: { style: CSSProperties }) {
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: decorative, inside a button hidden from screen readers (as Mantine draws it)
    <svg style={style} viewBox="0 0 15 15" fill="none" xmlns="http://www.w3.org/2000/svg">
      <path
        d="M3.13523 6.15803C3.3241 5.95657 3.64052 5.94637 3.84197 6.13523L7.5 9.56464L11.158 6.13523C11.3595 5.94637 11.6759 5.95657 11.8648 6.15803C12.0536 6.35949 12.0434 6.67591 11.842 6.86477L7.84197 10.6148C7.64964 10.7951 7.35036 10.7951 7.15803 10.6148L3.15803 6.86477C2.95657 6.67591 2.94637 6.35949 3.13523 6.15803Z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  );
}

type Bounds = { min?: number; max?: number };

function NumberControls({
  value,
  min,
  max,
  disabled,
  handlers,
  input,
}: Bounds & {
  value: number | string;
  disabled: boolean;
  handlers: RefObject<NumberInputHandlers | null>;
  input: RefObject<HTMLInputElement | null>;
}) {
  const chevron = (direction: 'up' | 'down', atLimit: boolean) => (
    <button
      className={controlClasses}
      data-direction={direction}
      type="button"
      tabIndex={-1}
      aria-hidden
      disabled={disabled || atLimit}
      // Keep the keyboard in the input, as Mantine does.
      onMouseDown={(event) => event.preventDefault()}
      onPointerDown={(event) => {
        event.preventDefault();
        input.current?.focus();
        if (direction === 'up') handlers.current?.increment();
        else handlers.current?.decrement();
      }}
    >
      <Chevron style={direction === 'up' ? upStyle : downStyle} />
    </button>
  );
  return (
    <div className={`${NumberInput.classes.controls} mantine-NumberInput-controls`} style={controlsStyle}>
      {chevron('up', typeof value === 'number' && max !== undefined && value >= max)}
      {chevron('down', typeof value === 'number' && min !== undefined && value <= min)}
    </div>
  );
}

/** Whether Mantine would offer the chevrons for this value (a number, nothing yet, or a number's text). */
const canStep = (value: number | string) =>
  typeof value === 'number' ? value < Number.MAX_SAFE_INTEGER : value === '' || !Number.isNaN(Number(value));

/**
 * Props for a Mantine NumberInput that draw its chevrons with NumberControls (or the field's unit after the
 * value instead, as Mantine does when a right section is given). Spread after the input's own props.
 */
export function usePlainNumberControls(
  field: Field,
  value: number | string,
  options: Bounds & { disabled: boolean; hidden?: boolean },
) {
  const handlers = useRef<NumberInputHandlers | null>(null);
  const input = useRef<HTMLInputElement | null>(null);
  const sections = unitSections(field);
  const showControls = !options.hidden && !('rightSection' in sections) && canStep(value);
  return {
    ...sections,
    hideControls: true,
    handlersRef: handlers,
    ref: input,
    ...(showControls
      ? {
          rightSection: (
            <NumberControls
              value={value}
              min={options.min}
              max={options.max}
              disabled={options.disabled}
              handlers={handlers}
              input={input}
            />
          ),
        }
      : {}),
  };
}
