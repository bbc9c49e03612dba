import { type Field, FieldType, type Form } from '@wayfare/eform/core';
import { dateField, textField } from '../../components/screen/index.ts';

// Issue 30. Which fields are required (code, title, both dates) and the title's limit come from the
// Create/UpdatePromoCode body schemas (useRecordEditor applies them); the rules across fields (one kind
// of discount, a cap only on a percentage, the end after the start, the limits) are the server's, whose
// refusals show under their fields. Here is what a person sees.

const ids = {
  code: 1,
  title: 2,
  percent: 3,
  amount: 4,
  cap: 5,
  start: 6,
  end: 7,
  maxUses: 8,
  perRider: 9,
  firstRide: 10,
};

const numberField = (Id: number, FieldName: string, MyKey: string, naira = false): Field => ({
  ...textField(Id, FieldName, MyKey, 4),
  FieldType: FieldType.NumberTextBox,
  // Naira and kobo: a step of 0.01 lets the box take two decimals (spec 000 §2.4).
  ...(naira ? { RangeStep: 0.01 } : {}),
});

export const promoCodeForm: Form = {
  FormName: 'Promo Code',
  GroupFields: [
    {
      Id: 'Promo Code',
      Fields: [
        textField(ids.code, 'Code', 'Code', 6),
        textField(ids.title, 'Title', 'Title', 6),
        numberField(ids.percent, 'Discount (%)', 'DiscountPercent'),
        numberField(ids.amount, 'Discount Amount (₦)', 'DiscountAmount', true),
        numberField(ids.cap, 'Max Discount (₦)', 'MaxDiscountAmount', true),
        dateField(ids.start, 'Start Date', 'StartDate'),
        dateField(ids.end, 'End Date', 'EndDate'),
        { ...numberField(ids.maxUses, 'Max Uses', 'MaxUses'), PageWidth: 6 },
        { ...numberField(ids.perRider, 'Max Uses per Rider', 'MaxUsesPerRider'), PageWidth: 6 },
        {
          Id: ids.firstRide,
          FieldName: 'First Ride Only',
          FieldType: FieldType.SingleCheckBox,
          MyKey: 'FirstRideOnly',
          PageWidth: 6,
        },
      ],
    },
  ],
};

/** A new code is for any ride until ticked. */
export const newPromoCode = { Id: 0, FirstRideOnly: false };
