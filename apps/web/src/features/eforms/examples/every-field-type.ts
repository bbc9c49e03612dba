import { EformDisplayType, type Field, FieldType } from '@wayfare/eform/core';
import { labelledPicture } from './pictures.ts';
import type { PlaygroundExample } from './playground-example.ts';

/** The Image field whose 'Use existing files' opens the file manager (for an admin). */
export const PROFILE_PICTURE_FIELD = 'Profile picture';

const rideClasses = [
  { Id: 1, OptionName: 'Economy', ImageURL: labelledPicture('Economy', '#2f9e44') },
  { Id: 2, OptionName: 'Comfort', ImageURL: labelledPicture('Comfort', '#1971c2') },
  { Id: 3, OptionName: 'Executive', ImageURL: labelledPicture('Executive', '#343a40') },
];

// Each field's Id is its type code (spec 000 §3.1), so the JSON reads as the list of types.
const text: Field[] = [
  {
    Id: FieldType.Label,
    FieldName: 'About this form',
    FieldType: FieldType.Label,
    PageWidth: 12,
    Explanation:
      "<p>One field of each of the 32 field types (codes 1 to 33; 18 is unused). Each field's <code>Id</code> is its type code.</p>",
  },
  {
    Id: FieldType.TextBox,
    FieldName: 'Full name',
    FieldType: FieldType.TextBox,
    MyKey: 'FullName',
    Required: true,
    PageWidth: 6,
  },
  {
    Id: FieldType.EmailTextBox,
    FieldName: 'E-mail address',
    FieldType: FieldType.EmailTextBox,
    MyKey: 'Email',
    PageWidth: 6,
  },
  {
    Id: FieldType.PhoneNumberTextBox,
    FieldName: 'Phone number',
    FieldType: FieldType.PhoneNumberTextBox,
    MyKey: 'PhoneNumber',
    // The country picker and the number need a whole row of a half-screen form.
    PageWidth: 12,
  },
  {
    Id: FieldType.Password,
    FieldName: 'Password',
    FieldType: FieldType.Password,
    MyKey: 'Password',
    ShowPassword: true,
    PageWidth: 6,
  },
  {
    Id: FieldType.URLTextBox,
    FieldName: 'Website',
    FieldType: FieldType.URLTextBox,
    MyKey: 'Website',
    PlaceHolder: 'https://',
    PageWidth: 6,
  },
  {
    Id: FieldType.Color,
    FieldName: 'Car colour',
    FieldType: FieldType.Color,
    MyKey: 'CarColour',
    PageWidth: 6,
  },
  {
    Id: FieldType.TextArea,
    FieldName: 'Home address',
    FieldType: FieldType.TextArea,
    MyKey: 'HomeAddress',
    MaxLength: 300,
    PageWidth: 12,
  },
  {
    Id: FieldType.EditableTextArea,
    FieldName: 'About me',
    FieldType: FieldType.EditableTextArea,
    MyKey: 'AboutMe',
    PageWidth: 12,
  },
];

const choices: Field[] = [
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

const numbersAndDates: Field[] = [
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

const files: Field[] = [
  {
    Id: FieldType.Image,
    FieldName: PROFILE_PICTURE_FIELD,
    FieldType: FieldType.Image,
    MyKey: 'ProfilePicture',
    PageWidth: 6,
  },
  {
    Id: FieldType.MultipleImages,
    FieldName: 'Car photos',
    FieldType: FieldType.MultipleImages,
    MyKey: 'CarPhotos',
    PageWidth: 6,
  },
  {
    Id: FieldType.PDFUploader,
    FieldName: 'Driving licence',
    FieldType: FieldType.PDFUploader,
    MyKey: 'DrivingLicence',
    PageWidth: 6,
  },
  {
    Id: FieldType.WordUploader,
    FieldName: 'Signed contract',
    FieldType: FieldType.WordUploader,
    MyKey: 'SignedContract',
    PageWidth: 6,
  },
  {
    Id: FieldType.CSVUploader,
    FieldName: 'Trip history',
    FieldType: FieldType.CSVUploader,
    MyKey: 'TripHistory',
    PageWidth: 6,
  },
  {
    Id: FieldType.GraphicUploader,
    FieldName: 'Company logo',
    FieldType: FieldType.GraphicUploader,
    MyKey: 'CompanyLogo',
    PageWidth: 6,
  },
];

const lists: Field[] = [
  {
    Id: FieldType.TextList,
    FieldName: 'Favourite places',
    FieldType: FieldType.TextList,
    MyKey: 'FavouritePlaces',
    PageWidth: 6,
  },
  {
    Id: FieldType.URLList,
    FieldName: 'Social links',
    FieldType: FieldType.URLList,
    MyKey: 'SocialLinks',
    PageWidth: 6,
  },
  {
    Id: FieldType.EmailList,
    FieldName: 'Receipt e-mails',
    FieldType: FieldType.EmailList,
    MyKey: 'ReceiptEmails',
    PageWidth: 6,
  },
  {
    Id: FieldType.CollapsibleQuestions,
    FieldName: 'Emergency contacts',
    FieldType: FieldType.CollapsibleQuestions,
    MyKey: 'EmergencyContacts',
    ItemObjectName: 'Contact',
    PropertyForNameOfItem: 'Name',
    CanAdd: true,
    CanDelete: true,
    PageWidth: 12,
    WorkingObjs: [{ Name: 'Ngozi Eze', Relationship: 'Sister', Order: 1 }],
    Eform: {
      GroupFields: [
        {
          Id: 1,
          Fields: [
            {
              Id: 1,
              FieldName: 'Name',
              FieldType: FieldType.TextBox,
              MyKey: 'Name',
              Required: true,
              PageWidth: 6,
            },
            {
              Id: 2,
              FieldName: 'Relationship',
              FieldType: FieldType.TextBox,
              MyKey: 'Relationship',
              PageWidth: 6,
            },
          ],
        },
      ],
    },
  },
  {
    Id: FieldType.TableQuestions,
    FieldName: 'Frequent trips',
    FieldType: FieldType.TableQuestions,
    MyKey: 'FrequentTrips',
    ItemObjectName: 'Trip',
    CanAdd: true,
    CanDelete: true,
    PageWidth: 12,
    WorkingObjs: [{ From: 'Ikeja', To: 'Victoria Island', Order: 1 }],
    Eform: {
      GroupFields: [
        {
          Id: 1,
          Fields: [
            { Id: 1, FieldName: 'From', FieldType: FieldType.TextBox, MyKey: 'From', Required: true },
            { Id: 2, FieldName: 'To', FieldType: FieldType.TextBox, MyKey: 'To', Required: true },
          ],
        },
      ],
    },
  },
];

const group = (Id: number, GroupName: string, Fields: Field[]) => ({
  Id,
  GroupName,
  GroupOrder: Id,
  ShowGroupName: true,
  Fields: Fields.map((field, index) => ({ ...field, FieldOrder: index + 1 })),
});

/** spec 000 §2.4, §3.1: one field of every type, in five groups (one tab or step each). */
export const everyFieldTypeExample: PlaygroundExample = {
  name: 'Every field type',
  summary: 'One field of each of the 32 types, in five groups.',
  definition: {
    Id: 0,
    FormName: 'Every field type',
    EformDisplayType: EformDisplayType.Regular,
    SuccessMessage: '<h3>All fields are valid</h3><p>Every answer passed its checks.</p>',
    GroupFields: [
      group(1, 'Text', text),
      group(2, 'Choices', choices),
      group(3, 'Numbers and dates', numbersAndDates),
      group(4, 'Files', files),
      group(5, 'Lists and repeatable groups', lists),
    ],
  },
};
