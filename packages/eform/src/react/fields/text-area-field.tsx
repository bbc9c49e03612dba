import type { CSSProperties } from 'react';
import { PlainField } from '../parts/plain-field.tsx';
import { ReadOnlyField, ReadOnlyText } from '../parts/read-only.tsx';
import type { FieldRenderer, FieldRendererProps } from '../parts/renderer-types.ts';
import { textOf } from '../parts/values.ts';

// Mantine's Textarea resize="vertical".
const resizable = { '--input-resize': 'vertical' } as CSSProperties;

/** spec 000 §2.4 TextArea (2). */
function TextAreaEdit(props: FieldRendererProps) {
  const { model, field } = props;
  return (
    <PlainField
      props={props}
      multiline
      control={(control) => (
        <textarea
          {...control}
          style={resizable}
          rows={3}
          placeholder={field.placeholder}
          value={textOf(field.input)}
          maxLength={field.field.Maxlength}
          onChange={(event) => model.answer(field.key, event.currentTarget.value)}
        />
      )}
    />
  );
}

function TextAreaView(props: FieldRendererProps) {
  return (
    <ReadOnlyField props={props}>
      <div style={{ whiteSpace: 'pre-wrap' }}>
        <ReadOnlyText text={textOf(props.field.value)} />
      </div>
    </ReadOnlyField>
  );
}

export const textAreaRenderer: FieldRenderer = { Edit: TextAreaEdit, View: TextAreaView };
