import { type Field, FieldType } from '@wayfare/eform/core';
import { rideClasses } from './ride-classes.ts';

/** The Choices group: radios, check boxes, a drop-down and picture choices. */
export const choices: Field[] = [
  {
    Id: FieldType.Radio,
    FieldName: 'Ride class',
    FieldType: FieldType.Radio,
    MyKey: 'RideClass',
    PageWidth: 6,
    EformOptions: rideClasses.map(({ Id, OptionName }) => ({ Id, OptionName })),
  },
  {
    Id: FieldType.CheckBox,
    FieldName: 'Payment methods',
    FieldType: FieldType.CheckBox,
    MyKey: 'PaymentMethods',
    PageWidth: 6,
    EformOptions: [
      { Id: 1, OptionName: 'Cash' },
      { Id: 2, OptionName: 'Card' },
      { Id: 3, OptionName: 'Wallet' },
    ],
  },
  {
    Id: FieldType.DropDown,
    FieldName: 'Preferred time',
    FieldType: FieldType.DropDown,
    MyKey: 'PreferredTime',
    PageWidth: 6,
    EformOptions: [
      { Id: 1, OptionName: 'Morning' },
      { Id: 2, OptionName: 'Afternoon' },
      { Id: 3, OptionName: 'Evening' },
    ],
  },
  {
    Id: FieldType.SingleCheckBox,
    FieldName: 'Share my trips with my family',
    FieldType: FieldType.SingleCheckBox,
    MyKey: 'ShareTrips',
    EnableToggle: true,
    PageWidth: 6,
  },
  {
    Id: FieldType.ImageRadio,
    FieldName: 'Car class',
    FieldType: FieldType.ImageRadio,
    MyKey: 'CarClass',
    PageWidth: 12,
    EformOptions: rideClasses,
  },
  {
    Id: FieldType.ImageCheckBox,
    FieldName: 'Car classes I accept',
    FieldType: FieldType.ImageCheckBox,
    MyKey: 'AcceptedCarClasses',
    PageWidth: 12,
    EformOptions: rideClasses,
  },
];
