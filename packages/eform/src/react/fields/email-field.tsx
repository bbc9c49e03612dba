import { Anchor } from '@mantine/core';
import { ReadOnlyField, ReadOnlyText } from '../parts/read-only.tsx';
import type { FieldRenderer, FieldRendererProps } from '../parts/renderer-types.ts';
import { TextInputField } from '../parts/text-input-field.tsx';
import { textOf } from '../parts/values.ts';

/** spec 000 §2.4 EmailTextBox (8): an e-mail input ('Invalid Emaill Address' comes from the model). */
const EmailEdit = (props: FieldRendererProps) => <TextInputField {...props} type="email" />;

function EmailView(props: FieldRendererProps) {
  const email = textOf(props.field.value);
  return (
    <ReadOnlyField props={props}>
      {email ? (
        <Anchor href={`mailto:${email}`} size="sm">
          {email}
        </Anchor>
      ) : (
        <ReadOnlyText text="" />
      )}
    </ReadOnlyField>
  );
}

export const emailRenderer: FieldRenderer = { Edit: EmailEdit, View: EmailView };
