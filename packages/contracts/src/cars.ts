import { z } from 'zod';
import { requiredText, text } from './fields.ts';
import { uploadedFilePath } from './files.ts';
import { recordId } from './locations.ts';
import { dateBound, keywordQuery, pageQuery, sortQuery } from './paging.ts';
import { texts } from './texts.ts';

/** spec 001 §4: the car detail statuses, as GetCarStatuses lists them. */
export const CarStatus = {
  Pending: 0,
  RequireExtraInformation: 1,
  Approved: 2,
  Suspended: 3,
} as const;
export type CarStatusId = (typeof CarStatus)[keyof typeof CarStatus];
export const carStatusNames: Record<CarStatusId, string> = {
  0: 'Pending',
  1: 'Require Extra Information',
  2: 'Approved',
  3: 'Suspended',
};

export const FIRST_CAR_YEAR = 1980;
export const MAX_CAR_NAME = 100;
export const MAX_CAR_MESSAGE = 1000;
/** spec 001 §9: the car history is read 10 at a time. */
export const CAR_HISTORY_PAGE_SIZE = 10;
/** issue 17 §2: reminders go this many days before a document expires, each once. */
export const EXPIRY_REMINDER_DAYS = [30, 7, 1] as const;
export const MAX_EXPIRY_DAYS_AHEAD = 365;

/** The documents the expiry job watches, as a reminder and GetExpiringDocuments name them. */
export const CarDocument = {
  CarLicence: 'Car Licence',
  Insurance: 'Insurance',
  RoadWorthiness: 'Road Worthiness',
  DriverLicence: "Driver's Licence",
} as const;
export type CarDocumentName = (typeof CarDocument)[keyof typeof CarDocument];

export const carTexts = {
  year: (next: number) => `Year must be between ${FIRST_CAR_YEAR} and ${next}`,
  licenseNumber: 'LicenseNumber must be 2 to 15 letters, digits, spaces or hyphens',
  licenseNumberTaken: (number: string) => `A car with licence number ${number} already exists`,
  noDriver: (email: string) => `No driver has the e-mail address ${email}`,
  inFuture: (label: string) => `${label} must be a date in the future`,
  dateWithoutPicture: (picture: string, date: string) => `${picture} is required when ${date} is given`,
  pictureWithoutDate: (picture: string, date: string) => `${date} is required when ${picture} is given`,
  notUploaded: (label: string) => `${label} must be a file you uploaded`,
  noCar: (id: number) => `There is no car with Id ${id}`,
  notYourCar: 'This car is not yours',
  notADriver: 'Only drivers have cars',
  wrongState: (status: string, rule: string) => `This car is ${status}; ${rule}`,
  approveRule: 'only a Pending, Require Extra Information or Suspended car can be approved.',
  suspendRule: 'only an Approved car can be suspended.',
  incompleteRule: 'only a Pending, Approved or Suspended car can be marked as incomplete.',
  driverInactive: "The car's driver is suspended or deleted; the car cannot be approved.",
  licenceExpired: 'The car licence has expired; the car cannot be approved.',
  onUnfinishedRide: (status: string) =>
    `This car is on an unfinished ride (${status}); it cannot be deleted.`,
  deleted: (name: string) => `The car ${name} has been deleted`,
  changedByDriver: 'Changed by the driver',
  created: 'Created',
  expired: (document: string, date: string) => `${document} expired on ${date}`,
  // AcceptRide (issue 17 §1).
  carDetailIdRequired: 'CarDetailId is required',
  noApprovedCar: 'You need an approved car to accept rides.',
  carNotApproved: (status: string) => `This car is ${status}; only an Approved car can take rides.`,
  carPaperExpired: (document: string) => `The car's ${document} has expired; it cannot take rides.`,
  daysAhead: `daysAhead must be a whole number between 1 and ${MAX_EXPIRY_DAYS_AHEAD}`,
};

// ---------------------------------------------------------------- the car

/** spec 001 §3 Car detail, with the approver's names and CreatedDate; pictures are FilePaths, dates YYYY-MM-DD. */
export const carDetailEntity = z.object({
  Id: z.number().int(),
  Name: z.string(),
  CarModel: z.string(),
  Year: z.number().int(),
  LicenseNumber: z.string(),
  CarLicense: z.string(),
  LicenseExpiryDate: z.string(),
  Insurance: z.string().nullable(),
  InsuranceExpiryDate: z.string().nullable(),
  RoadWorthiness: z.string().nullable(),
  RoadWorthinessExpiryDate: z.string().nullable(),
  CarFrontPicture: z.string().nullable(),
  CarBackPicture: z.string().nullable(),
  CarSidePicture: z.string().nullable(),
  DriverId: z.string(),
  DriverEmail: z.string(),
  DriverPhone: z.string().nullable(),
  DriverSurname: z.string(),
  DriverFirstname: z.string(),
  Status: z.number().int(),
  StatusName: z.string(),
  ApproveUserId: z.string().nullable(),
  ApproveUserSurname: z.string().nullable(),
  ApproveUserFirstname: z.string().nullable(),
  Message: z.string().nullable(),
  CreatedDate: z.string(),
});
export type CarDetail = z.infer<typeof carDetailEntity>;

export const carStatusEntity = z.object({ Id: z.number().int(), Name: z.string() });

/** spec 001 §3 Update history, newest first. */
export const carDetailUpdate = z.object({
  Status: z.number().int(),
  StatusName: z.string(),
  CreatedDate: z.string(),
  Reason: z.string().nullable(),
  ActionUserFirstname: z.string().nullable(),
  ActionUserSurname: z.string().nullable(),
});
export type CarDetailUpdate = z.infer<typeof carDetailUpdate>;

/** issue 17 §2: a document expiring within daysAhead (a driver's licence has no car: its car fields are null). */
export const expiringDocument = z.object({
  CarDetailId: z.number().int().nullable(),
  Name: z.string().nullable(),
  LicenseNumber: z.string().nullable(),
  DriverId: z.string(),
  DriverSurname: z.string(),
  DriverFirstname: z.string(),
  Document: z.string(),
  ExpiryDate: z.string(),
});
export type ExpiringDocument = z.infer<typeof expiringDocument>;

// ---------------------------------------------------------------- requests

const numberText = (value: unknown) => {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return undefined;
  return /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value;
};
const blankAsMissing = (value: unknown) =>
  value === '' || (typeof value === 'string' && value.trim() === '') ? null : value;

/** The latest year a car may have: next year, read when the request is checked. */
export const latestCarYear = () => new Date().getUTCFullYear() + 1;

const year = z.preprocess(
  numberText,
  z
    .number({ error: (issue) => (issue.input == null ? 'Year is required' : 'Year must be a number') })
    .int({ message: 'Year must be a whole number', abort: true })
    .refine((value) => value >= FIRST_CAR_YEAR && value <= latestCarYear(), {
      error: () => carTexts.year(latestCarYear()),
    }),
);

const licenseNumber = z
  .string({
    error: (issue) => (issue.input == null ? 'LicenseNumber is required' : 'LicenseNumber must be text'),
  })
  .trim()
  .min(1, { message: 'LicenseNumber is required', abort: true })
  .regex(/^[A-Za-z0-9 -]{2,15}$/, carTexts.licenseNumber)
  .transform((value) => value.toUpperCase());

/** A calendar date, YYYY-MM-DD; missing or blank reads '{label} is required'. */
const calendarDate = (label: string) =>
  z
    .string({
      error: (issue) =>
        issue.input == null ? `${label} is required` : `${label} must be a date (YYYY-MM-DD)`,
    })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD)`)
    .refine((value) => {
      const at = Date.parse(`${value}T00:00:00Z`);
      return !Number.isNaN(at) && new Date(at).toISOString().slice(0, 10) === value;
    }, `${label} must be a date (YYYY-MM-DD)`);

const requiredDate = (label: string) => z.preprocess(blankAsMissing, calendarDate(label));

const optionalDate = (label: string) =>
  z.preprocess(blankAsMissing, calendarDate(label).nullish()).transform((value) => value ?? null);

const requiredPicture = (label: string) => z.preprocess(blankAsMissing, uploadedFilePath(label));

const optionalPicture = (label: string) =>
  z.preprocess(blankAsMissing, uploadedFilePath(label).nullish()).transform((value) => value ?? null);

const driverEmail = z
  .string({
    error: (issue) => (issue.input == null ? 'DriverEmail is required' : 'DriverEmail must be text'),
  })
  .trim()
  .min(1, 'DriverEmail is required')
  .max(254, texts.invalidEmail)
  .pipe(z.email(texts.invalidEmail))
  .transform((email) => email.toLowerCase());

/** The car's own fields, on every create and update. */
const carFields = {
  Name: requiredText('Name', MAX_CAR_NAME),
  CarModel: requiredText('CarModel', MAX_CAR_NAME),
  Year: year,
  LicenseNumber: licenseNumber,
  CarLicense: requiredPicture('CarLicense'),
  LicenseExpiryDate: requiredDate('LicenseExpiryDate'),
  Insurance: optionalPicture('Insurance'),
  InsuranceExpiryDate: optionalDate('InsuranceExpiryDate'),
  RoadWorthiness: optionalPicture('RoadWorthiness'),
  RoadWorthinessExpiryDate: optionalDate('RoadWorthinessExpiryDate'),
  CarFrontPicture: optionalPicture('CarFrontPicture'),
  CarBackPicture: optionalPicture('CarBackPicture'),
  CarSidePicture: optionalPicture('CarSidePicture'),
};

type PairedDocuments = {
  Insurance: string | null;
  InsuranceExpiryDate: string | null;
  RoadWorthiness: string | null;
  RoadWorthinessExpiryDate: string | null;
};

/** Insurance and RoadWorthiness are optional, but each comes with its date, and a date with its picture. */
function pairedDocuments(value: PairedDocuments, context: z.RefinementCtx) {
  const pairs = [
    ['Insurance', 'InsuranceExpiryDate'],
    ['RoadWorthiness', 'RoadWorthinessExpiryDate'],
  ] as const;
  for (const [picture, date] of pairs) {
    if (value[picture] && !value[date])
      context.addIssue({ code: 'custom', path: [date], message: carTexts.pictureWithoutDate(picture, date) });
    if (!value[picture] && value[date])
      context.addIssue({
        code: 'custom',
        path: [picture],
        message: carTexts.dateWithoutPicture(picture, date),
      });
  }
}

// The Id of a new car is absent, 0 or empty (spec 001 §3 'empty identifier for new'): accepted, ignored.
const newId = z.unknown().optional();

export const createMyCarDetailRequest = z
  .strictObject({ Id: newId, ...carFields })
  .superRefine(pairedDocuments);
export type CreateMyCarDetailRequest = z.input<typeof createMyCarDetailRequest>;

export const createCarDetailByAdminRequest = z
  .strictObject({ Id: newId, ...carFields, DriverEmail: driverEmail })
  .superRefine(pairedDocuments);
export type CreateCarDetailByAdminRequest = z.input<typeof createCarDetailByAdminRequest>;

// An edit form sends the car back as it was read: the read-only fields are accepted and ignored.
const readOnly = {
  DriverEmail: z.unknown().optional(),
  DriverPhone: z.unknown().optional(),
  DriverSurname: z.unknown().optional(),
  DriverFirstname: z.unknown().optional(),
  DriverId: z.unknown().optional(),
  Status: z.unknown().optional(),
  StatusName: z.unknown().optional(),
  ApproveUserId: z.unknown().optional(),
  ApproveUserSurname: z.unknown().optional(),
  ApproveUserFirstname: z.unknown().optional(),
  Message: z.unknown().optional(),
  CreatedDate: z.unknown().optional(),
};

export const updateCarDetailRequest = z
  .strictObject({ Id: recordId('Id'), ...carFields, ...readOnly })
  .superRefine(pairedDocuments);
export type UpdateCarDetailRequest = z.input<typeof updateCarDetailRequest>;

export const carDetailIdRequest = z.strictObject({ Id: recordId('Id') });

/** ApproveCarDetail and SuspendCarDetail: an optional Message, the history entry's Reason. */
export const carStatusChangeRequest = z.strictObject({
  Id: recordId('Id'),
  Message: z.preprocess(blankAsMissing, text('Message', MAX_CAR_MESSAGE).nullish()),
});

/** MarkAsIncompleteCarDetail: the Message is required and kept as the car's Message. */
export const markAsIncompleteRequest = z.strictObject({
  Id: recordId('Id'),
  Message: requiredText('Message', MAX_CAR_MESSAGE),
});

const carStatusFilter = z.preprocess(
  numberText,
  z
    .number({ error: 'carStatus must be a car status (0 to 3)' })
    .int('carStatus must be a car status (0 to 3)')
    .min(0, 'carStatus must be a car status (0 to 3)')
    .max(3, 'carStatus must be a car status (0 to 3)')
    .optional(),
);

/** What the car list sorts by (issue 32). */
export const CAR_SORTS = ['CreatedDate', 'LicenseExpiryDate', 'Status'] as const;

export const getCarDetailsQuery = pageQuery
  .extend(keywordQuery.shape)
  .extend({
    carStatus: carStatusFilter,
    from: dateBound('from'),
    to: dateBound('to'),
  })
  .extend(sortQuery(CAR_SORTS).shape);
export type GetCarDetailsQuery = z.input<typeof getCarDetailsQuery>;

export const carDetailIdQuery = z.object({ id: recordId('id') });

export const carDetailUpdatesQuery = pageQuery.extend({
  carDetailId: recordId('carDetailId'),
  pageSize: pageQuery.shape.pageSize.unwrap().default(CAR_HISTORY_PAGE_SIZE),
});

export const expiringDocumentsQuery = pageQuery.extend({
  daysAhead: z.preprocess(
    numberText,
    z
      .number({ error: carTexts.daysAhead })
      .int(carTexts.daysAhead)
      .min(1, carTexts.daysAhead)
      .max(MAX_EXPIRY_DAYS_AHEAD, carTexts.daysAhead)
      .default(30),
  ),
});
