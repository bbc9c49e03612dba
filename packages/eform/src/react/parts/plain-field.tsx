import type { CSSProperties, ReactNode } from 'react';
import { groupProps } from './input-props.tsx';
import {
  type BoxState,
  controlAttributes,
  describedByOf,
  PlainFrame,
  PlainInputBox,
  type SectionProps,
} from './plain-input.tsx';
import type { FieldRendererProps } from './renderer-types.ts';

/** What a field's own control (input, textarea, select) takes to sit in a PlainField. */
export type PlainControlProps = ReturnType<typeof controlAttributes> & {
  id: string;
  required: boolean;
  disabled: boolean;
  'aria-describedby': string | undefined;
};

/**
 * A field drawn as a Mantine input without Mantine's components (plain-input.tsx): its label, help and error
 * around what `children` draws (an input box) from the box's state and the control's props.
 */
export function PlainFieldFrame({
  props,
  multiline,
  pointer,
  rootClassName,
  rootStyle,
  children,
}: {
  props: FieldRendererProps;
  multiline?: BoxState['multiline'];
  pointer?: boolean;
  rootClassName?: string;
  rootStyle?: CSSProperties;
  children: (state: BoxState, controlProps: PlainControlProps) => ReactNode;
}) {
  const { id, field } = props;
  const { label, labelProps, description, error, withAsterisk } = groupProps(props);
  const state = {
    error: !!error,
    disabled: field.disabled,
    described: !!description,
    multiline,
    pointer,
  };
  return (
    <PlainFrame
      id={id}
      label={label}
      labelClassName={labelProps?.className}
      withAsterisk={withAsterisk}
      description={description}
      error={error}
      rootClassName={rootClassName}
      rootStyle={rootStyle}
    >
      {children(state, {
        ...controlAttributes(state),
        id,
        required: field.required,
        disabled: field.disabled,
        'aria-describedby': describedByOf(id, error, description),
      })}
    </PlainFrame>
  );
}

/** A PlainFieldFrame around an input box with its sections; the field draws its control with `control`. */
export function PlainField({
  props,
  sections = {},
  multiline,
  pointer,
  control,
}: {
  props: FieldRendererProps;
  sections?: SectionProps;
  multiline?: BoxState['multiline'];
  pointer?: boolean;
  control: (controlProps: PlainControlProps) => ReactNode;
}) {
  return (
    <PlainFieldFrame props={props} multiline={multiline} pointer={pointer}>
      {(state, controlProps) => (
        <PlainInputBox state={state} sections={sections}>
          {control(controlProps)}
        </PlainInputBox>
      )}
    </PlainFieldFrame>
  );
}
