import { Rating, useDirection } from '@mantine/core';
import {
  type CSSProperties,
  type HTMLAttributes,
  type MouseEvent,
  type TouchEvent,
  useId,
  useRef,
  useState,
} from 'react';
import { clampNumber } from '../../core/index.ts';

/**
 * Mantine's Rating (size sm, yellow, whole stars) drawn with plain elements and Mantine's class names, as
 * the other plain controls: the same radios, labels and stars, so Mantine's stylesheet draws it alike, and
 * the same ways to answer it. Mantine's costs two components and a context per star, and a form of many
 * rating questions paid for that on its first render. plain-markup.test.tsx holds it to Mantine's markup,
 * plain-rating.test.tsx plays the same mouse, touch and keyboard input on both.
 */
const classes = Rating.classes;
// Mantine ignores a click that follows a touch this closely: the touch has answered already.
const EMULATED_CLICK_MS = 500;
const TOUCH_MOVE_THRESHOLD = 10;
const NOT_HOVERED = -1;

const starPath =
  'M12 17.75l-6.172 3.245l1.179 -6.873l-5 -4.867l6.9 -1l3.086 -6.253l3.086 6.253l6.9 1l-5 4.867l1.179 6.873z';

function Star({ filled }: { filled: boolean }) {
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: Mantine's star; the radio it sits beside carries the name.
    <svg
      viewBox="0 0 24 24"
      strokeLinecap="round"
      strokeLinejoin="round"
      fill="none"
      xmlns="http://www.w3.org/2000/svg"
      className={`${classes.starSymbol} mantine-Rating-starSymbol`}
      data-filled={filled || undefined}
    >
      <path d={starPath} />
    </svg>
  );
}

export type PlainRatingProps = Omit<HTMLAttributes<HTMLDivElement>, 'onChange'> & {
  count: number;
  /** The chosen stars, 0 for none. */
  value: number;
  readOnly?: boolean;
  /** Choosing the chosen star again clears the rating. */
  allowClear?: boolean;
  name?: string;
  getSymbolLabel?: (stars: number) => string;
  onChange?: (stars: number) => void;
  /** CSS margin-top of the root, e.g. 'calc(0.25rem * var(--mantine-scale))'. */
  marginTop?: string;
};

export function PlainRating({
  count,
  value,
  readOnly = false,
  allowClear = false,
  name,
  getSymbolLabel = String,
  onChange,
  marginTop,
  style,
  ...rootAttributes
}: PlainRatingProps) {
  const { dir } = useDirection();
  const rootId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const lastTouchAt = useRef(0);
  const [hovered, setHovered] = useState(NOT_HOVERED);
  // Whether the pointer is off the stars: read when a radio loses the focus, never drawn.
  const pointerOutside = useRef(true);
  const stable = Math.round(value);
  const shown = hovered === NOT_HOVERED ? stable : hovered;

  // The star under the pointer: the root is `count` stars wide.
  const starAt = (clientX: number) => {
    if (!rootRef.current) return 0;
    const { left, right, width } = rootRef.current.getBoundingClientRect();
    const stars = (dir === 'rtl' ? right - clientX : clientX - left) / (width / count);
    return clampNumber(Math.round(stars + 0.5), 1, count);
  };
  const answer = (stars: number) => onChange?.(allowClear && stars === stable ? 0 : stars);
  const choose = (stars: number) => {
    if (readOnly || Date.now() - lastTouchAt.current < EMULATED_CLICK_MS) return;
    answer(stars);
  };

  const pointer = readOnly
    ? {}
    : {
        onMouseEnter: () => {
          pointerOutside.current = false;
        },
        onMouseMove: (event: MouseEvent) => setHovered(starAt(event.clientX)),
        onMouseLeave: () => {
          setHovered(NOT_HOVERED);
          pointerOutside.current = true;
        },
      };
  const touch = {
    onTouchStart: ({ touches }: TouchEvent) => {
      touchStart.current = touches.length === 1 ? { x: touches[0]!.clientX, y: touches[0]!.clientY } : null;
    },
    onTouchMove: ({ touches }: TouchEvent) => {
      const start = touchStart.current;
      const now = touches[0];
      if (start && now && Math.hypot(now.clientX - start.x, now.clientY - start.y) > TOUCH_MOVE_THRESHOLD)
        touchStart.current = null;
    },
    onTouchCancel: () => {
      touchStart.current = null;
    },
    onTouchEnd: (event: TouchEvent) => {
      const start = touchStart.current;
      const end = event.changedTouches[0];
      touchStart.current = null;
      if (!start || !end || readOnly) return;
      event.preventDefault();
      answer(starAt(end.clientX));
      lastTouchAt.current = Date.now();
    },
  };

  const symbol = (stars: number) => {
    // The first star also holds the 'no stars' choice, drawn fully clipped under the first star; ids are
    // Mantine's `{root}-{star group}-{place in the group}`.
    const isZero = stars === 0;
    const active = stars === shown;
    const id = stars <= 1 ? `${rootId}-0-${stars}` : `${rootId}-${stars - 1}-0`;
    const labelStyle = isZero
      ? ({ '--rating-item-z-index': active ? '2' : '0' } as CSSProperties)
      : undefined;
    const bodyStyle = isZero
      ? ({
          '--rating-symbol-clip-path': dir === 'ltr' ? 'inset(0 100% 0 0)' : 'inset(0 0 0 100% )',
        } as CSSProperties)
      : undefined;
    const body = (
      <div style={bodyStyle} className={`${classes.symbolBody} mantine-Rating-symbolBody`}>
        <Star filled={stars <= shown} />
      </div>
    );
    if (readOnly)
      return (
        <div
          key={stars}
          style={labelStyle}
          className={`${classes.label} mantine-Rating-label`}
          data-read-only="true"
          // Mantine keeps the label's `for` on its read-only <div>.
          {...({ htmlFor: id } as HTMLAttributes<HTMLDivElement>)}
        >
          {body}
        </div>
      );
    return [
      <input
        key={`input-${stars}`}
        className={`${classes.input} mantine-Rating-input`}
        onKeyDown={(event) => (event.key === ' ' || event.key === 'Enter') && choose(stars)}
        id={id}
        type="radio"
        data-active={active || undefined}
        aria-label={getSymbolLabel(stars)}
        value={stars}
        onBlur={() => pointerOutside.current && setHovered(NOT_HOVERED)}
        onChange={(event) => setHovered(Number.parseFloat(event.target.value))}
        checked={stars === stable}
        name={name}
      />,
      // biome-ignore lint/a11y/useKeyWithClickEvents: the radio this labels answers the keys.
      <label
        key={`label-${stars}`}
        style={labelStyle}
        className={`${classes.label} mantine-Rating-label`}
        htmlFor={id}
        onClick={() => choose(stars)}
      >
        {body}
      </label>,
    ];
  };

  return (
    <div
      ref={rootRef}
      style={
        {
          '--rating-size': 'var(--rating-size-sm)',
          '--rating-color': 'var(--mantine-color-yellow-filled)',
          marginTop,
          ...style,
        } as CSSProperties
      }
      className={`${classes.root} mantine-Rating-root`}
      data-size="sm"
      id={rootId}
      {...pointer}
      {...touch}
      {...rootAttributes}
    >
      {Array.from({ length: count }, (_, group) => group + 1).map((stars) => (
        <div
          key={stars}
          className={`${classes.symbolGroup} mantine-Rating-symbolGroup`}
          data-active={(!readOnly && hovered === stars) || undefined}
        >
          {stars === 1 && symbol(0)}
          {symbol(stars)}
        </div>
      ))}
    </div>
  );
}
