import { respondToComplaintRequest } from '@wayfare/contracts';
import { FieldType, type Form, withSchemaLimits } from '@wayfare/eform/core';

/**
 * spec 001 §5 and issue 17 §4: an administrator's response. Feedback required and its length, from
 * RespondToComplaint's body schema; the Picture chosen in the file manager or uploaded (spec 000 §6).
 */
export const complaintResponseForm: Form = withSchemaLimits(
  {
    FormName: 'Response',
    GroupFields: [
      {
        Id: 'Response',
        Fields: [
          { Id: 1, FieldName: 'Feedback', FieldType: FieldType.TextArea, MyKey: 'Feedback', PageWidth: 12 },
          {
            Id: 2,
            FieldName: 'Picture',
            FieldType: FieldType.Image,
            MyKey: 'Picture',
            PageWidth: 12,
            UseExistingFiles: true,
          },
        ],
      },
    ],
  },
  respondToComplaintRequest,
);
