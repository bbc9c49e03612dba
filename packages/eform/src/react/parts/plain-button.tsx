import { ActionIcon, Button, type MantineTheme, UnstyledButton, useMantineTheme } from '@mantine/core';
import type { ButtonHTMLAttributes, CSSProperties, ReactNode } from 'react';

/**
 * Mantine's Button and ActionIcon drawn with a plain <button> and Mantine's own class names and variables,
 * pixel for pixel as Mantine draws them (see plain-input.tsx for why: a form draws hundreds of these, and
 * each Mantine button costs several components). For the variants and sizes the form uses; Mantine's
 * loading overlay is not drawn (a busy button shows a Loader as its content instead).
 */
type Variant = 'subtle' | 'light' | 'default';

/** The colours of a variant as the theme's variantColorResolver gives them, worked out once per theme. */
const colorsByTheme = new WeakMap<
  MantineTheme,
  Map<string, { bg: string; hover: string; color: string; bd: string }>
>();
function variantColors(theme: MantineTheme, variant: Variant, color: string | undefined) {
  let byKey = colorsByTheme.get(theme);
  if (!byKey) {
    byKey = new Map();
    colorsByTheme.set(theme, byKey);
  }
  const key = `${variant}/${color ?? ''}`;
  let colors = byKey.get(key);
  if (!colors) {
    const resolved = theme.variantColorResolver({ color: color || theme.primaryColor, theme, variant });
    colors = { bg: resolved.background, hover: resolved.hover, color: resolved.color, bd: resolved.border };
    byKey.set(key, colors);
  }
  return colors;
}

type CommonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color' | 'style'> & {
  variant: Variant;
  color?: string;
  style?: CSSProperties;
};

/** The <button> both draw: UnstyledButton's classes and state attributes around the component's own. */
function ButtonRoot({
  classes,
  vars,
  variant,
  size,
  disabled,
  style,
  children,
  ...button
}: Omit<CommonProps, 'color'> & { classes: string; vars: Record<string, string>; size?: string }) {
  return (
    <button
      type="button"
      {...button}
      style={{ ...vars, ...style } as CSSProperties}
      className={`mantine-focus-auto${disabled ? '' : ' mantine-active'} ${classes} ${UnstyledButton.classes.root} mantine-UnstyledButton-root`}
      data-variant={variant}
      data-size={size}
      data-disabled={disabled || undefined}
      disabled={disabled}
    >
      {children}
    </button>
  );
}

/** Mantine's ActionIcon at size 'sm' or the default 'md'; `className` adds a component's own class. */
export function PlainActionIcon({
  color,
  size,
  className,
  children,
  ...button
}: CommonProps & { size?: 'sm' }) {
  const colors = variantColors(useMantineTheme(), button.variant, color);
  const vars = {
    ...(size ? { '--ai-size': `var(--ai-size-${size})` } : {}),
    '--ai-bg': colors.bg,
    '--ai-hover': colors.hover,
    '--ai-color': colors.color,
    '--ai-bd': colors.bd,
  };
  return (
    <ButtonRoot
      {...button}
      classes={`${className ? `${className} ` : ''}${ActionIcon.classes.root} mantine-ActionIcon-root`}
      vars={vars}
      size={size}
    >
      <span className={`${ActionIcon.classes.icon} mantine-ActionIcon-icon`}>{children}</span>
    </ButtonRoot>
  );
}

type ButtonSize = 'sm' | 'compact-sm' | 'compact-xs';
const fontSizeOf = (size: ButtonSize) => (size === 'compact-xs' ? 'xs' : 'sm');

/** Mantine's Button at sizes 'sm', 'compact-sm' and 'compact-xs', with an optional left section. */
export function PlainButton({
  color,
  size = 'sm',
  leftSection,
  children,
  ...button
}: CommonProps & { size?: ButtonSize; leftSection?: ReactNode }) {
  const colors = variantColors(useMantineTheme(), button.variant, color);
  const vars = {
    '--button-height': `var(--button-height-${size})`,
    '--button-padding-x': `var(--button-padding-x-${size})`,
    '--button-fz': `var(--mantine-font-size-${fontSizeOf(size)})`,
    '--button-bg': colors.bg,
    '--button-hover': colors.hover,
    '--button-color': colors.color,
    '--button-bd': colors.bd,
  };
  return (
    <ButtonRoot
      {...button}
      classes={`${Button.classes.root} mantine-Button-root`}
      vars={vars}
      size={size}
      data-with-left-section={leftSection ? true : undefined}
    >
      <span className={`${Button.classes.inner} mantine-Button-inner`}>
        {leftSection && (
          <span className={`${Button.classes.section} mantine-Button-section`} data-position="left">
            {leftSection}
          </span>
        )}
        <span className={`${Button.classes.label} mantine-Button-label`}>{children}</span>
      </span>
    </ButtonRoot>
  );
}
