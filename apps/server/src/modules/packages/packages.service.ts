import {
  CURRENCY_SIGN,
  type MessageReply,
  type PACKAGE_SORTS,
  type Package,
  type PackageFrequencyId,
  packageFrequencyNames,
  packageTexts,
  type Sorting,
} from '@wayfare/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { byName, constraintError, keywordMatch, type Page, pageOf, sortedBy } from '../../db/list-query.ts';
import { conflict, notFound } from '../../errors.ts';
import { toKobo, toNaira } from '../../money.ts';
import { sanitizedHtml } from '../../sanitize-html.ts';
import { recordAdminChange } from '../activity/index.ts';
import { driverPackages, packages } from './packages.table.ts';

/** The administrator making a change, for the activity log. */
type By = { by: string };

export type PackageInput = {
  Name: string;
  PackageFrequency: PackageFrequencyId;
  MinTotalRides: number;
  MaxTotalRides: number;
  MinimumAmountRequired: number;
  Amount: number;
  BonusAmount: number;
  Publish: boolean;
  Description: string;
};

type PackageRow = typeof packages.$inferSelect;

/** spec 001 §3 Package as the wire carries it: naira, the frequency's name, the currency sign. */
export const toPackage = (row: PackageRow): Package => ({
  Id: row.id,
  Name: row.name,
  PackageFrequency: row.frequency,
  PackageFrequencyName: packageFrequencyNames[row.frequency as PackageFrequencyId] ?? '',
  MinTotalRides: row.minTotalRides,
  MaxTotalRides: row.maxTotalRides,
  MinimumAmountRequired: toNaira(row.minimumAmountRequiredKobo),
  Amount: toNaira(row.amountKobo),
  BonusAmount: toNaira(row.bonusAmountKobo),
  Publish: row.publish,
  Description: row.description,
  CurrencySign: CURRENCY_SIGN,
});

const toColumns = (input: PackageInput) => ({
  name: input.Name,
  frequency: input.PackageFrequency,
  minTotalRides: input.MinTotalRides,
  maxTotalRides: input.MaxTotalRides,
  minimumAmountRequiredKobo: toKobo(input.MinimumAmountRequired),
  amountKobo: toKobo(input.Amount),
  bonusAmountKobo: toKobo(input.BonusAmount),
  publish: input.Publish,
  description: sanitizedHtml(input.Description),
});

/** Admin list (GetPackages): name contains the keyword; by name unless sorted otherwise (a few packages). */
export async function listPackages(
  db: Db,
  query: { keywords?: string | undefined; page: number; pageSize: number } & Partial<
    Sorting<(typeof PACKAGE_SORTS)[number]>
  >,
): Promise<Page<Package>> {
  const where = keywordMatch([packages.name], query.keywords);
  const order = sortedBy(query, {
    columns: { Name: byName(packages.name), Amount: packages.amountKobo, Publish: packages.publish },
    tieBreaker: packages.id,
    byDefault: [byName(packages.name), packages.id],
  });
  const select = db
    .select()
    .from(packages)
    .where(where)
    .orderBy(...order);
  const page = await pageOf(db, {
    select,
    from: packages,
    where,
    page: query.page,
    pageSize: query.pageSize,
  });
  return { rows: page.rows.map(toPackage), total: page.total };
}

const nameTaken = (input: PackageInput) =>
  conflict(packageTexts.nameTaken(input.Name), {
    Name: [packageTexts.nameTaken(input.Name)],
  });

async function refuseTakenName(db: Db, input: PackageInput, exceptId?: number) {
  const [clash] = await db
    .select({ id: packages.id })
    .from(packages)
    .where(
      and(
        sql`lower(${packages.name}) = lower(${input.Name})`,
        exceptId === undefined ? undefined : ne(packages.id, exceptId),
      ),
    );
  if (clash) throw nameTaken(input);
}

/** Two saves racing past the check above: the unique index lets one through, the other hears why. */
const duplicateError = (error: unknown, input: PackageInput) =>
  constraintError(error, { packages_name_key: ['Name', packageTexts.nameTaken(input.Name)] });

export function createPackage(db: Db, input: PackageInput & By): Promise<Package> {
  return db.transaction(async (tx) => {
    await refuseTakenName(tx, input);
    try {
      const [row] = await tx.insert(packages).values(toColumns(input)).returning();
      const saved = toPackage(row!);
      await recordAdminChange(tx, {
        userId: input.by,
        area: 'Package',
        action: 'CreatePackage',
        recordId: saved.Id,
        after: saved,
      });
      return saved;
    } catch (error) {
      throw duplicateError(error, input);
    }
  });
}

export function updatePackage(db: Db, input: PackageInput & { Id: number } & By): Promise<Package> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(packages).where(eq(packages.id, input.Id)).for('update');
    if (!current) throw notFound(packageTexts.noPackage(input.Id));
    await refuseTakenName(tx, input, input.Id);
    try {
      const [row] = await tx
        .update(packages)
        .set(toColumns(input))
        .where(eq(packages.id, input.Id))
        .returning();
      const saved = toPackage(row!);
      await recordAdminChange(tx, {
        userId: input.by,
        area: 'Package',
        action: 'UpdatePackage',
        recordId: saved.Id,
        before: toPackage(current),
        after: saved,
      });
      return saved;
    } catch (error) {
      throw duplicateError(error, input);
    }
  });
}

/** A package a driver holds stays (unpublish it instead); the row lock makes a sale now wait. */
export function deletePackage(db: Db, input: { Id: number } & By): Promise<MessageReply> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(packages).where(eq(packages.id, input.Id)).for('update');
    if (!current) throw notFound(packageTexts.noPackage(input.Id));
    const holders = await tx.$count(driverPackages, eq(driverPackages.packageId, input.Id));
    if (holders > 0) throw conflict(packageTexts.held(current.name, holders));
    await tx.delete(packages).where(eq(packages.id, input.Id));
    await recordAdminChange(tx, {
      userId: input.by,
      area: 'Package',
      action: 'DeletePackage',
      recordId: input.Id,
      before: toPackage(current),
    });
    return { Message: packageTexts.deleted(current.name) };
  });
}

/** GetPackageFrequencies: Daily 1, Weekly 2, Monthly 3. */
export const packageFrequencyList = (): Page<{ Id: number; Name: string }> => {
  const rows = Object.entries(packageFrequencyNames).map(([id, name]) => ({ Id: Number(id), Name: name }));
  return { rows, total: rows.length };
};
