import { fieldHelp, hasHelp } from './field-help.tsx';
import type { FieldRendererProps } from './renderer-types.ts';

/** The accessible name of a field's input: its FieldName, with the item's label inside a table row. */
export const accessibleName = ({ field, cellOf }: FieldRendererProps) =>
  cellOf ? `${field.field.FieldName}, ${cellOf}` : field.field.FieldName;

/** Whether the visible label is left out (HideTitle, or a table cell whose header names the column). */
export const hidesLabel = ({ field, cellOf }: FieldRendererProps) => !!cellOf || !!field.field.HideTitle;

/** Class of a label that names the control for screen readers without being shown. */
export const hiddenLabelClass = 'eform-sr-only';

/** The ids of a field's label, help and error, given to Mantine's wrapper so controls can point at them. */
export const partIds = (id: string) => ({
  label: `${id}-label`,
  description: `${id}-description`,
  error: `${id}-error`,
});

/**
 * What every Mantine input or Input.Wrapper of a field shares: the label (with the required asterisk; kept
 * for screen readers but not shown for HideTitle and table cells), help text and error, each with its id.
 * Mantine ties the error and help to its input (aria-describedby, and aria-invalid on inputs).
 */
export function groupProps(props: FieldRendererProps) {
  const { field, cellOf, id } = props;
  const ids = partIds(id);
  return {
    label: accessibleName(props),
    labelProps: { id: ids.label, className: hidesLabel(props) ? hiddenLabelClass : undefined },
    description: cellOf ? undefined : fieldHelp(field.field),
    descriptionProps: { id: ids.description },
    error: field.error,
    errorProps: { id: ids.error },
    withAsterisk: field.required,
  };
}

/** groupProps plus what a single input takes: id, required, disabled, placeholder. */
export function inputProps(props: FieldRendererProps) {
  const { field, id } = props;
  return {
    ...groupProps(props),
    id,
    required: field.required,
    disabled: field.disabled,
    placeholder: field.placeholder,
  };
}

/**
 * aria-invalid for the controls inside a group (radios, check boxes, cards): Mantine ties the group to its
 * message but marks neither the group nor its controls invalid.
 */
export const invalidProps = (props: FieldRendererProps) => ({
  'aria-invalid': props.field.error ? true : undefined,
});

/**
 * For a control Mantine's wrapper cannot tie itself (a slider thumb, a rating, a rich-text area, an upload
 * button): the ids of the wrapper's label, error and help (error first, as Mantine orders them).
 */
export function wrapperAria(props: FieldRendererProps) {
  const { id, field, cellOf } = props;
  const ids = partIds(id);
  const describedBy = [field.error ? ids.error : '', !cellOf && hasHelp(field.field) ? ids.description : '']
    .filter(Boolean)
    .join(' ');
  return {
    'aria-labelledby': ids.label,
    'aria-describedby': describedBy || undefined,
    'aria-invalid': field.error ? true : undefined,
  };
}
