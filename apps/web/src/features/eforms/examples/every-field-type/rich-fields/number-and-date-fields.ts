import { type Field, FieldType } from '@wayfare/eform/core';
import { rideClasses } from '../ride-classes.ts';

/** The Numbers and dates group. */
export const numbersAndDates: Field[] = [
  {
    Id: FieldType.NumberTextBox,
    FieldName: 'Seats',
    FieldType: FieldType.NumberTextBox,
    MyKey: 'Seats',
    MinNumber: 1,
    MaxNumber: 8,
    CustomCounter: true,
    PageWidth: 6,
  },
  {
    Id: FieldType.Range,
    FieldName: 'Fuel level',
    FieldType: FieldType.Range,
    MyKey: 'FuelLevel',
    RangeEnd: 100,
    RangeStep: 5,
    UnitOfMeasure: '%',
    PageWidth: 6,
  },
  {
    Id: FieldType.Rating,
    FieldName: 'Last trip',
    FieldType: FieldType.Rating,
    MyKey: 'LastTripRating',
    PageWidth: 6,
  },
  {
    Id: FieldType.TextBoxes,
    FieldName: 'Fares by class',
    FieldType: FieldType.TextBoxes,
    MyKey: 'FaresByClass',
    PageWidth: 6,
    EformOptions: rideClasses.map(({ Id, OptionName }) => ({ Id, OptionName })),
  },
  {
    Id: FieldType.DatePicker,
    FieldName: 'Date of birth',
    FieldType: FieldType.DatePicker,
    MyKey: 'DateOfBirth',
    PageWidth: 6,
  },
  {
    Id: FieldType.DateTimePicker,
    FieldName: 'Next pick-up',
    FieldType: FieldType.DateTimePicker,
    MyKey: 'NextPickUp',
    PageWidth: 6,
  },
];
