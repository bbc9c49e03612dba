import { fieldHelp } from './field-help.tsx';
import { describedByOf } from './plain-input.tsx';
import type { FieldRendererProps } from './renderer-types.ts';

/** The accessible name of a field's input: its FieldName, with the item's label inside a table row. */
export const accessibleName = ({ field, cellOf }: FieldRendererProps) =>
  cellOf ? `${field.field.FieldName}, ${cellOf}` : field.field.FieldName;

/** Whether the visible label is left out (HideTitle, or a table cell whose header names the column). */
export const hidesLabel = ({ field, cellOf }: FieldRendererProps) => !!cellOf || !!field.field.HideTitle;

/** Props of a label that names the control for screen readers without being shown. */
export const hiddenLabelProps = { className: 'eform-sr-only' };

/**
 * What every Mantine input or group of a field shares: the label (with the required asterisk; kept for
 * screen readers but not shown for HideTitle and table cells), help text, error and required mark. Mantine
 * ties the error and help to the control (aria-describedby, and aria-invalid on inputs).
 */
export function groupProps(props: FieldRendererProps) {
  const { field, cellOf } = props;
  return {
    label: accessibleName(props),
    labelProps: hidesLabel(props) ? hiddenLabelProps : undefined,
    description: cellOf ? undefined : fieldHelp(field.field),
    error: field.error,
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
 * aria-invalid for the controls inside a group (radios, check boxes, number boxes): Mantine ties the group
 * to its message but marks neither the group nor its controls invalid.
 */
export const invalidProps = (props: FieldRendererProps) => ({
  'aria-invalid': props.field.error ? true : undefined,
});

/**
 * For a control Mantine's wrapper cannot tie itself (a slider thumb, a rating, a rich-text area): the ids
 * of the wrapper's label, error and help, as Mantine's Input.Wrapper names them from `id`.
 */
export function wrapperAria(props: FieldRendererProps) {
  const { id, field, cellOf } = props;
  return {
    'aria-labelledby': `${id}-label`,
    'aria-describedby': describedByOf(id, field.error, !cellOf && fieldHelp(field.field)),
    'aria-invalid': field.error ? true : undefined,
  };
}
