import { NumberInput, UnstyledButton } from '@mantine/core';
import { type ClipboardEvent, type CSSProperties, type KeyboardEvent, type RefObject, useRef } from 'react';
import { NumericFormat } from 'react-number-format';
import { keepFocusOnPress } from './keep-focus.ts';
import {
  canStep,
  caretAfterPaste,
  type NumberBounds,
  type NumberText,
  numberOnLeaving,
  pastedNumberText,
  steppedNumber,
  typedNumber,
} from './number-typing.ts';
import { mantineChevron } from './plain-display.tsx';
import type { PlainControlProps } from './plain-field.tsx';
import { type BoxState, PlainInputBox, type SectionProps } from './plain-input.tsx';

/**
 * Mantine's NumberInput drawn with plain elements (see plain-input.tsx) around react-number-format's
 * NumericFormat, the library Mantine draws it with: thousands grouped with ',', '.' or ',' typed as the
 * decimal point, arrow keys and chevrons stepping, the value clamped on leaving (number-typing.ts). Number
 * boxes fill tables and lists of boxes, and Mantine's costs about three times the plain one to render.
 */
export const numberRootClass = `${NumberInput.classes.root} mantine-NumberInput-root`;

const controlsStyle = { '--ni-chevron-size': 'var(--ni-chevron-size-sm)' } as CSSProperties;
const controlClasses = `mantine-focus-auto ${NumberInput.classes.control} mantine-NumberInput-control ${UnstyledButton.classes.root} mantine-UnstyledButton-root`;
const upStyle: CSSProperties = {
  width: 'var(--ni-chevron-size)',
  height: 'var(--ni-chevron-size)',
  transform: 'rotate(180deg)',
};
const downStyle: CSSProperties = { width: 'var(--ni-chevron-size)', height: 'var(--ni-chevron-size)' };

const upChevron = mantineChevron(upStyle);
const downChevron = mantineChevron(downStyle);

/** The up and down chevrons; they keep the keyboard in the input, as Mantine's do. */
function Chevrons({
  value,
  bounds,
  disabled,
  onStep,
}: {
  value: NumberText;
  bounds: NumberBounds;
  disabled: boolean;
  onStep: (direction: 1 | -1) => void;
}) {
  const chevron = (direction: 1 | -1, atLimit: boolean) => (
    <button
      className={controlClasses}
      data-direction={direction === 1 ? 'up' : 'down'}
      type="button"
      tabIndex={-1}
      aria-hidden
      disabled={disabled || atLimit}
      {...keepFocusOnPress}
      onPointerDown={(event) => {
        event.preventDefault();
        onStep(direction);
      }}
    >
      {direction === 1 ? upChevron : downChevron}
    </button>
  );
  const { min, max } = bounds;
  return (
    <div className={`${NumberInput.classes.controls} mantine-NumberInput-controls`} style={controlsStyle}>
      {chevron(1, typeof value === 'number' && max !== undefined && value >= max)}
      {chevron(-1, typeof value === 'number' && min !== undefined && value <= min)}
    </div>
  );
}

const caretTo = (input: RefObject<HTMLInputElement | null>, at: (input: HTMLInputElement) => number) =>
  setTimeout(() => {
    const box = input.current;
    if (!box) return;
    const position = at(box);
    box.setSelectionRange(position, position);
  }, 0);

export type PlainNumberBoxProps = {
  state: BoxState;
  control: Omit<PlainControlProps, 'required'> & { required?: boolean; placeholder?: string };
  value: NumberText;
  bounds: NumberBounds;
  step?: number;
  allowDecimal?: boolean;
  /** The field's unit of measure, before or after the value; a unit after it takes the chevrons' place. */
  unit?: SectionProps;
  /** Leaves the chevrons out (a field with minus and plus buttons of its own). */
  withoutChevrons?: boolean;
  onChange: (value: NumberText) => void;
};

/** The box of a number field (inside a PlainFrame): the input, its unit and its chevrons. */
export function PlainNumberBox({
  state,
  control,
  value,
  bounds,
  step = 1,
  allowDecimal = true,
  unit = {},
  withoutChevrons,
  onChange,
}: PlainNumberBoxProps) {
  const input = useRef<HTMLInputElement | null>(null);
  const stepBy = (direction: 1 | -1) => {
    const next = steppedNumber(value, direction, step, bounds);
    if (next === undefined) return;
    onChange(next);
    caretTo(input, (box) => box.value.length);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    stepBy(event.key === 'ArrowUp' ? 1 : -1);
  };
  // A Backspace with the caret at the start would move it past the minus sign or a separator.
  const onKeyDownCapture = (event: KeyboardEvent<HTMLInputElement>) => {
    const box = event.currentTarget;
    if (event.key !== 'Backspace' || box.selectionStart !== 0 || box.selectionEnd !== 0) return;
    event.preventDefault();
    caretTo(input, () => 0);
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text');
    const readable = pastedNumberText(pasted);
    if (readable === pasted) return;
    event.preventDefault();
    const box = event.currentTarget;
    const start = box.selectionStart ?? 0;
    const text = box.value.slice(0, start) + readable + box.value.slice(box.selectionEnd ?? 0);
    // Set as the browser would, so NumericFormat formats it and reports the change.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(box, text);
    box.dispatchEvent(new Event('change', { bubbles: true }));
    caretTo(input, (formatted) => caretAfterPaste(text, start + readable.length, formatted.value));
  };
  const chevrons =
    !withoutChevrons && !unit.rightSection && canStep(value)
      ? {
          rightSection: (
            <Chevrons
              value={value}
              bounds={bounds}
              disabled={state.disabled}
              onStep={(direction) => {
                input.current?.focus();
                stepBy(direction);
              }}
            />
          ),
        }
      : {};
  const sections: SectionProps = {
    rightSectionWidth: 'var(--ni-right-section-width-sm)',
    rightSectionPointerEvents: state.disabled ? 'none' : undefined,
    ...unit,
    ...chevrons,
  };
  return (
    <PlainInputBox state={state} sections={sections}>
      <NumericFormat
        {...control}
        getInputRef={input}
        inputMode="decimal"
        value={value}
        thousandSeparator=","
        allowedDecimalSeparators={['.', ',']}
        decimalScale={allowDecimal ? undefined : 0}
        allowLeadingZeros
        onValueChange={(values, { source }) => {
          if (source === 'event') onChange(typedNumber(values.value, values.floatValue));
        }}
        onKeyDown={onKeyDown}
        onKeyDownCapture={onKeyDownCapture}
        onPaste={onPaste}
        onBlur={() => {
          const left = numberOnLeaving(value, bounds);
          if (left !== value) onChange(left);
        }}
      />
    </PlainInputBox>
  );
}
