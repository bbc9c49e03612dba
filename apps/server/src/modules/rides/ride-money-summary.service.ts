import { type RideMoneySummary, RideStatus } from '@wayfare/contracts';
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { toNaira } from '../../money.ts';
import { addDays, localDay, startOfLocalDay } from './local-day.ts';
import { RideMoneyKind, rideMoneyMovements } from './ride-money.table.ts';
import type { Clock } from './ride-summary.service.ts';
import { rides } from './rides.table.ts';

/** The ledger movements each figure adds up. */
const figureKinds = {
  commission: RideMoneyKind.Commission,
  promotion: RideMoneyKind.Promotion,
  tip: RideMoneyKind.Tip,
} as const;

/**
 * GetRideMoneySummary (the dashboard): today's money, the day in TIME_ZONE. Fares are the FinalAmount of
 * the rides completed today, because a cash ride's fare is paid by hand and never enters the ledger;
 * commission, promotion cost and tips are the ride money movements of those kinds posted today.
 */
export async function rideMoneySummary(db: Db, clock: Clock): Promise<RideMoneySummary> {
  const today = localDay(clock.now, clock.timeZone);
  const dayStarts = startOfLocalDay(today, clock.timeZone);
  const dayEnds = startOfLocalDay(addDays(today, 1), clock.timeZone);
  const total = (column: typeof rides.finalAmountKobo | typeof rideMoneyMovements.amountKobo) =>
    sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);
  const [[fares], movements] = await Promise.all([
    db
      .select({ kobo: total(rides.finalAmountKobo) })
      .from(rides)
      .where(
        and(
          eq(rides.status, RideStatus.Completed),
          gte(rides.completedAt, dayStarts),
          lt(rides.completedAt, dayEnds),
        ),
      ),
    db
      .select({ kind: rideMoneyMovements.kind, kobo: total(rideMoneyMovements.amountKobo) })
      .from(rideMoneyMovements)
      .where(
        and(
          inArray(rideMoneyMovements.kind, Object.values(figureKinds)),
          gte(rideMoneyMovements.createdAt, dayStarts),
          lt(rideMoneyMovements.createdAt, dayEnds),
        ),
      )
      .groupBy(rideMoneyMovements.kind),
  ]);
  const byKind = new Map(movements.map((row) => [row.kind, row.kobo]));
  const kindTotal = (kind: (typeof figureKinds)[keyof typeof figureKinds]) => toNaira(byKind.get(kind) ?? 0);
  return {
    FaresTodayAmount: toNaira(fares?.kobo ?? 0),
    CommissionTodayAmount: kindTotal(figureKinds.commission),
    PromotionCostTodayAmount: kindTotal(figureKinds.promotion),
    TipsTodayAmount: kindTotal(figureKinds.tip),
  };
}
