import type { ComponentType } from 'react';
import type { FieldSnapshot, FieldType, FormModel } from '../../core/index.ts';

/** What a field type's component is given. */
export type FieldRendererProps = {
  model: FormModel;
  /** This field's snapshot (the component re-renders when it changes). */
  field: FieldSnapshot;
  /** A page-unique id for the field's main input; errors and help are tied to it. */
  id: string;
  /**
   * In a table question's cell: the visible label is left to the header row, and the input is named
   * '{FieldName}, {item label}' for screen readers.
   */
  cellOf?: string;
};

/** A field type's renderer: its edit control, and its read-only view (default: the answer as text). */
export type FieldRenderer = {
  Edit: ComponentType<FieldRendererProps>;
  View?: ComponentType<FieldRendererProps>;
};

export type FieldRegistry = Record<FieldType, FieldRenderer>;
