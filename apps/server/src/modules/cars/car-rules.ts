import { carTexts } from '@wayfare/contracts';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { FileStorage } from '../../adapters/storage/file-storage.ts';
import type { Db } from '../../db/database.ts';
import { invalid } from '../../errors.ts';
import { people } from '../accounts/index.ts';
import { uploadedFileProblem } from '../files/index.ts';
import { carDetails } from './cars.table.ts';

/** The car's own fields once the call's schema has read them. */
export type CarFields = {
  Name: string;
  CarModel: string;
  Year: number;
  LicenseNumber: string;
  CarLicense: string;
  LicenseExpiryDate: string;
  Insurance: string | null;
  InsuranceExpiryDate: string | null;
  RoadWorthiness: string | null;
  RoadWorthinessExpiryDate: string | null;
  CarFrontPicture: string | null;
  CarBackPicture: string | null;
  CarSidePicture: string | null;
};

export const PICTURES = [
  'CarLicense',
  'Insurance',
  'RoadWorthiness',
  'CarFrontPicture',
  'CarBackPicture',
  'CarSidePicture',
] as const;
const EXPIRY_DATES = ['LicenseExpiryDate', 'InsuranceExpiryDate', 'RoadWorthinessExpiryDate'] as const;

/** The columns a car's fields are saved in. */
export const carColumns = (fields: CarFields) => ({
  name: fields.Name,
  carModel: fields.CarModel,
  year: fields.Year,
  licenseNumber: fields.LicenseNumber,
  carLicense: fields.CarLicense,
  licenseExpiryDate: fields.LicenseExpiryDate,
  insurance: fields.Insurance,
  insuranceExpiryDate: fields.InsuranceExpiryDate,
  roadWorthiness: fields.RoadWorthiness,
  roadWorthinessExpiryDate: fields.RoadWorthinessExpiryDate,
  carFrontPicture: fields.CarFrontPicture,
  carBackPicture: fields.CarBackPicture,
  carSidePicture: fields.CarSidePicture,
});

/**
 * The checks a schema cannot make, all at once: expiry dates after today (in TIME_ZONE), the licence
 * number free among live cars, the pictures uploaded files. Refuses with 400 and every property's
 * message; the caller writes nothing before this passes.
 */
export async function checkCarFields(
  db: Db,
  storage: FileStorage,
  input: { fields: CarFields; today: string; ownerId?: string | undefined; carId?: number | undefined },
  more: Record<string, string[]> = {},
) {
  const errors: Record<string, string[]> = { ...more };
  const add = (property: string, message: string) => {
    errors[property] = [...(errors[property] ?? []), message];
  };
  for (const property of EXPIRY_DATES) {
    const day = input.fields[property];
    if (day && day <= input.today) add(property, carTexts.inFuture(property));
  }
  const [taken] = await db
    .select({ id: carDetails.id })
    .from(carDetails)
    .where(
      and(
        eq(carDetails.licenseNumber, input.fields.LicenseNumber),
        isNull(carDetails.deletedAt),
        input.carId === undefined ? undefined : ne(carDetails.id, input.carId),
      ),
    )
    .limit(1);
  if (taken) add('LicenseNumber', carTexts.licenseNumberTaken(input.fields.LicenseNumber));
  for (const property of PICTURES) {
    const filePath = input.fields[property];
    if (!filePath) continue;
    // An administrator's call names no owner and may use any uploaded file; a driver's only their own.
    const caller = { userId: input.ownerId ?? '', isFileAdmin: input.ownerId === undefined };
    const problem = await uploadedFileProblem(storage, { caller, property, filePath });
    if (problem) add(property, problem);
  }
  const first = Object.values(errors)[0]?.[0];
  if (first) throw invalid(first, errors);
}

/** The live driver with this e-mail address (any case), or undefined. */
export async function liveDriverByEmail(db: Db, email: string) {
  const [driver] = await db
    .select()
    .from(people)
    .where(
      and(
        sql`lower(${people.emailAddress}) = ${email.toLowerCase()}`,
        eq(people.isDriver, true),
        isNull(people.deletedAt),
      ),
    )
    .limit(1);
  return driver;
}
