import { Textarea } from '@mantine/core';
import { inputProps } from '../parts/input-props.tsx';
import { ReadOnlyField, ReadOnlyText } from '../parts/read-only.tsx';
import type { FieldRenderer, FieldRendererProps } from '../parts/renderer-types.ts';
import { textOf } from '../parts/values.ts';

/** spec 000 §2.4 TextArea (2). */
function TextAreaEdit(props: FieldRendererProps) {
  const { model, field } = props;
  return (
    <Textarea
      {...inputProps(props)}
      rows={3}
      resize="vertical"
      value={textOf(field.input)}
      maxLength={field.field.Maxlength}
      onChange={(event) => model.answer(field.key, event.currentTarget.value)}
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
