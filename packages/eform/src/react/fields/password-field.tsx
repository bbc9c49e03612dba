import { PasswordInput } from '@mantine/core';
import { useState } from 'react';
import { inputProps, invalidProps } from '../parts/input-props.tsx';
import { ReadOnlyField, ReadOnlyText } from '../parts/read-only.tsx';
import type { FieldRenderer, FieldRendererProps } from '../parts/renderer-types.ts';
import { textOf } from '../parts/values.ts';

/** spec 000 §2.4 Password (25) with a show/hide toggle; ShowPassword starts it shown. */
function PasswordEdit(props: FieldRendererProps) {
  const { model, field } = props;
  const [visible, setVisible] = useState(!!field.field.ShowPassword);
  return (
    <PasswordInput
      {...inputProps(props)}
      // Mantine's PasswordInput ties its message but does not mark its input invalid.
      {...invalidProps(props)}
      value={textOf(field.input)}
      maxLength={field.field.Maxlength}
      autoComplete="new-password"
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleButtonProps={{
        'aria-label': `${visible ? 'Hide' : 'Show'} ${field.field.FieldName}`,
      }}
      onChange={(event) => model.answer(field.key, event.currentTarget.value)}
    />
  );
}

/** A password is never shown in view mode: only whether one is set. */
function PasswordView(props: FieldRendererProps) {
  const set = textOf(props.field.value) !== '';
  return (
    <ReadOnlyField props={props}>
      <ReadOnlyText text={set ? '••••••••' : ''} />
    </ReadOnlyField>
  );
}

export const passwordRenderer: FieldRenderer = { Edit: PasswordEdit, View: PasswordView };
