import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { removePersonalValues } from '../activity/index.ts';
import { forgetPlacesOf } from '../dispatch/index.ts';
import { anonymiseMessagesTo } from '../outbox/index.ts';
import { type UserRow, users } from './accounts.table.ts';
import { verificationCodes } from './verification-codes.table.ts';

/** The User properties that are personal data: the activity log's values of these become '[removed]'. */
const personalFields = [
  'Surname',
  'Firstname',
  'MiddleName',
  'EmailAddress',
  'PhoneNumber',
  'Sex',
  'Picture',
  'Address',
  'DriverLicense',
  'LicenseExpiryDate',
  // What the driver was told about their licence may describe them.
  'DriverLicenseIncompleteReason',
] as const;

/**
 * Removes a deleted account's personal data (privacy notice IV): from its row, its codes, the messages
 * sent to it before it was deleted, the activity log, and (issue 31) its position and its rides' routes.
 * The row stays, as rides and money point at it.
 * Call with the account's row locked and `deletedAt` set.
 */
export async function anonymiseAccount(tx: Transaction, user: UserRow & { deletedAt: Date }) {
  await tx
    .update(users)
    .set({
      emailAddress: `deleted-${user.id}@deleted.invalid`,
      surname: 'Deleted',
      firstname: 'User',
      middleName: null,
      phoneNumber: null,
      passwordHash: null,
      picture: null,
      address: null,
      sex: null,
      driverLicense: null,
      licenseExpiryDate: null,
      licenseIncompleteReason: null,
      isActive: false,
      isAdmin: false,
      allowAllEndpoints: false,
      adminRoleId: null,
      anonymisedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(users.id, user.id));
  await tx.delete(verificationCodes).where(eq(verificationCodes.userId, user.id));
  // Only what was sent before the deletion: the address may belong to a new account since.
  await anonymiseMessagesTo(tx, { recipient: user.emailAddress, sentUpTo: user.deletedAt });
  await removePersonalValues(tx, { recordId: user.id, personalFields });
  await forgetPlacesOf(tx, user.id);
}
