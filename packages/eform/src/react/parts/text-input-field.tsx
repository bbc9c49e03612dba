import { TextInput } from '@mantine/core';
import { inputProps } from './input-props.tsx';
import type { FieldRendererProps } from './renderer-types.ts';
import { unitSections } from './unit-of-measure.tsx';
import { textOf } from './values.ts';

/** A one-line text control answered on every change (text box, e-mail, URL): Mantine's TextInput. */
export function TextInputField(props: FieldRendererProps & { type: 'text' | 'email' | 'url' }) {
  const { model, field, type } = props;
  return (
    <TextInput
      {...inputProps(props)}
      {...unitSections(field.field)}
      type={type}
      value={textOf(field.input)}
      maxLength={field.field.Maxlength}
      autoComplete={type === 'email' ? 'email' : type === 'url' ? 'url' : undefined}
      onChange={(event) => model.answer(field.key, event.currentTarget.value)}
    />
  );
}
