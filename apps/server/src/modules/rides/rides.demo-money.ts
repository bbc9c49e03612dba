import { RidePaymentMethod, RideStatus, TransactionStatus, TransactionType } from '@wayfare/contracts';
import { and, asc, eq, gte, inArray, or, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { checkPromoCode, giveBackPromoUse, promoDiscountKobo, reservePromoUse } from '../promotions/index.ts';
import {
  accountBalance,
  ensureWallet,
  lockAccounts,
  postMovement,
  systemAccountId,
} from '../wallet/index.ts';
import {
  chargeAtCompletion,
  holdAmountKobo,
  holdAtBooking,
  settleCancellation,
} from './ride-money.service.ts';
import { rideMoneySettings } from './ride-settings.service.ts';
import { tipDriver } from './ride-tips.service.ts';
import { DEMO_MINUTES } from './rides.demo-plan.ts';
import { type RideRow, rides } from './rides.table.ts';

const DAY_MS = 86_400_000;
/** The last days' finished rides, one in this many, are Wallet rides; today's unfinished ones all are. */
const WALLET_ONE_IN = 16;
const WALLET_DAYS = 3;
/** One Wallet ride in this many books with the promo code below (a rider's first Wallet ride only). */
const PROMO_ONE_IN = 4;
export const DEMO_RIDE_PROMO_CODE = 'LAGOS500';
/** One completed Wallet ride in this many is tipped, half an hour after it ended. */
const TIP_ONE_IN = 3;
const TIP_KOBO = 500_00;
/** A demo rider's wallet is topped up by this much whenever a hold would not fit in it. */
const TOP_UP_KOBO = 20_000_00;

/**
 * Issue 30: money for some demo rides, through the ride money services the calls use (hold at booking,
 * charge at completion, fee or release at cancellation, the promo code's use reserved and given back),
 * in the ride's order of time, so the ledger holds every movement a real booking would have made. The
 * rest of the demo stays cash rides, and so do the rides of people the wallet demo gave money. Some
 * completed ones are tipped (TipDriver's service). A rider
 * short of money for a hold is topped up first (an adjustment, as FundClientWallet writes one). The
 * movements are dated when the ride made them.
 */
export async function walletMoneyForDemoRides(tx: Transaction, input: { firstRideId: number; now: Date }) {
  const since = new Date(input.now.getTime() - WALLET_DAYS * DAY_MS);
  const candidates = await tx
    .select()
    .from(rides)
    .where(
      and(
        gte(rides.id, input.firstRideId),
        or(
          and(gte(rides.createdAt, since), sql`${rides.id} % ${WALLET_ONE_IN} = 0`),
          inArray(rides.status, [
            RideStatus.Pending,
            RideStatus.Accepted,
            RideStatus.Arrived,
            RideStatus.Ongoing,
          ]),
        ),
      ),
    )
    .orderBy(asc(rides.createdAt));
  const settings = await rideMoneySettings(tx);
  // A code an operator suspended or used up since is simply not used (refused before any write).
  const first = candidates[0];
  const rule = first
    ? await checkPromoCode(tx, {
        code: DEMO_RIDE_PROMO_CODE,
        riderId: first.customerId,
        now: input.now,
      }).catch(refusedAsUndefined)
    : undefined;
  const adjustments = await systemAccountId(tx, 'adjustments');
  const withPromo = new Set<string>();
  const storied = await peopleWithMoney(tx, candidates);

  for (const [index, ride] of candidates
    .filter((candidate) => !storied.has(candidate.customerId) && !storied.has(candidate.driverId ?? ''))
    .entries()) {
    const agreedKobo = ride.customerPreferredAmountKobo ?? ride.estimatedAmountKobo;
    const usesPromo = rule !== undefined && index % PROMO_ONE_IN === 0 && !withPromo.has(ride.customerId);
    const promoKobo = usesPromo ? promoDiscountKobo(rule, agreedKobo) : 0;
    const holdKobo = holdAmountKobo(agreedKobo - promoKobo, settings.holdMarginBasisPoints);
    await topUpFor(tx, { userId: ride.customerId, holdKobo, at: ride.createdAt, adjustments });
    const held = await holdAtBooking(tx, {
      rideId: ride.id,
      riderId: ride.customerId,
      method: RidePaymentMethod.Wallet,
      secondary: null,
      holdKobo,
    });
    if (usesPromo) {
      await reservePromoUse(tx, { rule, riderId: ride.customerId, rideId: ride.id });
      withPromo.add(ride.customerId);
    }
    let booked = await saved(tx, ride.id, {
      ...held,
      paymentMethodNamed: true,
      finalAmountKobo: null,
      promoCodeId: usesPromo ? rule.id : null,
      promoCode: usesPromo ? rule.code : null,
      promoDiscountKobo: promoKobo,
    });
    if (booked.status === RideStatus.Completed) {
      const fareKobo = booked.amountKobo ?? agreedKobo;
      const money = await chargeAtCompletion(tx, booked, {
        fareKobo,
        promoKobo: usesPromo ? promoDiscountKobo(rule, fareKobo) : 0,
        commissionBasisPoints: settings.platformCommissionBasisPoints,
        promoCode: booked.promoCode,
      });
      booked = await saved(tx, ride.id, money);
      if (index % TIP_ONE_IN === 0) await tipAfterTheRide(tx, booked);
    }
    if (booked.status === RideStatus.Cancelled) {
      const money = await settleCancellation(tx, booked, {
        feeKobo: riderCancelledLate(booked, settings.cancellationGraceMinutes)
          ? settings.cancellationFeeKobo
          : 0,
      });
      await giveBackPromoUse(tx, ride.id);
      await saved(tx, ride.id, money);
    }
  }
  await dateMovementsByTheirRides(tx, input.firstRideId);
}

/**
 * The people who already have money in their wallet (the wallet demo's, whose balances its story
 * tells): their rides stay cash rides.
 */
async function peopleWithMoney(tx: Transaction, candidates: readonly RideRow[]) {
  const people = new Set(candidates.flatMap((ride) => [ride.customerId, ride.driverId ?? []].flat()));
  const storied = new Set<string>();
  for (const userId of people) {
    const wallet = await ensureWallet(tx, userId);
    if ((await accountBalance(tx, wallet.walletAccountId)) !== 0) storied.add(userId);
  }
  return storied;
}

/** The rider tips the driver through TipDriver's service, as the call would, when the wallet allows. */
async function tipAfterTheRide(tx: Transaction, ride: RideRow) {
  const now = new Date(ride.completedAt!.getTime() + 30 * 60_000);
  await tipDriver(tx, {
    RideId: ride.id,
    Amount: TIP_KOBO / 100,
    by: ride.customerId,
    now,
    vatBasisPoints: 0,
  }).catch(refusedAsUndefined);
}

const refusedAsUndefined = (error: unknown) => {
  if (error instanceof AppError) return undefined;
  throw error;
};

const saved = async (tx: Transaction, id: number, values: Partial<typeof rides.$inferInsert>) =>
  (await tx.update(rides).set(values).where(eq(rides.id, id)).returning())[0]!;

/**
 * The rider cancelled after a driver accepted and after the grace (the demo's driver cancels only once
 * arrived, rides.demo-plan.ts DEMO_MINUTES; nobody accepted: no fee).
 */
function riderCancelledLate(ride: RideRow, graceMinutes: number) {
  if (!ride.driverId || !ride.acceptedAt || !ride.cancelledAt) return false;
  const minutes = (ride.cancelledAt.getTime() - ride.acceptedAt.getTime()) / 60_000;
  return minutes > graceMinutes && minutes < DEMO_MINUTES.arrive;
}

/** A top-up into the rider's wallet, dated just before the booking, when the hold would not fit. */
async function topUpFor(
  tx: Transaction,
  input: { userId: string; holdKobo: number; at: Date; adjustments: number },
) {
  const wallet = await ensureWallet(tx, input.userId);
  const balances = await lockAccounts(tx, [wallet.walletAccountId]);
  if ((balances.get(wallet.walletAccountId) ?? 0) >= input.holdKobo) return;
  const at = new Date(input.at.getTime() - 60_000);
  await postMovement(tx, {
    transaction: {
      userId: input.userId,
      amountKobo: TOP_UP_KOBO,
      type: TransactionType.Credit,
      status: TransactionStatus.Completed,
      message: 'Wallet top-up for rides',
      createdAt: at,
      completedAt: at,
    },
    legs: [
      { accountId: input.adjustments, amountKobo: -TOP_UP_KOBO },
      { accountId: wallet.walletAccountId, amountKobo: TOP_UP_KOBO },
    ],
  });
}

/**
 * Each ride movement dated when the ride made it: the hold at booking, the rest at the ride's end; its
 * wallet transaction and the ride's own line of it (the money view's date) alike.
 */
async function dateMovementsByTheirRides(tx: Transaction, firstRideId: number) {
  const moment = sql`
    select m.id as movement_id, m.wallet_transaction_id as id,
      case when m.kind = 'hold' then r.created_at
           when m.kind = 'tip' then r.completed_at + interval '30 minutes'
           else coalesce(r.completed_at, r.cancelled_at, r.created_at) end as at
    from ride_money_movements m join rides r on r.id = m.ride_id
    where r.id >= ${firstRideId}`;
  await tx.execute(sql`
    update wallet_transactions t set created_at = moment.at, completed_at = moment.at
    from (${moment}) as moment where t.id = moment.id`);
  await tx.execute(sql`
    update ride_money_movements m set created_at = moment.at
    from (${moment}) as moment where m.id = moment.movement_id`);
}
