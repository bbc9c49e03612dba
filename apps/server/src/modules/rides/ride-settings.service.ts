import { CURRENCY_SIGN, type FareEstimate, FIRST_RIDE_SETTING, type RideSetting } from '@wayfare/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { toKobo, toNaira } from '../../money.ts';
import { recordAdminChange } from '../activity/index.ts';
import { type FareSetting, fareOf, kmOf, metresOf } from './fares.ts';
import { rideSettings } from './rides.table.ts';

const SETTING_ID = 1;
// Any constant works: it only has to be the same in every process that seeds.
const SEED_LOCK_ID = 727_017;

const toColumns = (setting: RideSetting) => ({
  highTrafficUnitKobo: toKobo(setting.HighTrafficEsitmatedBillingUnit),
  unitKobo: toKobo(setting.EsitmatedBillingUnit),
  minAmountForSharedRideKobo: toKobo(setting.MinAmountForSharedRide),
  sharedDiscountBasisPoints: Math.round(setting.SharedDiscountInPercent * 100),
});

export const toRideSetting = (row: FareSetting): RideSetting => ({
  HighTrafficEsitmatedBillingUnit: toNaira(row.highTrafficUnitKobo),
  EsitmatedBillingUnit: toNaira(row.unitKobo),
  MinAmountForSharedRide: toNaira(row.minAmountForSharedRideKobo),
  SharedDiscountInPercent: row.sharedDiscountBasisPoints / 100,
});

/**
 * issue 16 §2: the one record, seeded 300, 200, 2 000, 20 on a first start. Several processes may start
 * together: one seeds under an advisory lock, the others find it there.
 */
export function seedRideSetting(db: Db): Promise<{ seeded: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const inserted = await tx
      .insert(rideSettings)
      .values({ id: SETTING_ID, ...toColumns(FIRST_RIDE_SETTING) })
      .onConflictDoNothing()
      .returning({ id: rideSettings.id });
    return { seeded: inserted.length > 0 };
  });
}

/**
 * The setting as stored, read fresh (every estimate reads it). A database no start has seeded yet (a
 * test's) reads the first record without writing it: a read never writes; the first update saves it.
 */
export async function currentFareSetting(db: Db): Promise<FareSetting> {
  const [row] = await db.select().from(rideSettings).where(eq(rideSettings.id, SETTING_ID));
  return row ?? toColumns(FIRST_RIDE_SETTING);
}

export const getRideSetting = async (db: Db) => toRideSetting(await currentFareSetting(db));

/** UpdateRideSetting: the schema has refused anything out of bounds; a saved change is logged. */
export function updateRideSetting(db: Db, input: RideSetting & { by: string }): Promise<RideSetting> {
  return db.transaction(async (tx) => {
    await seedRideSetting(tx);
    const [current] = await tx
      .select()
      .from(rideSettings)
      .where(eq(rideSettings.id, SETTING_ID))
      .for('update');
    const [row] = await tx
      .update(rideSettings)
      .set({ ...toColumns(input), updatedAt: new Date() })
      .where(eq(rideSettings.id, SETTING_ID))
      .returning();
    const saved = toRideSetting(row!);
    await recordAdminChange(tx, {
      userId: input.by,
      area: 'Ride',
      action: 'UpdateRideSetting',
      recordId: SETTING_ID,
      before: toRideSetting(current!),
      after: saved,
    });
    return saved;
  });
}

/** EstimateFare (public): the fare with the settings as they are now. */
export async function estimateFare(
  db: Db,
  input: { distanceToCover: number; isHighTraffic: boolean; isShared: boolean },
): Promise<FareEstimate> {
  const setting = await currentFareSetting(db);
  const distanceMetres = metresOf(input.distanceToCover);
  const fare = fareOf(setting, {
    distanceMetres,
    isHighTraffic: input.isHighTraffic,
    isShared: input.isShared,
  });
  return {
    DistanceToCover: kmOf(distanceMetres),
    IsHighTraffic: input.isHighTraffic,
    IsShared: input.isShared,
    EstimatedAmount: fare.naira,
    SharedDiscountInPercent: fare.discountBasisPoints / 100,
    CurrencySign: CURRENCY_SIGN,
  };
}
