import { FieldType, type Form } from '@wayfare/eform/core';
import { textField } from '../../components/screen/index.ts';

// spec 001 §3 and §5: what a person edits of a category. Required flags and limits (Name 100,
// Description 2000) come from the Create/Update calls' body schemas when the editor opens.
export const categoryForm: Form = {
  FormName: 'Category',
  GroupFields: [
    {
      Id: 'Category',
      Fields: [
        textField(1, 'Name', 'Name', 6),
        // Chosen from the file manager or uploaded there (spec 000 §6): the server keeps its FilePath.
        {
          Id: 2,
          FieldName: 'Image',
          FieldType: FieldType.Image,
          MyKey: 'ImageURL',
          PageWidth: 6,
          UseExistingFiles: true,
        },
        { ...textField(3, 'Description', 'Description', 12), FieldType: FieldType.TextArea },
        // Unseen, but sent: the category stays under the parent it was opened in (Update names it again).
        { ...textField(4, 'Parent', 'ParentId', 0), FieldType: FieldType.NumberTextBox },
      ],
    },
  ],
};
