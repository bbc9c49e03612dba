import type { FieldRenderer, FieldRendererProps } from '../parts/renderer-types.ts';
import { TextInputField } from '../parts/text-input-field.tsx';

/** spec 000 §2.4 TextBox (1). */
const TextBoxEdit = (props: FieldRendererProps) => <TextInputField {...props} type="text" />;

export const textBoxRenderer: FieldRenderer = { Edit: TextBoxEdit };
