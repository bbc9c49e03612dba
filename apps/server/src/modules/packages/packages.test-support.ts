import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { giveDriverPackage } from './driver-packages.ts';
import { driverPackages, packages } from './packages.table.ts';

/** The package test drivers hold (issue 30: AcceptRide needs one): monthly, rides enough, no bonus. */
export const TEST_DRIVING_PACKAGE = 'Test drivers package';

const packageIds = new WeakMap<Db, number>();

async function testDrivingPackageId(db: Db) {
  const known = packageIds.get(db);
  if (known !== undefined) return known;
  await db
    .insert(packages)
    .values({ name: TEST_DRIVING_PACKAGE, amountKobo: 0, minTotalRides: 0, maxTotalRides: 1_000_000 })
    .onConflictDoNothing();
  const [row] = await db
    .select({ id: packages.id })
    .from(packages)
    .where(sql`lower(${packages.name}) = lower(${TEST_DRIVING_PACKAGE})`);
  packageIds.set(db, row!.id);
  return row!.id;
}

/**
 * Gives a test driver a package to drive under: the shared one above, or a package made with these
 * columns. Its period starts now, or at `since`. Answers the package's Id.
 */
export async function givePackageToDrive(
  db: Db,
  userId: string,
  made?: Partial<typeof packages.$inferInsert> & { since?: Date },
) {
  let packageId: number;
  if (made) {
    const { since: _since, ...columns } = made;
    const [row] = await db
      .insert(packages)
      .values({ name: `Test package ${Date.now()}.${Math.random()}`, amountKobo: 0, ...columns })
      .returning({ id: packages.id });
    packageId = row!.id;
  } else {
    packageId = await testDrivingPackageId(db);
  }
  await giveDriverPackage(db, { userId, packageId, soldAt: made?.since ?? new Date() });
  return packageId;
}

/** Moves the driver's period start (to end a period without waiting for it). */
export const startPeriodAt = (db: Db, userId: string, since: Date) =>
  db.update(driverPackages).set({ since }).where(eq(driverPackages.userId, userId));
