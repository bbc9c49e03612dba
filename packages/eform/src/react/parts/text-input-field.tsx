import { PlainField } from './plain-field.tsx';
import type { FieldRendererProps } from './renderer-types.ts';
import { unitSections } from './unit-of-measure.tsx';
import { textOf } from './values.ts';

/** A one-line text control answered on every change (text box, e-mail, URL). */
export function TextInputField(props: FieldRendererProps & { type: 'text' | 'email' | 'url' }) {
  const { model, field, type } = props;
  return (
    <PlainField
      props={props}
      sections={unitSections(field.field)}
      control={(control) => (
        <input
          {...control}
          type={type}
          placeholder={field.placeholder}
          value={textOf(field.input)}
          maxLength={field.field.Maxlength}
          autoComplete={type === 'email' ? 'email' : type === 'url' ? 'url' : undefined}
          onChange={(event) => model.answer(field.key, event.currentTarget.value)}
        />
      )}
    />
  );
}
