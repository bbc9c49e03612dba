import { type Field, FieldType, type Form } from '@wayfare/eform/core';
import { textField } from '../../../components/screen/index.ts';

// spec 001 §3 Ride setting, issue 16 §2 and §4, issue 30's money settings. Required, and each number's
// least and greatest value (billing units above 0 up to 100 000, percents 0–100, the grace 0–1440
// minutes), come from updateRideSettingRequest (useRecordEditor applies them); here are the labels,
// units and help a person sees.

const numberField = (
  Id: number,
  FieldName: string,
  MyKey: string,
  UnitOfMeasure: string,
  RangeStep: number,
) => ({
  ...textField(Id, FieldName, MyKey, 6),
  FieldType: FieldType.NumberTextBox,
  RangeStep,
  UnitOfMeasure,
});

// Naira and kobo, and a percent with two decimals: the schema allows two.
const amountField = (Id: number, FieldName: string, MyKey: string, UnitOfMeasure: string): Field =>
  numberField(Id, FieldName, MyKey, UnitOfMeasure, 0.01);

const helped = (field: Field, Explanation: string): Field => ({ ...field, Explanation });

/**
 * The money settings: UpdateRideSetting keeps one left out, but this screen always sends them all, so
 * an empty box is a mistake to point out, not a value to keep (useRecordEditor's requiredByRule).
 */
export const RIDE_MONEY_KEYS = [
  'CancellationFee',
  'CancellationGraceMinutes',
  'HoldMarginPercent',
  'PlatformCommissionPercent',
  'TipMaxAmount',
] as const;

export const rideSettingForm: Form = {
  FormName: 'Ride Setting',
  GroupFields: [
    {
      Id: 'RideSetting',
      GroupName: 'Fares',
      ShowGroupName: true,
      Description:
        'A ride’s fare is its distance times the billing unit (the high-traffic one in heavy traffic); a shared seat whose fare reaches the minimum amount is reduced by the shared discount.',
      Fields: [
        amountField(1, 'Estimated Billing Unit', 'EsitmatedBillingUnit', '₦/km'),
        amountField(2, 'High Traffic Estimated Billing Unit', 'HighTrafficEsitmatedBillingUnit', '₦/km'),
        amountField(3, 'Minimum Amount For Shared Ride', 'MinAmountForSharedRide', '₦'),
        amountField(4, 'Shared Discount', 'SharedDiscountInPercent', '%'),
      ],
    },
    {
      Id: 'RideMoney',
      GroupName: 'Payments, cancellations and tips',
      ShowGroupName: true,
      Fields: [
        helped(
          amountField(5, 'Cancellation Fee', 'CancellationFee', '₦'),
          'Paid to the driver by a rider who cancels after the grace period.',
        ),
        helped(
          numberField(6, 'Cancellation Grace Period', 'CancellationGraceMinutes', 'minutes', 1),
          'How long after a driver accepts a rider may still cancel for free.',
        ),
        helped(
          amountField(7, 'Hold Margin', 'HoldMarginPercent', '%'),
          'Added to the estimate held from the rider’s wallet at booking.',
        ),
        helped(
          amountField(8, 'Platform Commission', 'PlatformCommissionPercent', '%'),
          'The platform’s share of each fare; 0 leaves it all to the driver.',
        ),
        helped(
          amountField(9, 'Tip Limit per Ride', 'TipMaxAmount', '₦'),
          'The most a rider may tip on one ride, all tips together; 0: no tips.',
        ),
      ],
    },
  ],
};
