import { Checkbox, Input, useMantineTheme } from '@mantine/core';
import { type ChangeEvent, type CSSProperties, type ReactNode, useId } from 'react';

/**
 * Mantine's Checkbox (filled, label on the right) drawn with plain elements and Mantine's class names,
 * pixel for pixel, for the same reason as plain-input.tsx: a form draws dozens of check boxes, in table
 * rows and choice lists, and each Mantine one costs several components.
 */
const classes = Checkbox.classes;
// Checkbox.classes lists the inline-input root over the check box's own, which carries the size variables;
// plain-markup.test.tsx fails if Mantine renames it.
const checkboxRoot = 'm_bf2d988c';

/** Mantine's check mark, with the class of the check box or card indicator it sits in. */
export function tickIcon(className: string) {
  return (
    <svg
      viewBox="0 0 10 7"
      fill="none"
      xmlns="http://www.w3.org/2000/svg"
      aria-hidden="true"
      className={className}
    >
      <path
        d="M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  );
}

const tick = tickIcon(`${classes.icon} mantine-Checkbox-icon`);

export type PlainCheckboxProps = {
  id?: string;
  label?: ReactNode;
  'aria-label'?: string;
  description?: ReactNode;
  error?: ReactNode;
  /** aria-invalid and the error colours without a message of its own (a choice in an invalid group). */
  invalid?: boolean;
  required?: boolean;
  disabled?: boolean;
  checked: boolean;
  value?: string;
  /** CSS margin-top of the root, e.g. 'var(--mantine-spacing-xs)'. */
  marginTop?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
};

export function PlainCheckbox({
  id,
  label,
  description,
  error,
  invalid,
  required,
  disabled,
  checked,
  value,
  marginTop,
  onChange,
  'aria-label': ariaLabel,
}: PlainCheckboxProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const describedBy =
    [description ? `${inputId}-description` : '', error ? `${inputId}-error` : '']
      .filter(Boolean)
      .join(' ') || undefined;
  const style = {
    '--checkbox-radius': 'var(--mantine-radius-sm)',
    '--checkbox-color': `var(--mantine-color-${useMantineTheme().primaryColor}-filled)`,
    marginTop,
  } as CSSProperties;
  return (
    <div
      style={style}
      className={`${checkboxRoot} mantine-Checkbox-root ${classes.root} mantine-Checkbox-root`}
      data-variant="filled"
      data-label-position="right"
      data-checked={checked || undefined}
    >
      <div className={`${classes.body} mantine-Checkbox-body`}>
        <div className={`${classes.inner} mantine-Checkbox-inner`} data-label-position="right">
          <input
            className={`mantine-focus-auto ${classes.input} mantine-Checkbox-input`}
            data-error={error || invalid ? true : undefined}
            data-with-error-styles="true"
            id={inputId}
            aria-label={ariaLabel}
            aria-invalid={error || invalid ? true : undefined}
            aria-describedby={describedBy}
            required={required}
            disabled={disabled}
            type="checkbox"
            value={value}
            checked={checked}
            onChange={onChange}
          />
          {tick}
        </div>
        <div
          className={`${classes.labelWrapper} mantine-Checkbox-labelWrapper`}
          data-disabled={disabled || undefined}
        >
          {label && (
            <label
              className={`${classes.label} mantine-Checkbox-label`}
              htmlFor={inputId}
              data-disabled={disabled || undefined}
            >
              {label}
            </label>
          )}
          {description && (
            <p
              className={`${classes.description} mantine-Checkbox-description ${Input.classes.description} mantine-InputWrapper-description`}
              id={`${inputId}-description`}
            >
              {description}
            </p>
          )}
          {error && (
            <p
              className={`${classes.error} mantine-Checkbox-error ${Input.classes.error} mantine-InputWrapper-error`}
              id={`${inputId}-error`}
            >
              {error}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
