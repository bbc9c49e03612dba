import { Fieldset, Input } from '@mantine/core';
import type { ReactNode } from 'react';
import { groupProps, wrapperAria } from './input-props.tsx';
import type { FieldRendererProps } from './renderer-types.ts';

/**
 * The label, help and error of a field whose control is not one Mantine input (stars, a slider, uploaders,
 * a rich-text editor, a list of items): Mantine's Input.Wrapper, its label a div (it names a group, not one
 * input). Controls inside point at its parts with wrapperAria.
 */
export function FieldFrame({ props, children }: { props: FieldRendererProps; children: ReactNode }) {
  return (
    <Input.Wrapper {...groupProps(props)} id={props.id} labelElement="div">
      {children}
    </Input.Wrapper>
  );
}

/**
 * A field's controls (its boxes or items) as one group named by the field's label and described by its help
 * and error, so a screen reader announces them together: Mantine's Fieldset without a frame. Inside a
 * FieldFrame.
 */
export function FieldGroup({ props, children }: { props: FieldRendererProps; children: ReactNode }) {
  const { 'aria-labelledby': labelledBy, 'aria-describedby': describedBy } = wrapperAria(props);
  return (
    <Fieldset variant="unstyled" m={0} miw={0} aria-labelledby={labelledBy} aria-describedby={describedBy}>
      {children}
    </Fieldset>
  );
}
