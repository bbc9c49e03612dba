import { z } from 'zod';
import { EMPTY_GUID, emailAddress, requiredText, text } from './fields.ts';
import { uploadedFilePath } from './files.ts';
import { recordId } from './locations.ts';
import { dateBound, keywordQuery, pageQuery, sortQuery } from './paging.ts';
import { parsePhone } from './phone.ts';

/** spec 001 §2 and issue 14 §1: the sentences of the account screens and calls. */
export const userTexts = {
  updated: (firstname: string, surname: string) => `${firstname} ${surname} has been updated. Thank you`,
  created: (fullName: string) =>
    `${fullName} has been created. We have sent them an e-mail to choose a password. Thank you`,
  suspended: (fullName: string) => `${fullName} has been suspended`,
  activated: (fullName: string) => `${fullName} has been activated`,
  licenseApproved: (fullName: string) => `The driver's licence of ${fullName} has been approved`,
  licenseMarkedIncomplete: (fullName: string) =>
    `The driver's licence of ${fullName} has been marked as incomplete; they have been told why`,
  deleted: (fullName: string) => `${fullName} has been deleted`,
  madeAdministrator: (fullName: string) => `${fullName} is now a full administrator`,
  givenRole: (fullName: string, role: string) => `${fullName} now has the role ${role}`,
  adminRoleRemoved: (fullName: string) => `${fullName} is no longer an administrator`,
  reVerificationRequested: (fullName: string) =>
    `The wallet account of ${fullName} will be verified again shortly`,
  noUser: 'There is no account with this Id',
  noWalletAccount: (accountNumber: string) => `There is no wallet account numbered ${accountNumber}`,
  alreadySuspended: (fullName: string) => `The account of ${fullName} is already suspended`,
  alreadyActive: (fullName: string) => `The account of ${fullName} is already active`,
  licenseNotPending: (status: string) => `The licence is ${status}; only a Pending licence can be approved`,
  noLicense: 'This account has no driver licence to approve',
  licenseNotPendingToMark: (status: string) =>
    `The licence is ${status}; only a Pending licence can be marked as incomplete`,
  noLicenseToMark: 'This account has no driver licence to mark as incomplete',
  notAnAdministrator: (fullName: string) => `${fullName} is not an administrator`,
  reVerificationPending: 'This wallet account is already Pending verification',
  emailLocked: 'The e-mail address of an account cannot be changed',
  noPackage: (id: number) => `PackageId ${id} is not a known package`,
  notYourself: 'You cannot do this to your own account',
  lastFullAdministrator:
    'This is the last active full administrator. Make someone else a full administrator first',
  fullAdministratorsOnly:
    "Only a full administrator can change an administrator's account or give the admin role",
  noRole: (id: number) => `There is no role with Id ${id}`,
} as const;

/**
 * spec 001 §3 / issue 14: how a driver's licence stands (DriverLicenseStatusName). Issue 32: Incomplete
 * once an administrator sends it back with a reason, until a new licence is saved (Pending again).
 */
export const LicenseStatus = {
  Pending: 'Pending',
  Valid: 'Valid',
  Expired: 'Expired',
  Incomplete: 'Incomplete',
} as const;
export type LicenseStatusName = (typeof LicenseStatus)[keyof typeof LicenseStatus];

/** spec 001 §3: VirtualAccountStatus of the wallet's bank account. */
export const VirtualAccountStatus = { Pending: 1, Verified: 2, Failed: 3 } as const;

/** spec 001 §7 (GetSexes). */
export const sexes = [
  { Id: 1, Name: 'Male' },
  { Id: 2, Name: 'Female' },
] as const;

/** spec 001 §3 (User): every property, later areas' ones null or 0 until those areas land. */
export const user = z.object({
  Id: z.string(),
  Surname: z.string(),
  Firstname: z.string(),
  MiddleName: z.string().nullable(),
  EmailAddress: z.string(),
  PhoneNumber: z.string().nullable(),
  Sex: z.number().int().nullable(),
  Picture: z.string().nullable(),
  Address: z.string().nullable(),
  IsActive: z.boolean(),
  IsAdmin: z.boolean(),
  IsDriver: z.boolean(),
  RequireWebsiteRole: z.boolean(),
  AdminRoleId: z.number().int().nullable(),
  AdminRoleName: z.string().nullable(),
  DriverLicense: z.string().nullable(),
  /** YYYY-MM-DD */
  LicenseExpiryDate: z.string().nullable(),
  DriverLicenseStatusName: z.enum(['Pending', 'Valid', 'Expired', 'Incomplete']).nullable(),
  /** Issue 32: why the licence was marked Incomplete (what the driver was told); null otherwise. */
  DriverLicenseIncompleteReason: z.string().nullable(),
  ApproveDriverLicenseFullName: z.string().nullable(),
  /** The driver's package (issue 16 §3: set on the account form until drivers buy one from the wallet). */
  PackageId: z.number().int().nullable(),
  PackageName: z.string().nullable(),
  /** issue 17 §3: averages of the ratings received, to one decimal; null before the first one. */
  MyRatingAsDriver: z.number().nullable(),
  MyRatingAsCustomer: z.number().nullable(),
  VirtualAccountStatus: z.number().int().nullable(),
  VirtualAccountStatusName: z.string().nullable(),
  VirtualAccountErrorMessage: z.string().nullable(),
  WalletAccountNumber: z.string().nullable(),
  Balance: z.number(),
  BookBalance: z.number(),
  OtherReferralCode: z.string(),
  /** issue 15 §5: who referred this person (the owner of the code given at registration), if anyone. */
  ReferredByFullName: z.string().nullable(),
  ReferredByReferralCode: z.string().nullable(),
  IsEmailVerified: z.boolean(),
  IsPhoneVerified: z.boolean(),
  CreatedDate: z.string(),
});
export type User = z.infer<typeof user>;

/** GetAdmins, GetDrivers, GetOtherUsers: spec 001 §7, page size 100 by default (§9). */
export const USERS_PAGE_SIZE = 100;
/** What the account lists sort by (issue 32); Name is the full name, first name first, as the list shows it. */
export const USER_SORTS = ['Name', 'EmailAddress', 'IsActive', 'CreatedDate'] as const;

export const getUsersQuery = pageQuery
  .extend(keywordQuery.shape)
  .extend({
    from: dateBound('from'),
    to: dateBound('to'),
    pageSize: pageQuery.shape.pageSize.unwrap().default(USERS_PAGE_SIZE),
  })
  .extend(sortQuery(USER_SORTS).shape);
export type GetUsersQuery = z.input<typeof getUsersQuery>;

const userId = (label: string) =>
  z.uuid({
    error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be an account id`),
  });

export const getUserByIdQuery = z.object({ id: userId('id') });

/** The row actions' body. */
export const userIdRequest = z.strictObject({ Id: userId('Id') });
export type UserIdRequest = z.input<typeof userIdRequest>;

/** Issue 32: the reason a licence is Incomplete, which the driver reads. */
export const MIN_LICENSE_REASON = 3;
export const MAX_LICENSE_REASON = 500;

/** Account/MarkLicenseIncomplete: the account and the reason its driver is told. */
export const markLicenseIncompleteRequest = z.strictObject({
  Id: userId('Id'),
  Reason: requiredText('Reason', MAX_LICENSE_REASON).refine(
    (reason) => reason.length >= MIN_LICENSE_REASON,
    `Reason must be at least ${MIN_LICENSE_REASON} characters`,
  ),
});
export type MarkLicenseIncompleteRequest = z.input<typeof markLicenseIncompleteRequest>;

const phoneNumber = z
  .string({
    error: (issue) => (issue.input === undefined ? 'PhoneNumber is required' : 'PhoneNumber must be text'),
  })
  .trim()
  .min(1, 'PhoneNumber is required')
  .transform((value, ctx) => {
    const parsed = parsePhone(value);
    if (!parsed.ok || !parsed.valid) {
      ctx.addIssue({ code: 'custom', message: parsed.ok ? 'Enter a valid phone number' : parsed.message });
      return z.NEVER;
    }
    return parsed.international;
  });

const optionalText = (label: string, max = 200) =>
  text(label, max)
    .nullish()
    .transform((value) => value || null);

/** An uploaded picture's FilePath, or nothing ('' and null too). */
const optionalPicture = (label: string) =>
  z
    .preprocess((value) => (value === '' ? null : value), uploadedFilePath(label).nullish())
    .transform((value) => value ?? null);

const isoDate = (label: string) =>
  z
    .string({ error: `${label} must be a date` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}/, `${label} must be a date (YYYY-MM-DD)`)
    .transform((value) => value.slice(0, 10))
    .refine((value) => !Number.isNaN(Date.parse(value)), `${label} must be a date (YYYY-MM-DD)`)
    .nullish()
    .transform((value) => value || null);

const flag = (label: string) =>
  z
    .boolean({ error: `${label} must be true or false` })
    .nullish()
    .transform((value) => value ?? false);

/**
 * The read-only User properties: a client may post back what it read (the edit form does), so they
 * are accepted and dropped; anything else unknown is refused.
 */
const readOnlyUserProperties = [
  'IsActive',
  'AdminRoleName',
  'DriverLicenseStatusName',
  'DriverLicenseIncompleteReason',
  'ApproveDriverLicenseFullName',
  'PackageName',
  'MyRatingAsDriver',
  'MyRatingAsCustomer',
  'VirtualAccountStatus',
  'VirtualAccountStatusName',
  'VirtualAccountErrorMessage',
  'WalletAccountNumber',
  'Balance',
  'BookBalance',
  'OtherReferralCode',
  'ReferredByFullName',
  'ReferredByReferralCode',
  'IsEmailVerified',
  'IsPhoneVerified',
  'CreatedDate',
] as const;
const ignored = Object.fromEntries(readOnlyUserProperties.map((name) => [name, z.unknown().optional()])) as {
  [K in (typeof readOnlyUserProperties)[number]]: z.ZodOptional<z.ZodUnknown>;
};

export const MAX_USER_NAME_LENGTH = 100;
export const MAX_ADDRESS_LENGTH = 500;

const userFormFields = {
  Surname: requiredText('Surname', MAX_USER_NAME_LENGTH),
  Firstname: requiredText('Firstname', MAX_USER_NAME_LENGTH),
  MiddleName: optionalText('MiddleName', MAX_USER_NAME_LENGTH),
  EmailAddress: emailAddress,
  PhoneNumber: phoneNumber,
  Address: requiredText('Address', MAX_ADDRESS_LENGTH),
  Sex: z
    .union([z.literal(1), z.literal(2)], { error: 'Sex must be 1 (Male) or 2 (Female)' })
    .nullish()
    .transform((value) => value ?? null),
  Picture: optionalPicture('Picture'),
  IsDriver: flag('IsDriver'),
  DriverLicense: optionalPicture('DriverLicense'),
  LicenseExpiryDate: isoDate('LicenseExpiryDate'),
  IsAdmin: flag('IsAdmin'),
  RequireWebsiteRole: flag('RequireWebsiteRole'),
  AdminRoleId: recordId('AdminRoleId').nullish(),
  /** Issue 16 §3: a driver's package; absent keeps the one held, null takes it away; kept only for a driver. */
  PackageId: recordId('PackageId').nullish(),
  ...ignored,
};

type UserFormValue = {
  IsDriver: boolean;
  DriverLicense: string | null;
  LicenseExpiryDate: string | null;
  IsAdmin: boolean;
  RequireWebsiteRole: boolean;
  AdminRoleId?: number | null | undefined;
};

/** spec 001 §5: a driver needs the licence picture and its expiry; a limited administrator a role. */
const userFormRules = (value: UserFormValue, context: z.RefinementCtx) => {
  if (value.IsDriver && !value.DriverLicense) {
    context.addIssue({ code: 'custom', path: ['DriverLicense'], message: 'DriverLicense is required' });
  }
  if (value.IsDriver && !value.LicenseExpiryDate) {
    context.addIssue({
      code: 'custom',
      path: ['LicenseExpiryDate'],
      message: 'LicenseExpiryDate is required',
    });
  }
  if (value.IsAdmin && value.RequireWebsiteRole && !value.AdminRoleId) {
    context.addIssue({ code: 'custom', path: ['AdminRoleId'], message: 'AdminRoleId is required' });
  }
};

const dropReadOnly = <T extends Record<string, unknown>>(value: T) => {
  const kept = { ...value };
  for (const name of readOnlyUserProperties) delete kept[name];
  return kept as Omit<T, (typeof readOnlyUserProperties)[number]>;
};

/** spec 001 §5 (User form): Id empty (0, '' or the empty guid) means a new account. */
export const createUserAccountRequest = z
  .strictObject({
    Id: z
      .union([z.literal(''), z.literal(EMPTY_GUID), z.literal(0), z.null()], {
        error: 'Id must be empty for a new account; use UpdateUserAccount to change a saved one',
      })
      .optional(),
    ...userFormFields,
  })
  .superRefine(userFormRules)
  .transform(dropReadOnly);
export type CreateUserAccountRequest = z.input<typeof createUserAccountRequest>;

export const updateUserAccountRequest = z
  .strictObject({ Id: userId('Id'), ...userFormFields })
  .superRefine(userFormRules)
  .transform(dropReadOnly);
export type UpdateUserAccountRequest = z.input<typeof updateUserAccountRequest>;

/** AddUserToAdminRole: RequireWebsiteRole false gives every endpoint; true limits to AdminRoleId. */
export const addUserToAdminRoleRequest = z
  .strictObject({
    Id: userId('Id'),
    RequireWebsiteRole: flag('RequireWebsiteRole'),
    AdminRoleId: recordId('AdminRoleId').nullish(),
  })
  .superRefine((value, context) => {
    if (value.RequireWebsiteRole && !value.AdminRoleId) {
      context.addIssue({ code: 'custom', path: ['AdminRoleId'], message: 'AdminRoleId is required' });
    }
  });
export type AddUserToAdminRoleRequest = z.input<typeof addUserToAdminRoleRequest>;

export const reRegisteredAccountRequest = z.strictObject({
  WalletAccountNumber: requiredText('WalletAccountNumber', 20),
});
export type ReRegisteredAccountRequest = z.input<typeof reRegisteredAccountRequest>;
