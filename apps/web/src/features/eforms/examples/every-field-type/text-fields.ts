import { type Field, FieldType } from '@wayfare/eform/core';

// Each field's Id is its type code (spec 000 §3.1), so the JSON reads as the list of types.
export const text: Field[] = [
  {
    Id: FieldType.Label,
    FieldName: 'About this form',
    FieldType: FieldType.Label,
    PageWidth: 12,
    Explanation:
      "<p>One field of each of the 32 field types (codes 1 to 33; 18 is unused). Each field's <code>Id</code> is its type code.</p>",
  },
  {
    Id: FieldType.TextBox,
    FieldName: 'Full name',
    FieldType: FieldType.TextBox,
    MyKey: 'FullName',
    Required: true,
    PageWidth: 6,
  },
  {
    Id: FieldType.EmailTextBox,
    FieldName: 'E-mail address',
    FieldType: FieldType.EmailTextBox,
    MyKey: 'Email',
    PageWidth: 6,
  },
  {
    Id: FieldType.PhoneNumberTextBox,
    FieldName: 'Phone number',
    FieldType: FieldType.PhoneNumberTextBox,
    MyKey: 'PhoneNumber',
    // The country picker and the number need a whole row of a half-screen form.
    PageWidth: 12,
  },
  {
    Id: FieldType.Password,
    FieldName: 'Password',
    FieldType: FieldType.Password,
    MyKey: 'Password',
    ShowPassword: true,
    PageWidth: 6,
  },
  {
    Id: FieldType.URLTextBox,
    FieldName: 'Website',
    FieldType: FieldType.URLTextBox,
    MyKey: 'Website',
    PlaceHolder: 'https://',
    PageWidth: 6,
  },
  {
    Id: FieldType.Color,
    FieldName: 'Car colour',
    FieldType: FieldType.Color,
    MyKey: 'CarColour',
    PageWidth: 6,
  },
  {
    Id: FieldType.TextArea,
    FieldName: 'Home address',
    FieldType: FieldType.TextArea,
    MyKey: 'HomeAddress',
    MaxLength: 300,
    PageWidth: 12,
  },
  {
    Id: FieldType.EditableTextArea,
    FieldName: 'About me',
    FieldType: FieldType.EditableTextArea,
    MyKey: 'AboutMe',
    PageWidth: 12,
  },
];
