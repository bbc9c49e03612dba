import { ReadOnlyField } from '../parts/read-only.tsx';
import type { FieldRenderer, FieldRendererProps } from '../parts/renderer-types.ts';
import { SafeLink } from '../parts/safe-link.tsx';
import { TextInputField } from '../parts/text-input-field.tsx';
import { textOf } from '../parts/values.ts';

/** spec 000 §2.4 URLTextBox (21). */
const UrlEdit = (props: FieldRendererProps) => <TextInputField {...props} type="url" />;

function UrlView(props: FieldRendererProps) {
  return (
    <ReadOnlyField props={props}>
      <SafeLink url={textOf(props.field.value)} />
    </ReadOnlyField>
  );
}

export const urlRenderer: FieldRenderer = { Edit: UrlEdit, View: UrlView };
