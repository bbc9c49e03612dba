import type { ReactNode } from 'react';
import { groupProps } from './input-props.tsx';
import {
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
 * A field drawn as a Mantine input without Mantine's components (plain-input.tsx): its label, help, error,
 * box and sections; the field draws its control with the props given to `control`.
 */
export function PlainField({
  props,
  sections = {},
  multiline,
  pointer,
  control,
}: {
  props: FieldRendererProps;
  sections?: SectionProps;
  multiline?: boolean;
  pointer?: boolean;
  control: (controlProps: PlainControlProps) => ReactNode;
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
    >
      <PlainInputBox state={state} sections={sections}>
        {control({
          ...controlAttributes(state),
          id,
          required: field.required,
          disabled: field.disabled,
          'aria-describedby': describedByOf(id, error, description),
        })}
      </PlainInputBox>
    </PlainFrame>
  );
}
