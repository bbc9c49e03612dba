import {
  CURRENCY_SIGN,
  type EstimateFareQuery,
  type FareEstimate,
  FIRST_RIDE_SETTING,
  type RideSetting,
  type RideSettingChange,
} from '@wayfare/contracts';
import { eq, sql } from 'drizzle-orm';
import type { RoadRouter } from '../../adapters/routing/road-router.ts';
import type { Db } from '../../db/database.ts';
import { toBasisPoints, toKobo, toNaira, toPercent } from '../../money.ts';
import { recordAdminChange } from '../activity/index.ts';
import { type FareSetting, fareOf, kmOf } from './fares.ts';
import { distanceToCoverMetres, estimateFarePlaceProperties, ridePlaceOf } from './ride-place.ts';
import { rideSettings } from './rides.table.ts';

const SETTING_ID = 1;
// Any constant works: it only has to be the same in every process that seeds.
const SEED_LOCK_ID = 727_017;

type SettingColumns = Omit<typeof rideSettings.$inferSelect, 'id' | 'updatedAt'>;

const toColumns = (setting: RideSetting): SettingColumns => ({
  highTrafficUnitKobo: toKobo(setting.HighTrafficEsitmatedBillingUnit),
  unitKobo: toKobo(setting.EsitmatedBillingUnit),
  minAmountForSharedRideKobo: toKobo(setting.MinAmountForSharedRide),
  sharedDiscountBasisPoints: toBasisPoints(setting.SharedDiscountInPercent),
  cancellationFeeKobo: toKobo(setting.CancellationFee),
  cancellationGraceMinutes: setting.CancellationGraceMinutes,
  holdMarginBasisPoints: toBasisPoints(setting.HoldMarginPercent),
  platformCommissionBasisPoints: toBasisPoints(setting.PlatformCommissionPercent),
  tipMaxKobo: toKobo(setting.TipMaxAmount),
});

export const toRideSetting = (row: SettingColumns): RideSetting => ({
  HighTrafficEsitmatedBillingUnit: toNaira(row.highTrafficUnitKobo),
  EsitmatedBillingUnit: toNaira(row.unitKobo),
  MinAmountForSharedRide: toNaira(row.minAmountForSharedRideKobo),
  SharedDiscountInPercent: toPercent(row.sharedDiscountBasisPoints),
  CancellationFee: toNaira(row.cancellationFeeKobo),
  CancellationGraceMinutes: row.cancellationGraceMinutes,
  HoldMarginPercent: toPercent(row.holdMarginBasisPoints),
  PlatformCommissionPercent: toPercent(row.platformCommissionBasisPoints),
  TipMaxAmount: toNaira(row.tipMaxKobo),
});

/**
 * issue 16 §2: the one record, seeded 300, 200, 2 000, 20 (and issue 30's money settings) on a first
 * start. Several processes may start together: one seeds under an advisory lock, the others find it there.
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
async function currentSettingColumns(db: Db): Promise<SettingColumns> {
  const [row] = await db.select().from(rideSettings).where(eq(rideSettings.id, SETTING_ID));
  return row ?? toColumns(FIRST_RIDE_SETTING);
}

export const currentFareSetting = (db: Db): Promise<FareSetting> => currentSettingColumns(db);

/** The fares and the money settings in one read (a booking, a completion and a money view need both). */
export const currentRideSettings = (db: Db): Promise<FareSetting & RideMoneySettings> =>
  currentSettingColumns(db);

export const getRideSetting = async (db: Db) => toRideSetting(await currentSettingColumns(db));

/** issue 30: what a ride's money needs of the settings, in integers: kobo, minutes, hundredths of a percent. */
export type RideMoneySettings = {
  cancellationFeeKobo: number;
  cancellationGraceMinutes: number;
  /** Added to the estimate held at booking: 2 000 is 20 %. */
  holdMarginBasisPoints: number;
  /** The platform's share of a fare: 0 (the first value) takes nothing. */
  platformCommissionBasisPoints: number;
  /** The most a rider may tip on one ride, all tips together. */
  tipMaxKobo: number;
};

/** issue 30: the money settings as stored, read fresh (pass the transaction that moves the money). */
export async function rideMoneySettings(db: Db): Promise<RideMoneySettings> {
  const row = await currentSettingColumns(db);
  return {
    cancellationFeeKobo: row.cancellationFeeKobo,
    cancellationGraceMinutes: row.cancellationGraceMinutes,
    holdMarginBasisPoints: row.holdMarginBasisPoints,
    platformCommissionBasisPoints: row.platformCommissionBasisPoints,
    tipMaxKobo: row.tipMaxKobo,
  };
}

/** The settings given; one left out (a money setting may be) is not a value to save. */
const givenOf = (change: RideSettingChange): Partial<RideSetting> =>
  Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined));

/**
 * UpdateRideSetting: the schema has refused anything out of bounds; a money setting left out keeps its
 * stored value; a saved change is logged.
 */
export function updateRideSetting(
  db: Db,
  { by, ...change }: RideSettingChange & { by: string },
): Promise<RideSetting> {
  return db.transaction(async (tx) => {
    await seedRideSetting(tx);
    const [current] = await tx
      .select()
      .from(rideSettings)
      .where(eq(rideSettings.id, SETTING_ID))
      .for('update');
    const before = toRideSetting(current!);
    const [row] = await tx
      .update(rideSettings)
      .set({ ...toColumns({ ...before, ...givenOf(change) }), updatedAt: new Date() })
      .where(eq(rideSettings.id, SETTING_ID))
      .returning();
    const saved = toRideSetting(row!);
    await recordAdminChange(tx, {
      userId: by,
      area: 'Ride',
      action: 'UpdateRideSetting',
      recordId: SETTING_ID,
      before,
      after: saved,
    });
    return saved;
  });
}

/**
 * EstimateFare (public): the fare with the settings as they are now. issue 31: of the road's distance
 * between the pick-up and the destination when their coordinates are given, as RequestRide charges.
 */
export async function estimateFare(
  db: Db,
  input: EstimateFareQuery,
  roads: RoadRouter,
): Promise<FareEstimate> {
  const distanceMetres = await distanceToCoverMetres(roads, {
    place: ridePlaceOf([
      input.pickupLatitude,
      input.pickupLongitude,
      input.destinationLatitude,
      input.destinationLongitude,
    ]),
    distanceKm: input.distanceToCover,
    properties: estimateFarePlaceProperties,
  });
  const setting = await currentFareSetting(db);
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
