import { Checkbox, Switch } from '@mantine/core';
import { eformTexts } from '@wayfare/contracts';
import { fieldHelp } from '../parts/field-help.tsx';
import { accessibleName, hidesLabel, invalidProps } from '../parts/input-props.tsx';
import { ReadOnlyField, ReadOnlyText } from '../parts/read-only.tsx';
import type { FieldRenderer, FieldRendererProps } from '../parts/renderer-types.ts';

/** spec 000 §2.4 SingleCheckBox (22): a check box, or a toggle switch with EnableToggle; stores true/false. */
function SingleCheckBoxEdit(props: FieldRendererProps) {
  const { model, field, id, cellOf } = props;
  const Control = field.field.EnableToggle ? Switch : Checkbox;
  const hidden = hidesLabel(props);
  return (
    <Control
      id={id}
      label={hidden ? undefined : field.field.FieldName}
      aria-label={hidden ? accessibleName(props) : undefined}
      description={cellOf ? undefined : fieldHelp(field.field)}
      error={field.error}
      {...invalidProps(props)}
      required={field.required}
      disabled={field.disabled}
      checked={field.input === true}
      mt={cellOf ? 0 : 'xs'}
      onChange={(event) => model.answer(field.key, event.currentTarget.checked)}
    />
  );
}

/** spec 000 §2.4: booleans read Yes or No. */
function SingleCheckBoxView(props: FieldRendererProps) {
  return (
    <ReadOnlyField props={props}>
      <ReadOnlyText text={props.field.value === true ? eformTexts.yes : eformTexts.no} />
    </ReadOnlyField>
  );
}

export const singleCheckBoxRenderer: FieldRenderer = { Edit: SingleCheckBoxEdit, View: SingleCheckBoxView };
