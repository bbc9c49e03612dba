import { rateRideRequest } from '@wayfare/contracts';
import { FieldType, type Form, withSchemaLimits } from '@wayfare/eform/core';

/** The labels a refusal names the fields by (issue 21). */
export const rateLabels = { StarRating: 'Rating', Comment: 'Comment' };

/** issue 17 §3: one to five stars and an optional comment; limits from RateRide's body. */
export const rateRideForm: Form = withSchemaLimits(
  {
    FormName: 'Rate',
    GroupFields: [
      {
        Id: 'Rate',
        Fields: [
          {
            Id: 1,
            FieldName: rateLabels.StarRating,
            FieldType: FieldType.Rating,
            MyKey: 'StarRating',
            PageWidth: 12,
          },
          {
            Id: 2,
            FieldName: rateLabels.Comment,
            FieldType: FieldType.TextArea,
            MyKey: 'Comment',
            PageWidth: 12,
          },
        ],
      },
    ],
  },
  rateRideRequest,
);
