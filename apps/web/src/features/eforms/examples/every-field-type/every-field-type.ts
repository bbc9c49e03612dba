import { EformDisplayType, type Field } from '@wayfare/eform/core';
import type { PlaygroundExample } from '../playground-example.ts';
import { choices } from './choice-fields.ts';
import { files } from './rich-fields/file-fields.ts';
import { lists } from './rich-fields/list-fields.ts';
import { numbersAndDates } from './rich-fields/number-and-date-fields.ts';
import { text } from './text-fields.ts';

export { PROFILE_PICTURE_FIELD } from './rich-fields/file-fields.ts';

const group = (Id: number, GroupName: string, Fields: Field[]) => ({
  Id,
  GroupName,
  GroupOrder: Id,
  ShowGroupName: true,
  Fields: Fields.map((field, index) => ({ ...field, FieldOrder: index + 1 })),
});

/** spec 000 §2.4, §3.1: one field of every type, in five groups (one tab or step each). */
export const everyFieldTypeExample: PlaygroundExample = {
  name: 'Every field type',
  summary: 'One field of each of the 32 types, in five groups.',
  definition: {
    Id: 0,
    FormName: 'Every field type',
    EformDisplayType: EformDisplayType.Regular,
    SuccessMessage: '<h3>All fields are valid</h3><p>Every answer passed its checks.</p>',
    GroupFields: [
      group(1, 'Text', text),
      group(2, 'Choices', choices),
      group(3, 'Numbers and dates', numbersAndDates),
      group(4, 'Files', files),
      group(5, 'Lists and repeatable groups', lists),
    ],
  },
};
