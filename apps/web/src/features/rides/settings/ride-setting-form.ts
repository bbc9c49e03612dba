import { type Field, FieldType, type Form } from '@wayfare/eform/core';
import { textField } from '../../../components/screen/index.ts';

// spec 001 §3 Ride setting, issue 16 §2 and §4. Required, and each number's least and greatest value
// (billing units above 0 up to 100 000, the percent 0–100), come from updateRideSettingRequest
// (useRecordEditor applies them); here are the labels and units a person sees.

const amountField = (Id: number, FieldName: string, MyKey: string, UnitOfMeasure: string): Field => ({
  ...textField(Id, FieldName, MyKey, 6),
  FieldType: FieldType.NumberTextBox,
  // Naira and kobo, and a percent with two decimals: the schema allows two.
  RangeStep: 0.01,
  UnitOfMeasure,
});

export const rideSettingForm: Form = {
  FormName: 'Ride Setting',
  GroupFields: [
    {
      Id: 'RideSetting',
      Fields: [
        amountField(1, 'Estimated Billing Unit', 'EsitmatedBillingUnit', '₦/km'),
        amountField(2, 'High Traffic Estimated Billing Unit', 'HighTrafficEsitmatedBillingUnit', '₦/km'),
        amountField(3, 'Minimum Amount For Shared Ride', 'MinAmountForSharedRide', '₦'),
        amountField(4, 'Shared Discount', 'SharedDiscountInPercent', '%'),
      ],
    },
  ],
};
