import { type Field, FieldType, type Form } from '../../core/index.ts';

const options = [
  { Id: 1, OptionName: 'Economy', ImageURL: '/economy.png' },
  { Id: 2, OptionName: 'Comfort', ImageURL: '/comfort.png' },
];

/** One field of every type, for tests that go through them all. */
export const everyFieldType: Field[] = [
  { Id: 1, FieldName: 'Surname', FieldType: FieldType.TextBox, MyKey: 'Surname' },
  { Id: 2, FieldName: 'Address', FieldType: FieldType.TextArea, MyKey: 'Address' },
  { Id: 3, FieldName: 'Ride class', FieldType: FieldType.Radio, MyKey: 'RideClass', EformOptions: options },
  { Id: 4, FieldName: 'Extras', FieldType: FieldType.CheckBox, MyKey: 'Extras', EformOptions: options },
  { Id: 5, FieldName: 'Car class', FieldType: FieldType.DropDown, MyKey: 'CarClass', EformOptions: options },
  { Id: 6, FieldName: 'Photo', FieldType: FieldType.Image, MyKey: 'Photo' },
  { Id: 7, FieldName: 'Seats', FieldType: FieldType.NumberTextBox, MyKey: 'Seats' },
  { Id: 8, FieldName: 'E-mail', FieldType: FieldType.EmailTextBox, MyKey: 'Email' },
  { Id: 9, FieldName: 'Pick-up date', FieldType: FieldType.DatePicker, MyKey: 'PickUpDate' },
  { Id: 10, FieldName: 'Notes', FieldType: FieldType.EditableTextArea, MyKey: 'Notes' },
  { Id: 11, FieldName: 'Licence', FieldType: FieldType.PDFUploader, MyKey: 'Licence' },
  { Id: 12, FieldName: 'Price list', FieldType: FieldType.CSVUploader, MyKey: 'PriceList' },
  { Id: 13, FieldName: 'Contract', FieldType: FieldType.WordUploader, MyKey: 'Contract' },
  { Id: 14, FieldName: 'Logo', FieldType: FieldType.GraphicUploader, MyKey: 'Logo' },
  { Id: 15, FieldName: 'Rating', FieldType: FieldType.Rating, MyKey: 'Rating' },
  {
    Id: 16,
    FieldName: 'Car colour',
    FieldType: FieldType.ImageRadio,
    MyKey: 'CarColour',
    EformOptions: options,
  },
  {
    Id: 17,
    FieldName: 'Features',
    FieldType: FieldType.ImageCheckBox,
    MyKey: 'Features',
    EformOptions: options,
  },
  { Id: 19, FieldName: 'Gallery', FieldType: FieldType.MultipleImages, MyKey: 'Gallery' },
  { Id: 20, FieldName: 'Departure', FieldType: FieldType.DateTimePicker, MyKey: 'Departure' },
  { Id: 21, FieldName: 'Website', FieldType: FieldType.URLTextBox, MyKey: 'Website' },
  { Id: 22, FieldName: 'Active', FieldType: FieldType.SingleCheckBox, MyKey: 'Active' },
  { Id: 23, FieldName: 'Colour', FieldType: FieldType.Color, MyKey: 'Colour' },
  { Id: 24, FieldName: 'Fuel', FieldType: FieldType.Range, MyKey: 'Fuel' },
  { Id: 25, FieldName: 'Password', FieldType: FieldType.Password, MyKey: 'Password' },
  {
    Id: 26,
    FieldName: 'Stops',
    FieldType: FieldType.CollapsibleQuestions,
    MyKey: 'Stops',
    CanAdd: true,
    CanDelete: true,
    ItemObjectName: 'Stop',
    Eform: {
      GroupFields: [
        { Id: 1, Fields: [{ Id: 1, FieldName: 'Place', FieldType: FieldType.TextBox, MyKey: 'Place' }] },
      ],
    },
  },
  { Id: 27, FieldName: 'Tags', FieldType: FieldType.TextList, MyKey: 'Tags' },
  { Id: 28, FieldName: 'Links', FieldType: FieldType.URLList, MyKey: 'Links' },
  { Id: 29, FieldName: 'Recipients', FieldType: FieldType.EmailList, MyKey: 'Recipients' },
  { Id: 30, FieldName: 'Fares', FieldType: FieldType.TextBoxes, MyKey: 'Fares', EformOptions: options },
  {
    Id: 31,
    FieldName: 'Passengers',
    FieldType: FieldType.TableQuestions,
    MyKey: 'Passengers',
    CanAdd: true,
    CanDelete: true,
    ItemObjectName: 'Passenger',
    Eform: {
      GroupFields: [
        { Id: 1, Fields: [{ Id: 1, FieldName: 'Name', FieldType: FieldType.TextBox, MyKey: 'Name' }] },
      ],
    },
  },
  {
    Id: 32,
    FieldName: 'About this form',
    FieldType: FieldType.Label,
    Explanation: '<p>Please answer all</p>',
  },
  { Id: 33, FieldName: 'Phone', FieldType: FieldType.PhoneNumberTextBox, MyKey: 'Phone' },
];

export const everyFieldTypeForm: Form = { GroupFields: [{ Id: 1, Fields: everyFieldType }] };
