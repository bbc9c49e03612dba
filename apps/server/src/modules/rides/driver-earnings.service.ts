import { driverEarningsTexts, type EarningsOfPeriod, type MyEarnings, RideStatus } from '@wayfare/contracts';
import { and, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { forbidden, unauthorized } from '../../errors.ts';
import { toNaira } from '../../money.ts';
import { people } from '../accounts/index.ts';
import { addDays, localDay, startOfLocalDay } from './local-day.ts';
import { RideMoneyKind, rideMoneyMovements } from './ride-money.table.ts';
import type { Clock } from './ride-summary.service.ts';
import { rides } from './rides.table.ts';

/** The Monday of a YYYY-MM-DD day's week (the week a driver reads as "this week"). */
export function mondayOf(day: string) {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

const kobo = (expression: SQL) => sql<number>`coalesce(${expression}, 0)`.mapWith(Number);

/**
 * Ride/GetMyEarnings: the driver's share of the rides they completed today and this week (days in TIME_ZONE,
 * the week from Monday) plus the tips they were given then. A ride's share is its whole fare (what the rider
 * paid and the promo part the platform paid) less the commission on it, taken from the wallet or still owed;
 * a cash ride's fare counts though it never entered the ledger, since the rider paid the driver by hand.
 */
export async function driverEarnings(db: Db, input: { driverId: string } & Clock): Promise<MyEarnings> {
  const [driver] = await db
    .select({ isDriver: people.isDriver })
    .from(people)
    .where(eq(people.id, input.driverId));
  if (!driver) throw unauthorized();
  if (!driver.isDriver) throw forbidden(driverEarningsTexts.notADriver);
  const today = localDay(input.now, input.timeZone);
  const todayStarts = startOfLocalDay(today, input.timeZone);
  const weekStarts = startOfLocalDay(mondayOf(today), input.timeZone);
  const ends = startOfLocalDay(addDays(today, 1), input.timeZone);

  const commissionTaken = db
    .select({
      rideId: rideMoneyMovements.rideId,
      kobo: sql`sum(${rideMoneyMovements.amountKobo})`.as('kobo'),
    })
    .from(rideMoneyMovements)
    .where(eq(rideMoneyMovements.kind, RideMoneyKind.Commission))
    .groupBy(rideMoneyMovements.rideId)
    .as('commission_taken');
  const share = sql`${rides.finalAmountKobo} + ${rides.promoDiscountKobo} - ${rides.commissionOwedKobo} - coalesce(${commissionTaken.kobo}, 0)`;
  const isToday = sql`${rides.completedAt} >= ${todayStarts}`;
  const tipToday = sql`${rideMoneyMovements.createdAt} >= ${todayStarts}`;
  const [[fares], [tips]] = await Promise.all([
    db
      .select({
        weekKobo: kobo(sql`sum(${share})`),
        weekRides: kobo(sql`count(*)`),
        todayKobo: kobo(sql`sum(${share}) filter (where ${isToday})`),
        todayRides: kobo(sql`count(*) filter (where ${isToday})`),
      })
      .from(rides)
      .leftJoin(commissionTaken, eq(commissionTaken.rideId, rides.id))
      .where(
        and(
          eq(rides.driverId, input.driverId),
          eq(rides.status, RideStatus.Completed),
          gte(rides.completedAt, weekStarts),
          lt(rides.completedAt, ends),
        ),
      ),
    db
      .select({
        weekKobo: kobo(sql`sum(${rideMoneyMovements.amountKobo})`),
        todayKobo: kobo(sql`sum(${rideMoneyMovements.amountKobo}) filter (where ${tipToday})`),
      })
      .from(rideMoneyMovements)
      .innerJoin(rides, eq(rides.id, rideMoneyMovements.rideId))
      .where(
        and(
          eq(rides.driverId, input.driverId),
          eq(rideMoneyMovements.kind, RideMoneyKind.Tip),
          gte(rideMoneyMovements.createdAt, weekStarts),
          lt(rideMoneyMovements.createdAt, ends),
        ),
      ),
  ]);
  const period = (fareKobo: number, rideCount: number, tipKobo: number): EarningsOfPeriod => ({
    Amount: toNaira(fareKobo + tipKobo),
    Rides: rideCount,
    Tips: toNaira(tipKobo),
  });
  return {
    Today: period(fares?.todayKobo ?? 0, fares?.todayRides ?? 0, tips?.todayKobo ?? 0),
    ThisWeek: period(fares?.weekKobo ?? 0, fares?.weekRides ?? 0, tips?.weekKobo ?? 0),
  };
}
