import { Slider } from '@mantine/core';
import { useMove } from '@mantine/hooks';
import {
  type CSSProperties,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  useRef,
  useState,
} from 'react';
import { clampNumber } from '../../core/index.ts';
import { decimalPlaces } from './number-typing.ts';

/**
 * Mantine's Slider (one thumb, horizontal, left to right, size 'md') as the range field draws it, with plain
 * elements and Mantine's class names, for the reason given in plain-input.tsx, and Mantine's behaviour: the
 * pointer drags anywhere on the track (Mantine's useMove), arrow keys move by a step, Home and End go to the
 * ends, and the value's label shows while the thumb is dragged, focused or hovered. plain-markup.test.tsx
 * holds the markup to Mantine's and plain-slider.test.tsx plays the same steps on both.
 */
const classes = Slider.classes;

const rootStyle = {
  '--slider-size': 'var(--slider-size-md)',
  '--slider-radius': 'var(--mantine-radius-xl)',
  '--slider-thumb-size': 'calc(var(--slider-size) * 2)',
  marginTop: 'var(--mantine-spacing-xs)',
  marginBottom: 'var(--mantine-spacing-md)',
} as CSSProperties;

const positionOf = (value: number, min: number, max: number) =>
  clampNumber(((value - min) / (max - min)) * 100, 0, 100);

/** The value at a fraction of the track, on a step. */
function valueAt(fraction: number, min: number, max: number, step: number) {
  const distance = fraction * (max - min);
  const stepped = (distance !== 0 ? Math.round(distance / step) * step : 0) + min;
  return Number(Math.max(stepped, min).toFixed(decimalPlaces(step)));
}

export type SliderMark = { value: number; label: ReactNode };

export type PlainSliderProps = {
  min: number;
  max: number;
  step: number;
  value: number;
  disabled: boolean;
  /** The thumb's ARIA (its label, help and error). */
  thumbProps: HTMLAttributes<HTMLDivElement>;
  label: (value: number) => ReactNode;
  marks: SliderMark[];
  /** Classes added to each mark's wrapper and label. */
  markClassNames: { wrapper: string; label: string };
  onChange: (value: number) => void;
};

export function PlainSlider({
  min,
  max,
  step,
  value: given,
  disabled,
  thumbProps,
  label,
  marks,
  markClassNames,
  onChange,
}: PlainSliderProps) {
  const value = clampNumber(given, min, max);
  const position = positionOf(value, min, max);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const thumb = useRef<HTMLDivElement>(null);
  const { ref: track, active: dragging } = useMove(({ x }) => {
    if (!disabled) onChange(clampNumber(valueAt(x, min, max, step), min, max));
  });

  const moveTo = (event: KeyboardEvent, next: number) => {
    event.preventDefault();
    thumb.current?.focus();
    onChange(next);
  };
  const byStep = (direction: 1 | -1) =>
    Number(clampNumber(value + direction * step, min, max).toFixed(decimalPlaces(step)));
  const onKeyDownCapture = (event: KeyboardEvent) => {
    if (disabled) return;
    if (event.key === 'ArrowUp' || event.key === 'ArrowRight') moveTo(event, byStep(1));
    else if (event.key === 'ArrowDown' || event.key === 'ArrowLeft') moveTo(event, byStep(-1));
    else if (event.key === 'Home') moveTo(event, min);
    else if (event.key === 'End') moveTo(event, max);
  };
  const labelShown = dragging || focused || hovered;
  return (
    <div
      ref={root}
      style={rootStyle}
      className={`${classes.root} mantine-Slider-root`}
      data-size="md"
      tabIndex={-1}
      onKeyDownCapture={onKeyDownCapture}
      onMouseDownCapture={() => root.current?.focus()}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: hovering the track only shows the label, which focusing the thumb shows too */}
      <div
        ref={track}
        className={`${classes.trackContainer} mantine-Slider-trackContainer`}
        data-disabled={disabled || undefined}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
      >
        <div className={`${classes.track} mantine-Slider-track`} data-disabled={disabled || undefined}>
          <div
            style={
              {
                '--slider-bar-width': `calc(${position}% + 2 * var(--slider-size))`,
                '--slider-bar-offset': 'calc(0% - var(--slider-size))',
              } as CSSProperties
            }
            className={`${classes.bar} mantine-Slider-bar`}
            data-disabled={disabled || undefined}
          />
          {/* biome-ignore lint/a11y/useKeyWithClickEvents: the click is only kept from the track; the root takes the keys */}
          <div
            style={{ '--slider-thumb-offset': `${position}%` } as CSSProperties}
            className={`mantine-focus-auto ${classes.thumb} mantine-Slider-thumb`}
            {...thumbProps}
            ref={thumb}
            tabIndex={disabled ? -1 : 0}
            role="slider"
            aria-valuemax={max}
            aria-valuemin={min}
            aria-valuenow={value}
            aria-disabled={disabled}
            aria-orientation="horizontal"
            data-dragging={dragging || undefined}
            data-disabled={disabled || undefined}
            onFocus={() => setFocused(true)}
            onBlur={() => setFocused(false)}
            onClick={(event) => event.stopPropagation()}
          >
            {labelShown && <div className={`${classes.label} mantine-Slider-label`}>{label(value)}</div>}
          </div>
          <div>
            {marks.map((mark, index) => (
              <div
                // biome-ignore lint/suspicious/noArrayIndexKey: Mantine keys its marks by position too
                key={index}
                style={{ '--mark-offset': `${positionOf(mark.value, min, max)}%` } as CSSProperties}
                className={`${markClassNames.wrapper} ${classes.markWrapper} mantine-Slider-markWrapper`}
              >
                <div
                  className={`${classes.mark} mantine-Slider-mark`}
                  data-filled={mark.value <= value || undefined}
                  data-disabled={disabled || undefined}
                />
                <div className={`${markClassNames.label} ${classes.markLabel} mantine-Slider-markLabel`}>
                  {mark.label}
                </div>
              </div>
            ))}
          </div>
        </div>
      </div>
      <input type="hidden" value={value} />
    </div>
  );
}
