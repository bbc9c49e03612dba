import { useState } from 'react';
import { PlainFieldFrame } from '../parts/plain-field.tsx';
import { PlainPasswordBox, passwordRootClass, passwordRootStyle } from '../parts/plain-password-input.tsx';
import { ReadOnlyField, ReadOnlyText } from '../parts/read-only.tsx';
import type { FieldRenderer, FieldRendererProps } from '../parts/renderer-types.ts';
import { textOf } from '../parts/values.ts';

/** spec 000 §2.4 Password (25) with a show/hide toggle; ShowPassword starts it shown. */
function PasswordEdit(props: FieldRendererProps) {
  const { model, field } = props;
  const [visible, setVisible] = useState(!!field.field.ShowPassword);
  return (
    <PlainFieldFrame props={props} rootClassName={passwordRootClass} rootStyle={passwordRootStyle}>
      {(state, control) => (
        <PlainPasswordBox
          state={state}
          control={control}
          value={textOf(field.input)}
          placeholder={field.placeholder}
          maxLength={field.field.Maxlength}
          visible={visible}
          onVisibleChange={setVisible}
          toggleLabel={`${visible ? 'Hide' : 'Show'} ${field.field.FieldName}`}
          onChange={(event) => model.answer(field.key, event.currentTarget.value)}
        />
      )}
    </PlainFieldFrame>
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
