import { UPLOADS_PATH } from '@wayfare/contracts';
import { and, isNull, sql } from 'drizzle-orm';
import type { FileStorage } from '../../adapters/storage/file-storage.ts';
import type { Transaction } from '../../db/database.ts';
import type { DemoPassword } from '../../demo/demo-password.ts';
import { demoLicencePicture } from '../../demo/demo-pictures.ts';
import {
  MEN_FIRST_NAMES,
  STREET_ADDRESSES,
  SURNAMES,
  WOMEN_FIRST_NAMES,
} from '../../demo/nigerian-places-and-names.ts';
import { users } from './accounts.table.ts';

/** With the hand-made people of accounts.demo.ts: 50 drivers and 500 riders (issue 16 §5). */
export const CROWD_DRIVERS = 45;
export const CROWD_RIDERS = 496;

const DAY_MS = 86_400_000;
const dayFromToday = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

type Licence = 'Valid' | 'Pending' | 'Expired';
/** Most drivers may drive; one in five is waiting for approval or has let the licence lapse. */
const licenceOf = (index: number): Licence =>
  index % 10 === 3 ? 'Pending' : index % 10 === 7 ? 'Expired' : 'Valid';

type CrowdPerson = typeof users.$inferInsert & { emailAddress: string; licence?: Licence };

/** The n-th generated person: a name from the lists, a numbered address on the demo domain. */
function person(n: number, driver: boolean): CrowdPerson {
  const woman = n % 2 === 1;
  const firstnames = woman ? WOMEN_FIRST_NAMES : MEN_FIRST_NAMES;
  const firstname = firstnames[(n * 7 + 3) % firstnames.length]!;
  const surname = SURNAMES[(n * 11 + Math.floor(n / SURNAMES.length)) % SURNAMES.length]!;
  const street = STREET_ADDRESSES[(n * 5) % STREET_ADDRESSES.length]!;
  const createdAt = new Date(Date.now() - (31 + ((n * 37) % 150)) * DAY_MS);
  return {
    emailAddress: `${firstname}.${surname}${100 + n}@demo.wayfare.ng`.toLowerCase(),
    firstname,
    surname,
    phoneNumber: `+234${driver ? '802' : '703'}${String(1_000_000 + n * 7919).padStart(7, '0')}`,
    address: `${1 + ((n * 13) % 60)} ${street}`,
    sex: woman ? 2 : 1,
    isEmailVerified: true,
    isPhoneVerified: n % 3 !== 0,
    // A few riders suspended, so the filters of the account lists have both kinds.
    isActive: driver || n % 50 !== 17,
    isDriver: driver,
    createdAt,
    updatedAt: createdAt,
  };
}

function crowd(): CrowdPerson[] {
  const drivers = Array.from({ length: CROWD_DRIVERS }, (_, index) => {
    const licence = licenceOf(index);
    const driver = person(CROWD_RIDERS + index, true);
    const expiresInDays = licence === 'Expired' ? -(5 + index) : 60 + ((index * 29) % 700);
    return {
      ...driver,
      licence,
      licenseExpiryDate: dayFromToday(expiresInDays),
      licenseApprovedAt: licence === 'Pending' ? null : driver.createdAt,
    };
  });
  return [...drivers, ...Array.from({ length: CROWD_RIDERS }, (_, index) => person(index, false))];
}

/**
 * The many drivers and riders the demo rides need, added in one INSERT (those already there, by
 * e-mail, are skipped); each new driver gets a licence picture. Returns how many were added.
 */
export async function seedDemoCrowd(tx: Transaction, storage: FileStorage, password: DemoPassword) {
  const people = crowd();
  const present = await tx
    .select({ email: users.emailAddress })
    .from(users)
    .where(and(sql`${users.emailAddress} like '%@demo.wayfare.ng'`, isNull(users.deletedAt)));
  const have = new Set(present.map((row) => row.email));
  const missing = people.filter((candidate) => !have.has(candidate.emailAddress));
  if (missing.length === 0) return 0;
  const passwordHash = await password.hash();
  const [approver] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(users.allowAllEndpoints, isNull(users.deletedAt)))
    .limit(1);
  const rows = await Promise.all(
    missing.map(async ({ licence, ...row }) => {
      if (!licence || !row.licenseExpiryDate) return { ...row, passwordHash };
      const key = `demo/driver-licence-${row.emailAddress.split('@')[0]}.png`;
      const picture = await demoLicencePicture(`${row.firstname} ${row.surname}`, row.licenseExpiryDate);
      await storage.write(key, picture, 'image/png');
      const approvedBy = row.licenseApprovedAt ? (approver?.id ?? null) : null;
      return { ...row, passwordHash, driverLicense: `${UPLOADS_PATH}${key}`, licenseApprovedBy: approvedBy };
    }),
  );
  await tx.insert(users).values(rows);
  return rows.length;
}
