import { Input } from '@mantine/core';
import type { ReactNode } from 'react';
import { groupProps } from './input-props.tsx';
import type { FieldRendererProps } from './renderer-types.ts';

/**
 * The label, help and error of a field whose control is a table or list of items: laid out as Mantine's
 * Input.Wrapper lays them out, with the ids it gives them (`{id}-label`, `{id}-description`, `{id}-error`),
 * but without its context. Input.Wrapper shares a new context value on every render, and React then walks
 * every row under it looking for readers each time an item is added, moved or deleted.
 */
export function FieldFrame({ props, children }: { props: FieldRendererProps; children: ReactNode }) {
  const { id } = props;
  const { label, labelProps, description, error, withAsterisk } = groupProps(props);
  return (
    <div data-error={error ? true : undefined}>
      <Input.Label labelElement="div" id={`${id}-label`} required={withAsterisk} {...labelProps}>
        {label}
      </Input.Label>
      {description && <Input.Description id={`${id}-description`}>{description}</Input.Description>}
      {children}
      {error && <Input.Error id={`${id}-error`}>{error}</Input.Error>}
    </div>
  );
}
