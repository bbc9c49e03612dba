import type { MessageTemplateType } from '@wayfare/contracts';
import { type Field, FieldType, type Form } from '@wayfare/eform/core';
import { textField } from '../../components/screen/index.ts';

/** The help under the wording's fields: the values this type's message may use. */
export const placeholderHelp = (type: Pick<MessageTemplateType, 'Placeholders'>) =>
  `You may use ${type.Placeholders.map((name) => `{{${name}}}`).join(', ')}`;

/**
 * spec 001 §2 (Message template) and issue 15 §7: Subject, the message body as rich text, and the SMS
 * when the type has one. Required flags and lengths come from the save call's body schema.
 */
export function messageTemplateForm(type: MessageTemplateType): Form {
  const help = placeholderHelp(type);
  const fields: Field[] = [
    { ...textField(1, 'Subject', 'Subject', 12), Explanation: help },
    {
      Id: 2,
      FieldName: 'Message',
      FieldType: FieldType.EditableTextArea,
      MyKey: 'Template',
      PageWidth: 12,
      Explanation: help,
    },
  ];
  if (type.HasSMS) {
    fields.push({
      Id: 3,
      FieldName: 'SMS Message',
      FieldType: FieldType.TextArea,
      MyKey: 'SMSMessage',
      PageWidth: 12,
      Required: true,
      Explanation: help,
    });
  }
  return { FormName: type.Name, GroupFields: [{ Id: 'Template', Fields: fields }] };
}
