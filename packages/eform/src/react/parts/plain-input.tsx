import { Input } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';

/**
 * Mantine's input markup (Input.Wrapper around an Input) drawn with plain elements and Mantine's own class
 * names, so it looks and behaves exactly like Mantine's TextInput, Textarea and NativeSelect at size 'sm'.
 * A Mantine input is about eight components deep (props merged with the theme, styles resolved, a Box per
 * element) and costs several times the elements it draws; a form of hundreds of fields renders each of
 * them, so the plain text controls render in a fraction of the time. Ids, ARIA and data attributes are
 * Mantine's: `{id}-label`, `{id}-description` and `{id}-error`, aria-describedby and aria-invalid.
 */
const classes = Input.classes;

const labelStyle = { '--input-label-size': 'var(--mantine-font-size-sm)' } as CSSProperties;
const messageSize = 'calc(var(--mantine-font-size-sm) - calc(0.125rem * var(--mantine-scale)))';
const descriptionStyle = { '--input-description-size': messageSize } as CSSProperties;
const errorStyle = { '--input-error-size': messageSize } as CSSProperties;

export type PlainFrameProps = {
  id: string;
  label: ReactNode;
  /** Classes of the label (eform-sr-only keeps it for screen readers only). */
  labelClassName?: string;
  /** Shows the required asterisk. */
  withAsterisk?: boolean;
  description?: ReactNode;
  error?: ReactNode;
  /** 'div' for a label that names a group rather than one input (no `for`). */
  labelElement?: 'label' | 'div';
  /** A component's own root class (a number box's sets its section widths), and the root's style. */
  rootClassName?: string;
  rootStyle?: CSSProperties;
  children: ReactNode;
};

/** The help ('description') or error under a label, with the id the control is described by. */
function Message({
  part,
  id,
  style,
  children,
}: {
  part: 'description' | 'error';
  id: string;
  style: CSSProperties;
  children: ReactNode;
}) {
  return (
    <p
      className={`${classes[part]} mantine-InputWrapper-${part}`}
      data-size="sm"
      id={`${id}-${part}`}
      style={style}
    >
      {children}
    </p>
  );
}

/** The label, help and error around a control, as Mantine's Input.Wrapper draws them. */
export function PlainFrame({
  id,
  label,
  labelClassName,
  withAsterisk,
  description,
  error,
  labelElement = 'label',
  rootClassName,
  rootStyle,
  children,
}: PlainFrameProps) {
  const Label = labelElement;
  return (
    <div
      className={`${classes.root} mantine-InputWrapper-root${rootClassName ? ` ${rootClassName}` : ''}`}
      style={rootStyle}
      data-size="sm"
      data-error={error ? true : undefined}
    >
      <Label
        className={`${classes.label} mantine-InputWrapper-label${labelClassName ? ` ${labelClassName}` : ''}`}
        data-size="sm"
        data-required={withAsterisk || undefined}
        htmlFor={labelElement === 'label' ? id : undefined}
        id={`${id}-label`}
        style={labelStyle}
      >
        {label}
        {withAsterisk && (
          <span className={`${classes.required} mantine-InputWrapper-required`} aria-hidden="true">
            {' *'}
          </span>
        )}
      </Label>
      {description && (
        <Message part="description" id={id} style={descriptionStyle}>
          {description}
        </Message>
      )}
      {children}
      {error && (
        <Message part="error" id={id} style={errorStyle}>
          {error}
        </Message>
      )}
    </div>
  );
}

/** The ids a control inside a PlainFrame is described by: its error, then its help (Mantine's order). */
export const describedByOf = (id: string, error: unknown, description: unknown) =>
  [error ? `${id}-error` : '', description ? `${id}-description` : ''].filter(Boolean).join(' ') || undefined;

/** The sections of an input box; a width in pixels, or as a CSS value. */
export type SectionProps = {
  leftSection?: ReactNode;
  leftSectionWidth?: number | string;
  leftSectionPointerEvents?: 'none' | 'all';
  rightSection?: ReactNode;
  rightSectionWidth?: number | string;
  rightSectionPointerEvents?: 'none' | 'all';
};

export type BoxState = {
  error: boolean;
  disabled: boolean;
  /** Help is drawn between the label and the box (Mantine then spaces the box from it). */
  described?: boolean;
  /** A box that grows with its content; 'unpadded' as Mantine's picker buttons are, without its padding. */
  multiline?: boolean | 'unpadded';
  pointer?: boolean;
};

const rem = (width: number | string) =>
  typeof width === 'string' ? width : `calc(${width / 16}rem * var(--mantine-scale))`;

/** The box around the control (Mantine's Input wrapper) with its sections, e.g. a unit of measure. */
export function PlainInputBox({
  state,
  sections,
  children,
}: {
  state: BoxState;
  sections: SectionProps;
  children: ReactNode;
}) {
  const { leftSection, rightSection } = sections;
  const style: Record<string, string> = {
    '--input-height': 'var(--input-height-sm)',
    '--input-fz': 'var(--mantine-font-size-sm)',
  };
  if (state.described) style['--input-margin-top'] = 'calc(var(--mantine-spacing-xs) / 2)';
  if (state.error) style['--input-margin-bottom'] = 'calc(var(--mantine-spacing-xs) / 2)';
  if (state.multiline === true) style['--input-padding-y'] = 'var(--input-padding-y-sm)';
  if (sections.leftSectionWidth !== undefined)
    style['--input-left-section-width'] = rem(sections.leftSectionWidth);
  if (sections.rightSectionWidth !== undefined)
    style['--input-right-section-width'] = rem(sections.rightSectionWidth);
  if (sections.leftSectionPointerEvents)
    style['--input-left-section-pointer-events'] = sections.leftSectionPointerEvents;
  if (sections.rightSectionPointerEvents)
    style['--input-right-section-pointer-events'] = sections.rightSectionPointerEvents;
  return (
    <div
      className={`${classes.wrapper} mantine-Input-wrapper`}
      data-variant="default"
      data-size="sm"
      data-error={state.error || undefined}
      data-disabled={state.disabled || undefined}
      data-multiline={state.multiline ? true : undefined}
      data-pointer={state.pointer || undefined}
      data-with-left-section={leftSection ? true : undefined}
      data-with-right-section={rightSection ? true : undefined}
      style={style as CSSProperties}
    >
      {leftSection && (
        <div data-position="left" className={`${classes.section} mantine-Input-section`}>
          {leftSection}
        </div>
      )}
      {children}
      {rightSection && (
        <div data-position="right" className={`${classes.section} mantine-Input-section`}>
          {rightSection}
        </div>
      )}
    </div>
  );
}

/** What the control itself (input, textarea or select) carries: Mantine's class and state attributes. */
export const controlAttributes = (state: BoxState) => ({
  className: `${classes.input} mantine-Input-input`,
  'data-variant': 'default',
  'data-error': state.error || undefined,
  'data-disabled': state.disabled || undefined,
  'aria-invalid': state.error || undefined,
});
