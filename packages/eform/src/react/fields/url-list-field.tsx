import { ListFieldEdit, ListFieldView } from '../parts/list-field.tsx';
import type { FieldRenderer, FieldRendererProps } from '../parts/renderer-types.ts';

/** spec 000 §2.4 list of URL items (28). */
export const urlListRenderer: FieldRenderer = {
  Edit: (props: FieldRendererProps) => <ListFieldEdit {...props} type="url" />,
  View: (props: FieldRendererProps) => <ListFieldView {...props} links />,
};
