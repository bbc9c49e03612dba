import { defineArea } from '../../call.ts';
import { type CsvColumn, exportOf } from '../../csv-export.ts';
import type { User } from '../../users.ts';
import { adminRoleCalls, userAccountCalls } from '../account.ts';
import { activeStatus, fullName } from './columns.ts';

/** spec 001 §2 Accounts: Name, Contact (e-mail and phone), Status, Rating, Wallet Status, Referral Code. */
const people: CsvColumn<User>[] = [
  { title: 'Name', value: (row) => fullName(row.Surname, row.Firstname) },
  { title: 'E-mail', value: (row) => row.EmailAddress },
  { title: 'Phone', value: (row) => row.PhoneNumber },
  activeStatus(),
  { title: 'Rating', value: (row) => row.MyRatingAsDriver ?? row.MyRatingAsCustomer },
  { title: 'Wallet Status', value: (row) => row.VirtualAccountStatusName },
  { title: 'Balance', value: (row) => row.Balance, as: 'naira' },
  { title: 'Referral Code', value: (row) => row.OtherReferralCode },
  { title: 'Date Created', value: (row) => row.CreatedDate, as: 'lagosDateTime' },
];

/** Drivers also License and Package (spec 001 §2). */
const drivers: CsvColumn<User>[] = [
  ...people,
  { title: 'License', value: (row) => row.DriverLicenseStatusName },
  { title: 'License Expiry', value: (row) => row.LicenseExpiryDate, as: 'date' },
  { title: 'Package', value: (row) => row.PackageName },
];

/** Issue 32: the account lists' and the Roles Center's CSV exports. */
export const accountExports = defineArea('Account', {
  ExportAdmins: exportOf(userAccountCalls.GetAdmins, 'administrators', people),
  ExportDrivers: exportOf(userAccountCalls.GetDrivers, 'drivers', drivers),
  ExportOtherUsers: exportOf(userAccountCalls.GetOtherUsers, 'users', people),
  ExportAdminRoles: exportOf(adminRoleCalls.GetAdminRoles, 'roles', [
    { title: 'Name', value: (row) => row.Name },
    { title: 'Endpoints', value: (row) => row.AdminRoleEndpoints.length },
  ]),
});
