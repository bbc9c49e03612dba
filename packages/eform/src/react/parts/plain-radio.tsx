import { Checkbox, Radio, useMantineTheme } from '@mantine/core';
import { type ChangeEvent, type CSSProperties, type ReactNode, useId } from 'react';

/**
 * Mantine's Radio (label on the right) drawn with plain elements and Mantine's class names, for the same
 * reason as plain-checkbox.tsx. The radios of a group share its name, so the browser moves between them
 * with the arrow keys, as with Mantine's (which are native radios too).
 */
const classes = Radio.classes;
// The label-beside-a-control layout Mantine's radios and check boxes share (its InlineInput), whose classes
// Checkbox.classes lists; plain-markup.test.tsx fails if Mantine renames them.
const inline = Checkbox.classes;

/** Mantine's radio dot, with the class of the radio or card indicator it sits in. */
export function dotIcon(className: string) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      fill="none"
      viewBox="0 0 5 5"
      aria-hidden="true"
      className={className}
    >
      <circle cx="2.5" cy="2.5" r="2.5" fill="currentColor" />
    </svg>
  );
}

const dot = dotIcon(`${classes.icon} mantine-Radio-icon`);

export type PlainRadioProps = {
  name: string;
  value: string;
  label: ReactNode;
  checked: boolean;
  disabled?: boolean;
  /** aria-invalid (a choice of an invalid field); Mantine colours a radio only for its own error. */
  invalid?: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
};

export function PlainRadio({ name, value, label, checked, disabled, invalid, onChange }: PlainRadioProps) {
  const id = useId();
  const style = {
    '--label-fz': 'var(--mantine-font-size-sm)',
    '--label-lh': 'var(--label-lh-sm)',
    '--radio-color': `var(--mantine-color-${useMantineTheme().primaryColor}-filled)`,
  } as CSSProperties;
  return (
    <div
      style={style}
      className={`${classes.root} mantine-Radio-root ${inline.root} mantine-Radio-root`}
      data-label-position="right"
      data-size="sm"
      data-checked={checked || undefined}
    >
      <div className={`${inline.body} mantine-Radio-body`}>
        <div className={`${classes.inner} mantine-Radio-inner`} data-label-position="right">
          <input
            className={`mantine-focus-auto ${classes.radio} mantine-Radio-radio`}
            data-with-error-styles="true"
            aria-invalid={invalid || undefined}
            id={id}
            type="radio"
            name={name}
            value={value}
            checked={checked}
            disabled={disabled}
            onChange={onChange}
          />
          {dot}
        </div>
        <div
          className={`${inline.labelWrapper} mantine-Radio-labelWrapper`}
          data-disabled={disabled || undefined}
        >
          <label
            className={`${inline.label} mantine-Radio-label`}
            htmlFor={id}
            data-disabled={disabled || undefined}
          >
            {label}
          </label>
        </div>
      </div>
    </div>
  );
}
