import { Input, PasswordInput } from '@mantine/core';
import type { ChangeEvent, CSSProperties } from 'react';
import { PlainActionIcon } from './plain-button.tsx';
import type { PlainControlProps } from './plain-field.tsx';
import { type BoxState, PlainInputBox } from './plain-input.tsx';

/**
 * Mantine's PasswordInput drawn with plain elements (see plain-input.tsx); plain-markup.test.tsx holds it to
 * Mantine's markup. The box is a div around the real input, which the eye button beside it shows or hides.
 */
const classes = PasswordInput.classes;
export const passwordRootClass = `${classes.root} mantine-PasswordInput-root`;
export const passwordRootStyle = {
  '--psi-icon-size': 'var(--psi-icon-size-sm)',
  '--psi-button-size': 'var(--psi-button-size-sm)',
} as CSSProperties;
const iconStyle = { width: 'var(--psi-icon-size)', height: 'var(--psi-icon-size)' };
const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  strokeWidth: '16',
} as const;

/** Mantine's eye (to show the password) and crossed-out eye (to hide it). */
function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: inside a button named by its aria-label (as Mantine draws it)
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" style={iconStyle}>
      <path fill="none" d="M0 0h256v256H0z" />
      {crossed ? (
        <>
          <path
            {...stroke}
            d="M48 40l160 176M154.91 157.6a40 40 0 01-53.82-59.2M135.53 88.71a40 40 0 0132.3 35.53"
          />
          <path
            {...stroke}
            d="M208.61 169.1C230.41 149.58 240 128 240 128s-32-72-112-72a126 126 0 00-20.68 1.68M74 68.6C33.23 89.24 16 128 16 128s32 72 112 72a118.05 118.05 0 0054-12.6"
          />
        </>
      ) : (
        <>
          <path {...stroke} d="M128 56c-80 0-112 72-112 72s32 72 112 72 112-72 112-72-32-72-112-72z" />
          <circle {...stroke} cx="128" cy="128" r="40" />
        </>
      )}
    </svg>
  );
}

export type PlainPasswordBoxProps = {
  state: BoxState;
  control: PlainControlProps;
  value: string;
  placeholder?: string;
  maxLength?: number;
  visible: boolean;
  onVisibleChange: (visible: boolean) => void;
  /** The eye button's name ('Show Password', 'Hide Password'). */
  toggleLabel: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
};

/**
 * The box of a password field (inside a PlainFrame with passwordRootClass and passwordRootStyle). The eye
 * button answers the mouse as it is pressed and Enter or Space, and stays out of the Tab order, as
 * Mantine's does.
 */
export function PlainPasswordBox({
  state,
  control,
  value,
  placeholder,
  maxLength,
  visible,
  onVisibleChange,
  toggleLabel,
  onChange,
}: PlainPasswordBoxProps) {
  const {
    className: _boxClass,
    'data-variant': variant,
    'data-error': errorMark,
    'data-disabled': disabledMark,
    'aria-invalid': invalid,
    ...input
  } = control;
  const toggle = (
    <PlainActionIcon
      className={`${classes.visibilityToggle} mantine-PasswordInput-visibilityToggle`}
      variant="subtle"
      color="gray"
      disabled={state.disabled}
      aria-pressed={visible}
      tabIndex={-1}
      aria-label={toggleLabel}
      onMouseDown={(event) => {
        event.preventDefault();
        onVisibleChange(!visible);
      }}
      onTouchEnd={(event) => {
        event.preventDefault();
        onVisibleChange(!visible);
      }}
      onKeyDown={(event) => {
        if (event.key !== ' ' && event.key !== 'Enter') return;
        event.preventDefault();
        onVisibleChange(!visible);
      }}
    >
      <EyeIcon crossed={visible} />
    </PlainActionIcon>
  );
  return (
    <PlainInputBox state={state} sections={{ rightSection: toggle }}>
      <div
        className={`${classes.input} ${Input.classes.input} mantine-Input-input`}
        data-variant={variant}
        data-error={errorMark}
        data-disabled={disabledMark}
      >
        <input
          {...input}
          data-invalid={invalid}
          aria-invalid={invalid}
          className={`${classes.innerInput} mantine-PasswordInput-innerInput`}
          placeholder={placeholder}
          maxLength={maxLength}
          autoComplete="new-password"
          type={visible ? 'text' : 'password'}
          value={value}
          onChange={onChange}
        />
      </div>
    </PlainInputBox>
  );
}
