import { CloseButton, UnstyledButton } from '@mantine/core';
import type { CSSProperties } from 'react';

/**
 * What Mantine's date inputs draw around their box, as plain elements with Mantine's class names (for the
 * reason given in plain-input.tsx): the clear button in the box's right section and the hidden input after the
 * field that carries the value. plain-markup.test.tsx holds them to Mantine's markup.
 */

const clearStyle = {
  '--cb-size': 'var(--cb-size-sm)',
  pointerEvents: 'all',
  background: 'var(--input-bg)',
} as CSSProperties;

const closeIconStyle: CSSProperties = {
  width: 'var(--cb-icon-size, 70%)',
  height: 'var(--cb-icon-size, 70%)',
};

/** Input.ClearButton at size 'sm': a cross that clears the box. */
export function PlainClearButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      style={clearStyle}
      className={`mantine-focus-auto mantine-active ${CloseButton.classes.root} mantine-InputClearButton-root ${UnstyledButton.classes.root} mantine-UnstyledButton-root`}
      data-variant="transparent"
      data-size="sm"
      type="button"
      aria-label={label}
      onClick={onClick}
    >
      {/* biome-ignore lint/a11y/noSvgWithoutTitle: decorative, inside the button named by its aria-label (as Mantine draws it) */}
      <svg viewBox="0 0 15 15" fill="none" xmlns="http://www.w3.org/2000/svg" style={closeIconStyle}>
        <path
          d="M11.7816 4.03157C12.0062 3.80702 12.0062 3.44295 11.7816 3.2184C11.5571 2.99385 11.193 2.99385 10.9685 3.2184L7.50005 6.68682L4.03164 3.2184C3.80708 2.99385 3.44301 2.99385 3.21846 3.2184C2.99391 3.44295 2.99391 3.80702 3.21846 4.03157L6.68688 7.49999L3.21846 10.9684C2.99391 11.193 2.99391 11.557 3.21846 11.7816C3.44301 12.0061 3.80708 12.0061 4.03164 11.7816L7.50005 8.31316L10.9685 11.7816C11.193 12.0061 11.5571 12.0061 11.7816 11.7816C12.0062 11.557 12.0062 11.193 11.7816 10.9684L8.31322 7.49999L11.7816 4.03157Z"
          fill="currentColor"
          fillRule="evenodd"
          clipRule="evenodd"
        />
      </svg>
    </button>
  );
}

/** HiddenDatesInput: the value in the server's form ('YYYY-MM-DD', or with ' HH:mm:ss'), for a form post. */
export const hiddenDatesInput = (value: string | null) => <input type="hidden" value={value ?? ''} />;
