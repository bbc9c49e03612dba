import { EformDisplayType, FieldType } from '@wayfare/eform/core';
import type { PlaygroundExample } from '../playground-example.ts';

/**
 * A short form of three groups: required fields (the one-by-one Next is blocked on them, spec 000 §4),
 * a phone number, a date that shows only for a return trip, and a field that needs two options checked
 * at once (RequireFullConditions).
 */
export const rideRequestExample: PlaygroundExample = {
  name: 'Ride request',
  summary: 'Required fields, a phone number and fields that appear when an option is chosen.',
  definition: {
    Id: 0,
    FormName: 'Ride request',
    EformDisplayType: EformDisplayType.Regular,
    SuccessMessage:
      '<h3>Thank you</h3><p>Your ride request is complete. Nothing was sent: this is the playground.</p>',
    GroupFields: [
      {
        Id: 1,
        GroupName: 'Passenger',
        GroupOrder: 1,
        ShowGroupName: true,
        Fields: [
          {
            Id: 1,
            FieldName: 'Full name',
            FieldType: FieldType.TextBox,
            FieldOrder: 1,
            MyKey: 'FullName',
            Required: true,
            MinLength: 3,
            MaxLength: 60,
            PageWidth: 12,
          },
          {
            Id: 2,
            FieldName: 'Phone number',
            FieldType: FieldType.PhoneNumberTextBox,
            FieldOrder: 2,
            MyKey: 'PhoneNumber',
            Required: true,
            ErrorMessage: 'Kindly enter a phone number the driver can call. Thank you',
            // The country picker and the number need the whole width of a half-screen form.
            PageWidth: 12,
          },
        ],
      },
      {
        Id: 2,
        GroupName: 'Trip',
        GroupOrder: 2,
        ShowGroupName: true,
        Fields: [
          {
            Id: 3,
            FieldName: 'Trip type',
            FieldType: FieldType.Radio,
            FieldOrder: 1,
            MyKey: 'TripType',
            Required: true,
            PageWidth: 12,
            EformOptions: [
              { Id: 1, OptionName: 'One way' },
              { Id: 2, OptionName: 'Return', DependentFields: ['ReturnDate'] },
            ],
          },
          {
            Id: 4,
            FieldName: 'Pick-up date',
            FieldType: FieldType.DatePicker,
            FieldOrder: 2,
            MyKey: 'PickUpDate',
            Required: true,
            PageWidth: 6,
          },
          {
            Id: 5,
            FieldName: 'Return date',
            FieldType: FieldType.DatePicker,
            FieldOrder: 3,
            MyKey: 'ReturnDate',
            Dependentkey: 'ReturnDate',
            DependentOnOption: true,
            Required: true,
            PageWidth: 6,
          },
        ],
      },
      {
        Id: 3,
        GroupName: 'Extras',
        GroupOrder: 3,
        ShowGroupName: true,
        Fields: [
          {
            Id: 6,
            FieldName: 'Extras',
            FieldType: FieldType.CheckBox,
            FieldOrder: 1,
            MyKey: 'Extras',
            PageWidth: 12,
            EformOptions: [
              { Id: 1, OptionName: 'Child seat', DependentFields: ['ChildAge', 'Assistance'] },
              { Id: 2, OptionName: 'Extra luggage', DependentFields: ['Assistance'] },
              { Id: 3, OptionName: 'Air conditioning' },
            ],
          },
          {
            Id: 7,
            FieldName: 'Age of the child',
            FieldType: FieldType.NumberTextBox,
            FieldOrder: 2,
            MyKey: 'ChildAge',
            Dependentkey: 'ChildAge',
            DependentOnOption: true,
            MinNumber: 0,
            MaxNumber: 12,
            UnitOfMeasure: 'years',
            PageWidth: 6,
          },
          {
            Id: 8,
            FieldName: 'Help with the child and the luggage',
            FieldType: FieldType.SingleCheckBox,
            FieldOrder: 3,
            MyKey: 'Assistance',
            Dependentkey: 'Assistance',
            DependentOnOption: true,
            RequireFullConditions: true,
            Explanation: 'Offered when both a child seat and extra luggage are chosen.',
            PageWidth: 6,
          },
          {
            Id: 9,
            FieldName: 'Notes for the driver',
            FieldType: FieldType.TextArea,
            FieldOrder: 4,
            MyKey: 'Notes',
            MaxLength: 200,
            PageWidth: 12,
          },
        ],
      },
    ],
  },
};
