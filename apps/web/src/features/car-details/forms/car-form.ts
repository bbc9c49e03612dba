import { type Field, FieldType, type Form } from '@wayfare/eform/core';
import { dateField, textField } from '../../../components/screen/index.ts';

// spec 001 §3 and §5, issue 17 §1 (Car detail edit). Which fields are required and how long each may be
// come from the Create/UpdateCarDetailByAdmin body schemas (useRecordEditor applies them); the year's
// range, future expiry dates, a taken licence number and an unknown driver are refused by the server and
// shown under their fields.

const picture = (Id: number, FieldName: string, MyKey: string, PageWidth = 6): Field => ({
  Id,
  FieldName,
  FieldType: FieldType.Image,
  MyKey,
  PageWidth,
  // Administrators choose from the file manager, or upload there (spec 000 §2.5).
  UseExistingFiles: true,
});

/** The car's own fields, then the driver's e-mail on a new car only (spec 001 §5: required on create). */
export function carForm({ isNew }: { isNew: boolean }): Form {
  const fields: Field[] = [
    textField(1, 'Name', 'Name', 4),
    textField(2, 'Car Model', 'CarModel', 4),
    // A text box: the number box groups thousands ('2,020'), which no one writes of a year.
    textField(3, 'Year', 'Year', 4),
    textField(4, 'Licence Number', 'LicenseNumber', 6),
    dateField(5, 'Licence Expiry Date', 'LicenseExpiryDate'),
    picture(6, 'Car Licence', 'CarLicense', 12),
    picture(7, 'Insurance', 'Insurance'),
    dateField(8, 'Insurance Expiry Date', 'InsuranceExpiryDate'),
    picture(9, 'Road Worthiness', 'RoadWorthiness'),
    dateField(10, 'Road Worthiness Expiry Date', 'RoadWorthinessExpiryDate'),
    picture(11, 'Front Picture', 'CarFrontPicture', 4),
    picture(12, 'Back Picture', 'CarBackPicture', 4),
    picture(13, 'Side Picture', 'CarSidePicture', 4),
  ];
  if (isNew)
    fields.unshift({
      ...textField(14, 'Driver Email', 'DriverEmail', 12),
      FieldType: FieldType.EmailTextBox,
    });
  return { FormName: 'Car Detail', GroupFields: [{ Id: 'Car Detail', Fields: fields }] };
}

/** A new car: its Id empty (spec 001 §3), nothing else chosen. */
export const newCar = { Id: 0 };
