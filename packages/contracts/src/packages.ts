import { z } from 'zod';
import { requiredText, text } from './fields.ts';
import { newRecordId, recordId } from './locations.ts';
import { pageQuery, sortQuery } from './paging.ts';

/** spec 001 §9: the product's currency is the naira. */
export const CURRENCY_SIGN = '₦';

/** spec 001 §3: a package's frequency, from GetPackageFrequencies. */
export const PackageFrequency = { Daily: 1, Weekly: 2, Monthly: 3 } as const;
export type PackageFrequencyId = (typeof PackageFrequency)[keyof typeof PackageFrequency];
export const packageFrequencyNames: Record<PackageFrequencyId, string> = {
  1: 'Daily',
  2: 'Weekly',
  3: 'Monthly',
};

/** The largest amount a package may carry: kept as integer kobo, it stays inside a 32-bit integer. */
export const MAX_PACKAGE_AMOUNT = 10_000_000;
export const MAX_TOTAL_RIDES = 1_000_000;
export const MAX_PACKAGE_DESCRIPTION = 20_000;

/** spec 001 §3 Package, amounts in naira. */
export const packageEntity = z.object({
  Id: z.number().int(),
  Name: z.string(),
  PackageFrequency: z.number().int(),
  PackageFrequencyName: z.string(),
  MinTotalRides: z.number().int(),
  MaxTotalRides: z.number().int(),
  MinimumAmountRequired: z.number(),
  Amount: z.number(),
  BonusAmount: z.number(),
  Publish: z.boolean(),
  Description: z.string(),
  CurrencySign: z.string(),
});
export type Package = z.infer<typeof packageEntity>;

export const packageFrequency = z.object({ Id: z.number().int(), Name: z.string() });

/** Forms send numbers as text at times; both "7" and 7 are read as 7. */
const numberText = (value: unknown) =>
  typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value;

/** Naira with at most two decimals (whole kobo): 1.005 is refused rather than rounded. */
const naira = (label: string, required: boolean) => {
  const amount = z
    .number({
      error: (issue) => (issue.input == null ? `${label} is required` : `${label} must be a number`),
    })
    .min(0, { message: `${label} must be 0 or more`, abort: true })
    .max(MAX_PACKAGE_AMOUNT, { message: `${label} must be at most ${MAX_PACKAGE_AMOUNT}`, abort: true })
    .refine((value) => /^\d+(\.\d{1,2})?$/.test(String(value)), `${label} must have at most 2 decimals`);
  return required ? z.preprocess(numberText, amount) : z.preprocess(numberText, amount.default(0));
};

const rides = (label: string) =>
  z.preprocess(
    numberText,
    z
      .number({ error: `${label} must be a number` })
      .int(`${label} must be a whole number`)
      .min(0, `${label} must be 0 or more`)
      .max(MAX_TOTAL_RIDES, `${label} must be at most ${MAX_TOTAL_RIDES}`)
      .default(0),
  );

const frequencyMessage = 'PackageFrequency must be Daily (1), Weekly (2) or Monthly (3)';

export const packageTexts = {
  ridesOrder: 'MinTotalRides cannot be more than MaxTotalRides',
  nameTaken: (name: string) => `A package named ${name} already exists`,
  noPackage: (id: number) => `There is no package with Id ${id}`,
  deleted: (name: string) => `${name} has been deleted`,
  held: (name: string, drivers: number) =>
    `${name} is held by ${drivers} driver(s), so it cannot be deleted; unpublish it instead`,
};

// spec 001 §5 and issue 15 §6: Name and Amount required; Publish defaults true, frequency Monthly.
const packageFields = {
  Name: requiredText('Name', 100),
  PackageFrequency: z.preprocess(
    numberText,
    z
      .union([z.literal(1), z.literal(2), z.literal(3)], { error: frequencyMessage })
      .default(PackageFrequency.Monthly),
  ),
  MinTotalRides: rides('MinTotalRides'),
  MaxTotalRides: rides('MaxTotalRides'),
  MinimumAmountRequired: naira('MinimumAmountRequired', false),
  Amount: naira('Amount', true),
  BonusAmount: naira('BonusAmount', false),
  Publish: z.boolean({ error: 'Publish must be true or false' }).default(true),
  Description: text('Description', MAX_PACKAGE_DESCRIPTION).default(''),
  // The entity's read-only properties: a client may send back the package it was given; they are ignored.
  PackageFrequencyName: text('PackageFrequencyName', 20).optional(),
  CurrencySign: text('CurrencySign', 5).optional(),
};

const ridesInOrder = (value: { MinTotalRides: number; MaxTotalRides: number }) =>
  value.MinTotalRides <= value.MaxTotalRides;
// Under MaxTotalRides: the spec's sentence starts with the other property's name, so a form shows it as it is.
const ridesOrderIssue = { message: packageTexts.ridesOrder, path: ['MaxTotalRides'] };

export const createPackageRequest = z
  .strictObject({ Id: newRecordId('package', 'UpdatePackage'), ...packageFields })
  .refine(ridesInOrder, ridesOrderIssue);
export type CreatePackageRequest = z.input<typeof createPackageRequest>;
export const updatePackageRequest = z
  .strictObject({ Id: recordId('Id'), ...packageFields })
  .refine(ridesInOrder, ridesOrderIssue);
export type UpdatePackageRequest = z.input<typeof updatePackageRequest>;

export const packageIdRequest = z.strictObject({ Id: recordId('Id') });

/** spec 001 §7 names the keyword parameter of GetPackages `keywords`. */
/** What the package list sorts by (issue 32). */
export const PACKAGE_SORTS = ['Name', 'Amount', 'Publish'] as const;
export const getPackagesQuery = pageQuery
  .extend({
    keywords: z.string().trim().max(200, 'keywords must be at most 200 characters').optional(),
  })
  .extend(sortQuery(PACKAGE_SORTS).shape);
