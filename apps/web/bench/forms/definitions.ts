// The forms the browser benchmark renders: the largest real form of the product (a rider's account with their
// car), 300 fields of every type, and a table question of 200 items.
import { type Field, type FieldOption, FieldType, type Form, fieldTypeName } from '@wayfare/eform/core';

/** Every field type code of spec 000 §3.1 (1…33, 18 unused), in code order. */
export const everyFieldTypeCode: FieldType[] = Object.values(FieldType).sort((a, b) => a - b);

export const FIELD_COUNT = 300;
export const GROUP_COUNT = 10;
export const ITEM_COUNT = 200;

/** A tiny inline picture, so image options need no request. */
const picture = (colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="80" height="60"><rect width="80" height="60" fill="${colour}"/></svg>`,
  )}`;

const choices: FieldOption[] = [
  { Id: 1, OptionName: 'Economy', ImageURL: picture('#259d63') },
  { Id: 2, OptionName: 'Comfort', ImageURL: picture('#0b7a4b') },
  { Id: 3, OptionName: 'Executive', ImageURL: picture('#045d36') },
];

/** The item template of the repeatable fields: the four columns of a passenger list. */
const passengerTemplate = (): Form => ({
  GroupFields: [
    {
      Id: 1,
      Fields: [
        { Id: 1, FieldName: 'Name', FieldType: FieldType.TextBox, MyKey: 'Name', Required: true },
        { Id: 2, FieldName: 'Seats', FieldType: FieldType.NumberTextBox, MyKey: 'Seats', MinNumber: 1 },
        { Id: 3, FieldName: 'Class', FieldType: FieldType.DropDown, MyKey: 'Class', EformOptions: choices },
        { Id: 4, FieldName: 'Paid', FieldType: FieldType.SingleCheckBox, MyKey: 'Paid' },
      ],
    },
  ],
});

export const passengers = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    Name: `Passenger ${i + 1}`,
    Seats: 1 + (i % 4),
    Class: 1 + (i % 3),
    Paid: i % 2 === 0,
    Order: i + 1,
  }));

/** What a type needs besides its name and key to be a realistic field (options, a template, a header). */
function extrasOf(type: FieldType): Partial<Field> {
  switch (type) {
    case FieldType.Radio:
    case FieldType.CheckBox:
    case FieldType.DropDown:
    case FieldType.ImageRadio:
    case FieldType.ImageCheckBox:
    case FieldType.TextBoxes:
      return { EformOptions: choices };
    case FieldType.CollapsibleQuestions:
    case FieldType.TableQuestions:
      return { CanAdd: true, CanDelete: true, ItemObjectName: 'Passenger', Eform: passengerTemplate() };
    case FieldType.CSVUploader:
      return { CSVToArrayHeader: [{ Name: 'Name' }, { Name: 'Seats', IsNumber: true }] };
    case FieldType.Label:
      return { Explanation: '<p>Answer every question you can; the starred ones are required.</p>' };
    case FieldType.Range:
      return { RangeEnd: 100, UnitOfMeasure: '%' };
    case FieldType.NumberTextBox:
      return { MinNumber: 0, MaxNumber: 1000, UnitOfMeasure: 'km' };
    default:
      return {};
  }
}

/** A stored value for the types whose loaded value is simple, so the form opens as an edited record. */
function storedValueOf(type: FieldType, n: number): unknown {
  switch (type) {
    case FieldType.TextBox:
    case FieldType.TextArea:
      return `Answer ${n}`;
    case FieldType.EmailTextBox:
      return `rider${n}@example.com`;
    case FieldType.URLTextBox:
      return `https://example.com/${n}`;
    case FieldType.NumberTextBox:
      return n;
    case FieldType.Radio:
    case FieldType.DropDown:
    case FieldType.ImageRadio:
      return 1 + (n % 3);
    case FieldType.CheckBox:
    case FieldType.ImageCheckBox:
      return '1, 3';
    case FieldType.Rating:
      return 1 + (n % 5);
    case FieldType.Range:
      return 50;
    case FieldType.SingleCheckBox:
      return n % 2 === 0;
    case FieldType.Color:
      return '#0b7a4b';
    case FieldType.DatePicker:
      return '2025-06-01T00:00:00';
    case FieldType.DateTimePicker:
      return '2025-06-01T08:30:00';
    case FieldType.PhoneNumberTextBox:
      return '+2348031234567';
    case FieldType.TextList:
      return ['airport', 'night'];
    case FieldType.TextBoxes:
      return [1, 2, 3];
    case FieldType.CollapsibleQuestions:
    case FieldType.TableQuestions:
      return passengers(2);
    default:
      return undefined;
  }
}

/** The number of the text box both form benchmarks type into (a TextBox: 161 is 1 more than 5 × 32). */
export const TYPED_TEXT_BOX = 161;

/** The key and accessible name of the n-th field (from 1): '{TypeName} {n}', e.g. 'TextBox 133'. */
export const fieldNameOf = (type: FieldType, n: number) => `${fieldTypeName(type)} ${n}`;

/**
 * 300 fields in 10 titled groups, cycling through every field type (so each appears 9 or 10 times), every
 * third field required, with the stored values of an existing record.
 */
export function manyFieldsForm(types: FieldType[] = everyFieldTypeCode): {
  form: Form;
  values: Record<string, unknown>;
} {
  const values: Record<string, unknown> = { Id: 7 };
  const fields = Array.from({ length: FIELD_COUNT }, (_, i): Field => {
    const n = i + 1;
    const type = types[i % types.length]!;
    const key = `F${n}`;
    const stored = storedValueOf(type, n);
    if (stored !== undefined) values[key] = stored;
    return {
      Id: n,
      FieldName: fieldNameOf(type, n),
      FieldType: type,
      ...(type === FieldType.Label ? {} : { MyKey: key, Required: n % 3 === 0 }),
      ...extrasOf(type),
    };
  });
  const perGroup = FIELD_COUNT / GROUP_COUNT;
  const form: Form = {
    FormName: 'Benchmark: 300 fields',
    GroupFields: Array.from({ length: GROUP_COUNT }, (_, g) => ({
      Id: g + 1,
      GroupName: `Section ${g + 1}`,
      ShowGroupName: true,
      Fields: fields.slice(g * perGroup, (g + 1) * perGroup),
    })),
  };
  return { form, values };
}

/** A form of one table question (TableQuestions 31) holding 200 passengers. */
export function bigTableForm(): { form: Form; values: Record<string, unknown> } {
  return {
    form: {
      FormName: 'Benchmark: 200 items',
      GroupFields: [
        {
          Id: 1,
          Fields: [
            {
              Id: 1,
              FieldName: 'Passengers',
              FieldType: FieldType.TableQuestions,
              MyKey: 'Passengers',
              PageWidth: 12,
              CanAdd: true,
              CanDelete: true,
              ItemObjectName: 'Passenger',
              Eform: passengerTemplate(),
            },
          ],
        },
      ],
    },
    values: { Id: 7, Passengers: passengers(ITEM_COUNT) },
  };
}

const named = (names: string[]): FieldOption[] => names.map((OptionName, i) => ({ Id: i + 1, OptionName }));

/** The account form's image fields' stored picture (a data URL, so the page makes no request). */
const storedPhoto = picture('#8a8f98');

/**
 * The largest form the product has: a driver's account with their car, as the admin edits it (26 fields in
 * three titled groups: text, e-mail, phone, password, drop-downs, dates, pictures, a document, check boxes and
 * a choice of ride classes), opened on a stored record.
 */
export function accountForm(): { form: Form; values: Record<string, unknown> } {
  const text = (Id: number, FieldName: string, MyKey: string, more: Partial<Field> = {}): Field => ({
    Id,
    FieldName,
    FieldType: FieldType.TextBox,
    MyKey,
    ...more,
  });
  const pick = (
    Id: number,
    FieldName: string,
    MyKey: string,
    names: string[],
    more: Partial<Field> = {},
  ) => ({
    Id,
    FieldName,
    FieldType: FieldType.DropDown,
    MyKey,
    EformOptions: named(names),
    ...more,
  });
  const form: Form = {
    FormName: 'Driver account',
    GroupFields: [
      {
        Id: 1,
        GroupName: 'Profile',
        ShowGroupName: true,
        Fields: [
          text(1, 'First Name', 'FirstName', { Required: true, MaxLength: 50 }),
          text(2, 'Last Name', 'LastName', { Required: true, MaxLength: 50 }),
          text(3, 'Other Names', 'OtherNames'),
          { Id: 4, FieldName: 'Email', FieldType: FieldType.EmailTextBox, MyKey: 'Email', Required: true },
          {
            Id: 5,
            FieldName: 'Phone Number',
            FieldType: FieldType.PhoneNumberTextBox,
            MyKey: 'PhoneNumber',
            Required: true,
          },
          { Id: 6, FieldName: 'Date of Birth', FieldType: FieldType.DatePicker, MyKey: 'DateOfBirth' },
          pick(7, 'Gender', 'Gender', ['Female', 'Male', 'Prefer not to say']),
          { Id: 8, FieldName: 'Photo', FieldType: FieldType.Image, MyKey: 'Photo', Required: true },
          { Id: 9, FieldName: 'Address', FieldType: FieldType.TextArea, MyKey: 'Address', PageWidth: 8 },
          pick(10, 'State', 'State', ['Lagos', 'Abuja FCT', 'Rivers', 'Oyo', 'Kano', 'Enugu'], {
            Required: true,
          }),
          pick(11, 'City', 'City', ['Ikeja', 'Yaba', 'Lekki', 'Surulere', 'Ikorodu', 'Epe']),
          { Id: 12, FieldName: 'Password', FieldType: FieldType.Password, MyKey: 'Password' },
        ],
      },
      {
        Id: 2,
        GroupName: 'Car',
        ShowGroupName: true,
        Fields: [
          pick(13, 'Make', 'Make', ['Toyota', 'Honda', 'Hyundai', 'Kia', 'Lexus', 'Mercedes-Benz'], {
            Required: true,
          }),
          text(14, 'Model', 'Model', { Required: true }),
          {
            Id: 15,
            FieldName: 'Year',
            FieldType: FieldType.NumberTextBox,
            MyKey: 'Year',
            MinNumber: 2005,
            MaxNumber: 2027,
          },
          text(16, 'Plate Number', 'PlateNumber', { Required: true, MaxLength: 10 }),
          pick(17, 'Colour', 'Colour', ['Black', 'White', 'Silver', 'Grey', 'Blue', 'Red']),
          pick(18, 'Ride Class', 'RideClass', ['Economy', 'Comfort', 'Executive'], { Required: true }),
          { Id: 19, FieldName: 'Licence Expiry', FieldType: FieldType.DatePicker, MyKey: 'LicenceExpiry' },
          { Id: 20, FieldName: 'Inspection Date', FieldType: FieldType.DatePicker, MyKey: 'InspectionDate' },
          { Id: 21, FieldName: 'Car Photo', FieldType: FieldType.Image, MyKey: 'CarPhoto' },
          {
            Id: 22,
            FieldName: 'Insurance Certificate',
            FieldType: FieldType.PDFUploader,
            MyKey: 'Insurance',
          },
        ],
      },
      {
        Id: 3,
        GroupName: 'Preferences',
        ShowGroupName: true,
        Fields: [
          {
            Id: 23,
            FieldName: 'Ride Classes Offered',
            FieldType: FieldType.CheckBox,
            MyKey: 'ClassesOffered',
            EformOptions: named(['Economy', 'Comfort', 'Executive', 'Delivery']),
          },
          { Id: 24, FieldName: 'E-mail Alerts', FieldType: FieldType.SingleCheckBox, MyKey: 'EmailAlerts' },
          { Id: 25, FieldName: 'SMS Alerts', FieldType: FieldType.SingleCheckBox, MyKey: 'SmsAlerts' },
          { Id: 26, FieldName: 'Active', FieldType: FieldType.SingleCheckBox, MyKey: 'Active' },
        ],
      },
    ],
  };
  const values = {
    Id: 42,
    FirstName: 'Adaeze',
    LastName: 'Okafor',
    Email: 'adaeze.okafor@example.com',
    PhoneNumber: '+2348031234567',
    DateOfBirth: '1990-04-12T00:00:00',
    Gender: 1,
    Photo: storedPhoto,
    Address: '12 Admiralty Way, Lekki Phase 1',
    State: 1,
    City: 3,
    Make: 1,
    Model: 'Corolla',
    Year: 2019,
    PlateNumber: 'LSD 123 XY',
    Colour: 3,
    RideClass: 2,
    LicenceExpiry: '2027-01-31T00:00:00',
    InspectionDate: '2026-06-30T00:00:00',
    CarPhoto: storedPhoto,
    ClassesOffered: '1, 2',
    EmailAlerts: true,
    SmsAlerts: false,
    Active: true,
  };
  return { form, values };
}
