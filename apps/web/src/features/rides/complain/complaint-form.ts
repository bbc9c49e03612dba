import { createComplaintRequest } from '@wayfare/contracts';
import { FieldType, type Form, withSchemaLimits } from '@wayfare/eform/core';
import { textField } from '../../../components/screen/index.ts';

/** The labels a refusal names the fields by (issue 21). */
export const complaintLabels = { Title: 'Title', Message: 'Message', Picture: 'Picture' };

/** issue 17 §4: a complaint's title, message and optional picture; limits from CreateComplaint's body. */
export const complaintForm: Form = withSchemaLimits(
  {
    FormName: 'Complaint',
    GroupFields: [
      {
        Id: 'Complaint',
        Fields: [
          textField(1, complaintLabels.Title, 'Title', 12),
          {
            Id: 2,
            FieldName: complaintLabels.Message,
            FieldType: FieldType.TextArea,
            MyKey: 'Message',
            PageWidth: 12,
          },
          {
            Id: 3,
            FieldName: complaintLabels.Picture,
            FieldType: FieldType.Image,
            MyKey: 'Picture',
            PageWidth: 12,
          },
        ],
      },
    ],
  },
  createComplaintRequest,
);
