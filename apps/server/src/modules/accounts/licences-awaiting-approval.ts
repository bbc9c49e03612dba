import { CarDocument, ReviewKind, type ReviewQueueItem } from '@wayfare/contracts';
import { and, asc, count, gte, isNotNull, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { type UserRow, users } from './accounts.table.ts';
import { fullNameOf, todayOf } from './user-view.ts';

/**
 * A licence is Pending (user-view.ts licenseStatusOf) while it is unapproved, not sent back as
 * Incomplete, and unexpired.
 */
const pendingLicence = (today: string) =>
  and(
    isNotNull(users.driverLicense),
    isNull(users.licenseApprovedAt),
    isNull(users.licenseIncompleteReason),
    or(isNull(users.licenseExpiryDate), gte(users.licenseExpiryDate, today)),
    isNull(users.deletedAt),
  );

function toReviewItem(person: UserRow): ReviewQueueItem {
  const fullName = fullNameOf(person);
  return {
    Kind: ReviewKind.Licence,
    CarId: null,
    UserId: person.id,
    Title: `${CarDocument.DriverLicence} of ${fullName}`,
    DriverFullName: fullName,
    DriverEmail: person.emailAddress,
    DriverPhone: person.phoneNumber,
    Facts: [
      { Label: 'Surname', Value: person.surname },
      { Label: 'Firstname', Value: person.firstname },
      { Label: 'Account created', Value: person.createdAt.toISOString().slice(0, 10) },
    ],
    Documents: [
      {
        Name: CarDocument.DriverLicence,
        FilePath: person.driverLicense,
        ExpiryDate: person.licenseExpiryDate,
      },
    ],
    // The account keeps no date of its licence's upload: its last change is the closest (a new licence
    // is one, and clears the approval).
    WaitingSince: person.updatedAt.toISOString(),
  };
}

/**
 * Issue 32: the first `limit` live accounts whose driver licence awaits approval, oldest first, and how
 * many there are, for the onboarding queue.
 */
export async function licencesAwaitingApproval(db: Db, { limit, now }: { limit: number; now: Date }) {
  const waiting = pendingLicence(todayOf(now));
  const [rows, [counted]] = await Promise.all([
    db.select().from(users).where(waiting).orderBy(asc(users.updatedAt), asc(users.id)).limit(limit),
    db.select({ total: count() }).from(users).where(waiting),
  ]);
  return { rows: rows.map(toReviewItem), total: counted?.total ?? 0 };
}
