import { accountTexts, type ParsedBodyOf, type userAccountCalls } from '@wayfare/contracts';
import { conflict } from '../../errors.ts';
import type { users } from './accounts.table.ts';

/** The User form as CreateUserAccount receives it, validated (read-only properties dropped). */
export type UserForm = Omit<ParsedBodyOf<typeof userAccountCalls.CreateUserAccount>, 'Id'>;

/**
 * The columns the User form sets: profile and driver's licence (the admin role is set apart). Only a
 * driver has a licence: one posted for anyone else is not kept, so it cannot show as Pending.
 */
export function profileColumnsOf(form: UserForm) {
  return {
    surname: form.Surname,
    firstname: form.Firstname,
    middleName: form.MiddleName,
    phoneNumber: form.PhoneNumber,
    address: form.Address,
    sex: form.Sex,
    picture: form.Picture,
    isDriver: form.IsDriver,
    driverLicense: form.IsDriver ? form.DriverLicense : null,
    licenseExpiryDate: form.IsDriver ? form.LicenseExpiryDate : null,
  } satisfies Partial<typeof users.$inferInsert>;
}

/** The address belongs to another live account: the sign-up's 409, on the property. */
export const emailTaken = () =>
  conflict(accountTexts.emailTaken, { EmailAddress: [accountTexts.emailTaken] });
