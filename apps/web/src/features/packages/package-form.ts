import { callPath, PackageFrequency } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { type Field, FieldType, type Form } from '@wayfare/eform/core';
import { dropDownField, textField } from '../../components/screen/index.ts';

// spec 001 §3 and §5, issue 15 §6. Which fields are required, and the limits of names, amounts and rides,
// come from the Create/UpdatePackage body schemas (useRecordEditor applies them); here is what a person sees.

const numberField = (Id: number, FieldName: string, MyKey: string, PageWidth = 4): Field => ({
  ...textField(Id, FieldName, MyKey, PageWidth),
  FieldType: FieldType.NumberTextBox,
});
/** Naira and kobo: a step of 0.01 lets the box take two decimals (spec 000 §2.4). */
const nairaField = (Id: number, FieldName: string, MyKey: string): Field => ({
  ...numberField(Id, FieldName, MyKey),
  RangeStep: 0.01,
});

export const packageForm: Form = {
  FormName: 'Package',
  GroupFields: [
    {
      Id: 'Package',
      Fields: [
        textField(1, 'Name', 'Name', 8),
        dropDownField(2, 'Frequency', 'PackageFrequency', 4, {
          Addrress: callPath(calls.Package.GetPackageFrequencies),
          NamePropertyForItem: 'PackageFrequencyName',
        }),
        numberField(3, 'Minimum Total Rides', 'MinTotalRides', 6),
        numberField(4, 'Maximum Total Rides', 'MaxTotalRides', 6),
        nairaField(5, 'Minimum Wallet Amount (₦)', 'MinimumAmountRequired'),
        nairaField(6, 'Amount (₦)', 'Amount'),
        nairaField(7, 'Bonus Amount (₦)', 'BonusAmount'),
        { Id: 8, FieldName: 'Publish', FieldType: FieldType.SingleCheckBox, MyKey: 'Publish', PageWidth: 12 },
        {
          Id: 9,
          FieldName: 'Description',
          FieldType: FieldType.EditableTextArea,
          MyKey: 'Description',
          PageWidth: 12,
        },
      ],
    },
  ],
};

/** spec 001 §4: a new package is published; issue 15 §6: monthly unless chosen otherwise. */
export const newPackage = {
  Id: 0,
  PackageFrequency: PackageFrequency.Monthly,
  PackageFrequencyName: 'Monthly',
  MinTotalRides: 0,
  MaxTotalRides: 0,
  MinimumAmountRequired: 0,
  BonusAmount: 0,
  Publish: true,
  Description: '',
};
