import {
  LicenseStatus,
  type LicenseStatusName,
  type User,
  userTexts,
  VirtualAccountStatus,
} from '@wayfare/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../errors.ts';
import { toNaira } from '../../money.ts';
import { adminRoleNames } from '../admin-roles/index.ts';
import { heldPackages } from '../packages/index.ts';
import { ledgerBalancesAs, personVirtualAccounts, personWallets } from '../wallet/index.ts';
import { users } from './accounts.table.ts';

/** Who approved a licence: a second look at the users table. */
const approvers = alias(users, 'approvers');
/** Who referred a person: a third look at the users table. */
const referrers = alias(users, 'referrers');
/** A person's ledger accounts (the wallet issue): spendable, and on hold for a withdrawal. */
const walletAccounts = ledgerBalancesAs('wallet_accounts');
const holdAccounts = ledgerBalancesAs('hold_accounts');

/** A person as the account screens show them (spec 001 §3 User), before the licence is judged. */
export function selectUserViews(db: Db) {
  return db
    .select({
      user: users,
      roleName: adminRoleNames.name,
      approverFirstname: approvers.firstname,
      approverSurname: approvers.surname,
      walletAccountNumber: personVirtualAccounts.accountNumber,
      walletStatus: personVirtualAccounts.status,
      walletErrorMessage: personVirtualAccounts.errorMessage,
      packageId: heldPackages.packageId,
      packageName: heldPackages.packageName,
      referrerFirstname: referrers.firstname,
      referrerSurname: referrers.surname,
      referrerCode: referrers.referralCode,
      balanceKobo: walletAccounts.balanceKobo,
      holdKobo: holdAccounts.balanceKobo,
    })
    .from(users)
    .leftJoin(adminRoleNames, eq(adminRoleNames.id, users.adminRoleId))
    .leftJoin(approvers, eq(approvers.id, users.licenseApprovedBy))
    .leftJoin(referrers, eq(referrers.id, users.referredBy))
    .leftJoin(personVirtualAccounts, eq(personVirtualAccounts.userId, users.id))
    .leftJoin(heldPackages, eq(heldPackages.userId, users.id))
    .leftJoin(personWallets, eq(personWallets.userId, users.id))
    .leftJoin(walletAccounts, eq(walletAccounts.id, personWallets.walletAccountId))
    .leftJoin(holdAccounts, eq(holdAccounts.id, personWallets.holdAccountId));
}

type UserViewRow = Awaited<ReturnType<typeof selectUserViews>>[number];

/** Today as YYYY-MM-DD in UTC: a licence expires once its expiry date is before this. */
export const todayOf = (now: Date) => now.toISOString().slice(0, 10);

/**
 * Pending until approved, Valid once approved, Incomplete once sent back with a reason (issue 32),
 * Expired after its expiry date; no licence, no status.
 */
export function licenseStatusOf(
  user: Pick<
    UserViewRow['user'],
    'driverLicense' | 'licenseExpiryDate' | 'licenseApprovedAt' | 'licenseIncompleteReason'
  >,
  today: string,
): LicenseStatusName | null {
  if (!user.driverLicense) return null;
  if (user.licenseExpiryDate && user.licenseExpiryDate < today) return LicenseStatus.Expired;
  if (user.licenseApprovedAt) return LicenseStatus.Valid;
  return user.licenseIncompleteReason ? LicenseStatus.Incomplete : LicenseStatus.Pending;
}

const virtualAccountStatusNames: Record<number, string> = Object.fromEntries(
  Object.entries(VirtualAccountStatus).map(([name, id]) => [id, name]),
);

/** issue 17 §3: an average of whole stars to one decimal; null for nobody rated yet. */
export const averageRating = (sum: number, count: number) =>
  count === 0 ? null : Math.round((sum * 10) / count) / 10;

export const fullNameOf = (user: { firstname: string; surname: string }) =>
  `${user.firstname} ${user.surname}`;

/** Every User property. */
export function toUser(row: UserViewRow, today: string): User {
  const { user } = row;
  const fullAdministrator = user.isAdmin && user.allowAllEndpoints;
  return {
    Id: user.id,
    Surname: user.surname,
    Firstname: user.firstname,
    MiddleName: user.middleName,
    EmailAddress: user.emailAddress,
    PhoneNumber: user.phoneNumber,
    Sex: user.sex,
    Picture: user.picture,
    Address: user.address,
    IsActive: user.isActive,
    IsAdmin: user.isAdmin,
    IsDriver: user.isDriver,
    RequireWebsiteRole: user.isAdmin && !fullAdministrator,
    AdminRoleId: fullAdministrator ? null : user.adminRoleId,
    AdminRoleName: fullAdministrator ? null : row.roleName,
    DriverLicense: user.driverLicense,
    LicenseExpiryDate: user.licenseExpiryDate,
    DriverLicenseStatusName: licenseStatusOf(user, today),
    DriverLicenseIncompleteReason: user.driverLicense ? user.licenseIncompleteReason : null,
    ApproveDriverLicenseFullName:
      user.licenseApprovedAt && row.approverFirstname !== null && row.approverSurname !== null
        ? fullNameOf({ firstname: row.approverFirstname, surname: row.approverSurname })
        : null,
    PackageId: row.packageId,
    PackageName: row.packageName,
    MyRatingAsDriver: averageRating(user.ratingAsDriverSum, user.ratingAsDriverCount),
    MyRatingAsCustomer: averageRating(user.ratingAsCustomerSum, user.ratingAsCustomerCount),
    VirtualAccountStatus: row.walletStatus,
    VirtualAccountStatusName:
      row.walletStatus === null ? null : (virtualAccountStatusNames[row.walletStatus] ?? null),
    VirtualAccountErrorMessage: row.walletErrorMessage,
    WalletAccountNumber: row.walletAccountNumber,
    // From the ledger; a person without a wallet yet has no money.
    Balance: toNaira(row.balanceKobo ?? 0),
    BookBalance: toNaira((row.balanceKobo ?? 0) + (row.holdKobo ?? 0)),
    OtherReferralCode: user.referralCode,
    ReferredByFullName:
      row.referrerFirstname !== null && row.referrerSurname !== null
        ? fullNameOf({ firstname: row.referrerFirstname, surname: row.referrerSurname })
        : null,
    ReferredByReferralCode: row.referrerCode,
    IsEmailVerified: user.isEmailVerified,
    IsPhoneVerified: user.isPhoneVerified,
    CreatedDate: user.createdAt.toISOString(),
  };
}

/** One live (not deleted) person as the account screens show them, or undefined. */
export async function findUserView(db: Db, id: string, now = new Date()): Promise<User | undefined> {
  const [row] = await selectUserViews(db).where(and(eq(users.id, id), isNull(users.deletedAt)));
  return row ? toUser(row, todayOf(now)) : undefined;
}

/** GetUserById: unknown and deleted accounts alike are 404. */
export async function getUserById(db: Db, id: string): Promise<User> {
  const found = await findUserView(db, id);
  if (!found) throw notFound(userTexts.noUser);
  return found;
}
