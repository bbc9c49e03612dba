import type { User } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';

export type AccountKind = 'admin' | 'driver' | 'user';

/** The rows every account action works on: the User with its full name (the prompts name the person). */
export type AccountRow = User & { Name: string };
export const fullNameOf = (person: Pick<User, 'Firstname' | 'Surname'>) =>
  `${person.Firstname} ${person.Surname}`.trim();
export const withName = (person: User): AccountRow => ({ ...person, Name: fullNameOf(person) });

/**
 * spec 001 §2: one accounts screen for administrators (/admin/accounts), drivers (/admin/drivers) and
 * everyone else (/admin/users). What differs between them is named here.
 */
export const accountKinds = {
  admin: {
    page: 'accounts',
    plural: 'Admin Accounts',
    list: calls.Account.GetAdmins,
    /** Only the administrators screen offers IsDriver (spec 001 §2). */
    offersDriver: true,
    /** Users open in view mode (spec 001 §2); administrators and drivers in edit mode. */
    opensInViewMode: false,
    newAccount: { IsAdmin: true, IsDriver: false },
  },
  driver: {
    page: 'drivers',
    plural: 'Driver Accounts',
    list: calls.Account.GetDrivers,
    offersDriver: false,
    opensInViewMode: false,
    newAccount: { IsAdmin: false, IsDriver: true },
  },
  user: {
    page: 'users',
    plural: 'User Accounts',
    list: calls.Account.GetOtherUsers,
    offersDriver: false,
    opensInViewMode: true,
    newAccount: { IsAdmin: false, IsDriver: false },
  },
} as const;

/** Everything an account change may show in: the lists and records, and wallets (Re-Verify). */
export const ACCOUNT_AREAS = ['Account', 'Wallet', 'Activity'];
