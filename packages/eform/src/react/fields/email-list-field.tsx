import { ListFieldEdit, ListFieldView } from '../parts/list-field.tsx';
import type { FieldRenderer, FieldRendererProps } from '../parts/renderer-types.ts';

/** spec 000 §2.4, §5 list of e-mail items (29): the input is an e-mail input. */
export const emailListRenderer: FieldRenderer = {
  Edit: (props: FieldRendererProps) => <ListFieldEdit {...props} type="email" />,
  View: (props: FieldRendererProps) => <ListFieldView {...props} />,
};
