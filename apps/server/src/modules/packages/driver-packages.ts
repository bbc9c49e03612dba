import { and, asc, eq, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { driverPackages, packages } from './packages.table.ts';

/**
 * The packages as the other modules use them: the wallet sells them, the account form gives one to a
 * driver, a ride copies the driver's. The tables stay this module's.
 */

/** The published packages, cheapest first (what a driver may buy). */
export function publishedPackages(db: Db) {
  return db
    .select()
    .from(packages)
    .where(eq(packages.publish, true))
    .orderBy(asc(packages.amountKobo), sql`lower(${packages.name})`, asc(packages.id));
}

/**
 * A package held `FOR SHARE` until the transaction ends, so it cannot be changed or deleted while it is
 * sold or given; `published` looks among the published ones only.
 */
export async function sharedPackage(tx: Db, input: { id: number; published?: boolean }) {
  const [item] = await tx
    .select()
    .from(packages)
    .where(and(eq(packages.id, input.id), input.published ? eq(packages.publish, true) : undefined))
    .for('share');
  return item;
}

/**
 * Makes the package the driver's (at most one each). A sale starts a new period (`since` is the
 * sale's moment, the same package again too); on the account form the same package kept is held since
 * it was first given.
 */
export async function giveDriverPackage(tx: Db, input: { userId: string; packageId: number; soldAt?: Date }) {
  const { userId, packageId, soldAt } = input;
  if (soldAt) {
    await tx
      .insert(driverPackages)
      .values({ userId, packageId, since: soldAt })
      .onConflictDoUpdate({ target: driverPackages.userId, set: { packageId, since: soldAt } });
    return;
  }
  await tx
    .insert(driverPackages)
    .values({ userId, packageId })
    .onConflictDoUpdate({
      target: driverPackages.userId,
      set: { packageId, since: sql`now()` },
      setWhere: sql`${driverPackages.packageId} <> excluded.package_id`,
    });
}

/** The driver holds no package any more. */
export async function takeDriverPackage(tx: Db, userId: string) {
  await tx.delete(driverPackages).where(eq(driverPackages.userId, userId));
}

/**
 * Each driver's package, for a list that shows people with theirs (the account screens): joined on
 * `userId`, a subquery PostgreSQL folds into the query that joins it.
 */
export const heldPackages = new QueryBuilder()
  .select({ userId: driverPackages.userId, packageId: packages.id, packageName: packages.name })
  .from(driverPackages)
  .innerJoin(packages, eq(packages.id, driverPackages.packageId))
  .as('held_packages');
