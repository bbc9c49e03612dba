import { ColorSwatch } from '@mantine/core';
import type { CSSProperties } from 'react';

/**
 * Mantine's ColorSwatch and ColorInput's own parts (the preview swatch, the eye dropper) as plain elements
 * with Mantine's class names, for the reason given in plain-input.tsx; plain-markup.test.tsx holds them to
 * Mantine's markup.
 */

/** ColorInput's stylesheet classes, which Mantine does not export (the markup test checks them). */
export const colorInputClasses = {
  colorPreview: 'm_c5ccdcab',
  eyeDropperButton: 'm_66a028b5',
  eyeDropperIcon: 'm_b077c2bc',
  dropdown: 'm_5ece2cd7',
};

const swatch = ColorSwatch.classes;

/** A ColorSwatch of `color` at `size` (a CSS length); `className` and `style` are a component's own. */
export function PlainColorSwatch({
  color,
  size,
  className,
  style,
  'aria-hidden': hidden,
}: {
  color: string;
  size: string;
  className?: string;
  style?: CSSProperties;
  'aria-hidden'?: boolean;
}) {
  return (
    <div
      aria-hidden={hidden}
      className={`mantine-focus-auto ${className ? `${className} ` : ''}${swatch.root} mantine-ColorSwatch-root`}
      style={{ '--cs-size': size, ...style } as CSSProperties}
    >
      <span className={`${swatch.alphaOverlay} mantine-ColorSwatch-alphaOverlay`} />
      <span className={`${swatch.shadowOverlay} mantine-ColorSwatch-shadowOverlay`} />
      <span
        className={`${swatch.colorOverlay} mantine-ColorSwatch-colorOverlay`}
        style={{ backgroundColor: color }}
      />
      <span className={`${swatch.childrenOverlay} mantine-ColorSwatch-childrenOverlay`} />
    </div>
  );
}

/** ColorInput's preview of the colour typed, at size 'sm'. */
export const colorPreview = (color: string) => (
  <PlainColorSwatch
    color={color}
    size="var(--ci-preview-size)"
    className={colorInputClasses.colorPreview}
    style={{ '--ci-preview-size': 'var(--ci-preview-size-sm)' } as CSSProperties}
  />
);

/** ColorInput's eye dropper icon at size 'sm'. */
export const eyeDropperIcon = (
  // biome-ignore lint/a11y/noSvgWithoutTitle: decorative, inside a button named by its aria-label (as Mantine draws it)
  <svg
    xmlns="http://www.w3.org/2000/svg"
    style={
      {
        width: 'var(--ci-eye-dropper-icon-size)',
        height: 'var(--ci-eye-dropper-icon-size)',
        '--ci-eye-dropper-icon-size': 'var(--ci-eye-dropper-icon-size-sm)',
      } as CSSProperties
    }
    viewBox="0 0 24 24"
    strokeWidth="1.5"
    stroke="currentColor"
    fill="none"
    strokeLinecap="round"
    strokeLinejoin="round"
    className={colorInputClasses.eyeDropperIcon}
  >
    <path stroke="none" d="M0 0h24v24H0z" fill="none" />
    <path d="M12 12m-9 0a9 9 0 1 0 18 0a9 9 0 1 0 -18 0" />
    <path d="M12 3l0 4" />
    <path d="M12 21l0 -3" />
    <path d="M3 12l4 0" />
    <path d="M21 12l-3 0" />
    <path d="M12 12l0 .01" />
  </svg>
);

/** Whether the browser can pick a colour from the screen (Chromium's EyeDropper; Opera's is unreliable). */
export const eyeDropperSupported = () =>
  typeof window !== 'undefined' && 'EyeDropper' in window && !navigator.userAgent.includes('OPR');

type EyeDropperWindow = Window & {
  EyeDropper: new () => { open: () => Promise<{ sRGBHex?: string } | undefined> };
};

/** The colour picked from the screen, or undefined when the person cancels. */
export const pickFromScreen = () =>
  new (window as unknown as EyeDropperWindow).EyeDropper()
    .open()
    .then((picked) => picked?.sRGBHex)
    .catch(() => undefined);
