import { CURRENCY_SIGN, type MyPackage, walletTexts } from '@wayfare/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { forbidden } from '../../errors.ts';
import { toNaira } from '../../money.ts';
import { people } from '../accounts/index.ts';
import { type Clock, holding, limitsRides, refusalOf, ridesDoneInPeriod } from './driving-package.ts';
import { creditedBonus, hasRideBonus } from './package-bonus.ts';
import { toPackage } from './packages.service.ts';

const NONE: Omit<MyPackage, 'Refusal' | 'CanAcceptRides'> = {
  Package: null,
  PeriodStart: null,
  PeriodEnd: null,
  RidesDone: 0,
  RidesLeft: 0,
  MinTotalRides: 0,
  MaxTotalRides: 0,
  BonusAmount: 0,
  BonusEarned: false,
  BonusCredited: false,
  BonusCreditedAt: null,
  CurrencySign: CURRENCY_SIGN,
};

/**
 * Package/GetMyPackage: the caller's package as AcceptRide and the bonus see it (a driver; anyone else
 * 403, as for buying one). Without a package: Package null and zeros, with the refusal to act on.
 */
export async function myPackage(db: Db, input: { userId: string } & Clock): Promise<MyPackage> {
  const [user] = await db
    .select({ isDriver: people.isDriver })
    .from(people)
    .where(eq(people.id, input.userId));
  if (!user?.isDriver) throw forbidden(walletTexts.driversOnly);
  const held = await holding(db, input.userId);
  if (!held) return { ...NONE, CanAcceptRides: false, Refusal: refusalOf(undefined, 0, input) };
  const [done, bonus] = await Promise.all([
    ridesDoneInPeriod(db, input.userId, held),
    creditedBonus(db, input.userId, held),
  ]);
  const { minTotalRides, maxTotalRides, bonusAmountKobo } = held.package;
  const refusal = refusalOf(held, done, input);
  return {
    Package: toPackage(held.package),
    PeriodStart: held.since.toISOString(),
    PeriodEnd: held.until.toISOString(),
    RidesDone: done,
    RidesLeft: input.now >= held.until ? 0 : limitsRides(held) ? Math.max(0, maxTotalRides - done) : null,
    MinTotalRides: minTotalRides,
    MaxTotalRides: maxTotalRides,
    BonusAmount: toNaira(bonusAmountKobo),
    BonusEarned: hasRideBonus(held) && done >= minTotalRides,
    BonusCredited: bonus !== undefined,
    BonusCreditedAt: bonus?.creditedAt.toISOString() ?? null,
    CanAcceptRides: refusal === null,
    Refusal: refusal,
    CurrencySign: CURRENCY_SIGN,
  };
}
