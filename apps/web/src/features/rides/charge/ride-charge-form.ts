import { rideChargeRequest } from '@wayfare/contracts';
import { FieldType, type Form, withSchemaLimits } from '@wayfare/eform/core';

/** The labels a refusal names the fields by (issue 21). */
export const rideChargeLabels = { Amount: 'Amount (₦)', Reason: 'Reason' };

/**
 * issue 30: the Refund and Charge fee forms: Amount (naira and kobo: a step of 0.01) and Reason;
 * required flags and limits from RefundRide's and ChargeRideFee's body.
 */
export const rideChargeForm = (name: string): Form =>
  withSchemaLimits(
    {
      FormName: name,
      GroupFields: [
        {
          Id: name,
          Fields: [
            {
              Id: 1,
              FieldName: rideChargeLabels.Amount,
              FieldType: FieldType.NumberTextBox,
              MyKey: 'Amount',
              PageWidth: 12,
              RangeStep: 0.01,
            },
            {
              Id: 2,
              FieldName: rideChargeLabels.Reason,
              FieldType: FieldType.TextArea,
              MyKey: 'Reason',
              PageWidth: 12,
            },
          ],
        },
      ],
    },
    rideChargeRequest,
  );
