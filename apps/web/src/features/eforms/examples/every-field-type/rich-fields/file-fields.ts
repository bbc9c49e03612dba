import { type Field, FieldType } from '@wayfare/eform/core';

/** The Image field whose 'Use existing files' opens the file manager (for an admin). */
export const PROFILE_PICTURE_FIELD = 'Profile picture';

/** The Files group: pictures and the document uploaders. */
export const files: Field[] = [
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
