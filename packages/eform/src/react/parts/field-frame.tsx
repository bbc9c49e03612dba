import type { ReactNode } from 'react';
import { groupProps, wrapperAria } from './input-props.tsx';
import { PlainFrame } from './plain-input.tsx';
import type { FieldRendererProps } from './renderer-types.ts';

/**
 * The label, help and error of a field whose control is a group (choices, stars, a slider, an uploader, a
 * table of items): laid out as Mantine's Input.Wrapper lays them out, with the ids it gives them
 * (`{id}-label`, `{id}-description`, `{id}-error`), but drawn with plain elements (plain-input.tsx) and
 * without its context. Input.Wrapper shares a new context value on every render, and React then walks
 * every row under it looking for readers each time an item is added, moved or deleted.
 */
export function FieldFrame({ props, children }: { props: FieldRendererProps; children: ReactNode }) {
  const { label, labelProps, description, error, withAsterisk } = groupProps(props);
  return (
    <PlainFrame
      id={props.id}
      labelElement="div"
      label={label}
      labelClassName={labelProps?.className}
      withAsterisk={withAsterisk}
      description={description}
      error={error}
    >
      {children}
    </PlainFrame>
  );
}

/** The field's label and help naming a group of its controls (its error is told by the controls). */
function groupNaming(props: FieldRendererProps) {
  const { 'aria-labelledby': labelledBy, 'aria-describedby': describedBy } = wrapperAria(props);
  return { 'aria-labelledby': labelledBy, 'aria-describedby': describedBy };
}

/**
 * A field's controls (its choices, boxes or items) as one group named by the field's label and described by
 * its help and error, so a screen reader announces them together. Inside a FieldFrame.
 */
export function FieldGroup({ props, children }: { props: FieldRendererProps; children: ReactNode }) {
  return (
    <fieldset className="eform-fieldset" {...groupNaming(props)}>
      {children}
    </fieldset>
  );
}

/** A field's radios or radio cards: a radio group named by the field's label, described by its help and error. */
export function FieldRadioGroup({ props, children }: { props: FieldRendererProps; children: ReactNode }) {
  return (
    <div role="radiogroup" {...groupNaming(props)}>
      {children}
    </div>
  );
}
