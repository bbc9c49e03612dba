import { FieldType, type Form } from '@wayfare/eform/core';
import { locationFieldIds as ids } from './field-ids.ts';
import { nameField } from './location-fields.ts';

/** spec 001 §3 and §5: a country has a Name and both ISO codes, all required. */
export const countryForm: Form = {
  FormName: 'Country',
  GroupFields: [
    {
      Id: 'country',
      Fields: [
        nameField(6),
        {
          Id: ids.twoLetterIsoCode,
          FieldName: 'Two-Letter ISO Code',
          FieldType: FieldType.TextBox,
          MyKey: 'TwoLetterIsoCode',
          Required: true,
          MinLength: 2,
          MaxLength: 2,
          Maxlength: 2,
          PageWidth: 3,
        },
        {
          Id: ids.threeLetterIsoCode,
          FieldName: 'Three-Letter ISO Code',
          FieldType: FieldType.TextBox,
          MyKey: 'ThreeLetterIsoCode',
          Required: true,
          MinLength: 3,
          MaxLength: 3,
          Maxlength: 3,
          PageWidth: 3,
        },
      ],
    },
  ],
};
