import { ListFieldEdit, ListFieldView } from '../parts/list-field.tsx';
import type { FieldRenderer, FieldRendererProps } from '../parts/renderer-types.ts';

/** spec 000 §2.4 list of text items (27). */
export const textListRenderer: FieldRenderer = {
  Edit: (props: FieldRendererProps) => <ListFieldEdit {...props} type="text" />,
  View: (props: FieldRendererProps) => <ListFieldView {...props} />,
};
