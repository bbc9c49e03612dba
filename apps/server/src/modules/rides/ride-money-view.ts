import {
  Endpoint,
  type RideMoney,
  type RideMoneyLine,
  RidePaymentMethod,
  RideStatus,
  rideChargeTexts,
  rideTexts,
  TIP_WINDOW_HOURS,
} from '@wayfare/contracts';
import { asc, eq } from 'drizzle-orm';
import { isPermitted, type Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/database.ts';
import { forbidden, notFound } from '../../errors.ts';
import { toNaira } from '../../money.ts';
import { type FareSetting, kmOf } from './fares.ts';
import { type RideMoneyKindName, rideMoneyMovements } from './ride-money.table.ts';
import { currentRideSettings } from './ride-settings.service.ts';
import { vatIncludedKobo } from './ride-vat.ts';
import { paymentMethodName, paymentStatusName, rideStatusName } from './ride-view.ts';
import { type RideRow, rides } from './rides.table.ts';

/**
 * issue 30: Ride/GetRideMoney. A ride's fare breakdown and the ledger movements behind it, as its rider,
 * its driver or an administrator with Ride view may see them. The rider's wallet stays theirs: the
 * driver sees no line of the rider's own wallet (the hold, its release, a card's top-up) and no
 * transaction id but their own.
 */

type Who = 'Rider' | 'Driver';

/** Whose wallet each kind of movement touches (the transaction is theirs) and which way it went. */
const lineShape: Record<RideMoneyKindName, { who: Who; direction: 'In' | 'Out'; kind: string }> = {
  hold: { who: 'Rider', direction: 'Out', kind: 'Hold' },
  release: { who: 'Rider', direction: 'In', kind: 'Release' },
  capture: { who: 'Rider', direction: 'Out', kind: 'Fare' },
  commission: { who: 'Driver', direction: 'Out', kind: 'Commission' },
  promotion: { who: 'Driver', direction: 'In', kind: 'Promotion' },
  cancellation_fee: { who: 'Rider', direction: 'Out', kind: 'CancellationFee' },
  card_charge: { who: 'Rider', direction: 'In', kind: 'CardCharge' },
  owed_payment: { who: 'Rider', direction: 'Out', kind: 'OwedPayment' },
  tip: { who: 'Rider', direction: 'Out', kind: 'Tip' },
  fee: { who: 'Rider', direction: 'Out', kind: 'Fee' },
  refund: { who: 'Rider', direction: 'In', kind: 'Refund' },
};

/** The rider's own wallet's movements, which the driver has no need to see. */
const ridersOwn: ReadonlySet<RideMoneyKindName> = new Set(['hold', 'release', 'card_charge']);

export type Viewer = 'Rider' | 'Driver' | 'Administrator';

/** Who the caller is to the ride: its rider, its driver, an administrator with Ride view; else 403. */
export function viewerOf(ride: RideRow, caller: Principal): Viewer {
  if (ride.customerId === caller.userId) return 'Rider';
  if (ride.driverId === caller.userId) return 'Driver';
  if (isPermitted(caller, Endpoint.Ride, 'view') && !caller.requireNewPassword) return 'Administrator';
  throw forbidden(rideChargeTexts.notYourRideMoney);
}

type Movement = { id: number; kind: RideMoneyKindName; amountKobo: number; transactionId: number; at: Date };

export const movementsOfRide = (db: Db, rideId: number): Promise<Movement[]> =>
  db
    .select({
      id: rideMoneyMovements.id,
      kind: rideMoneyMovements.kind,
      amountKobo: rideMoneyMovements.amountKobo,
      transactionId: rideMoneyMovements.walletTransactionId,
      at: rideMoneyMovements.createdAt,
    })
    .from(rideMoneyMovements)
    .where(eq(rideMoneyMovements.rideId, rideId))
    .orderBy(asc(rideMoneyMovements.id));

/** What the rider of a completed cash ride paid its driver by hand: the fare, outside the ledger. */
const cashPaidKobo = (ride: RideRow) =>
  ride.paymentMethod === RidePaymentMethod.Cash && ride.status === RideStatus.Completed
    ? (ride.finalAmountKobo ?? 0)
    : 0;

/** Kobo per kind of the ride's movements (and a cash ride's fare, paid by hand). */
export function totalsOf(ride: RideRow, movements: readonly Movement[]) {
  const total = (kind: RideMoneyKindName) =>
    movements.filter((movement) => movement.kind === kind).reduce((sum, m) => sum + m.amountKobo, 0);
  const paidKobo =
    cashPaidKobo(ride) + total('capture') + total('cancellation_fee') + total('fee') + total('owed_payment');
  return {
    hold: total('hold'),
    capture: total('capture'),
    release: total('release'),
    cancellationFee: total('cancellation_fee'),
    commission: total('commission'),
    promotion: total('promotion'),
    tip: total('tip'),
    fee: total('fee'),
    refund: total('refund'),
    /** What the rider paid the driver (fare, in cash too; fees, cancellation fee, owed amounts), refunds aside. */
    paid: paidKobo,
    refundable: Math.max(0, paidKobo - total('refund')),
  };
}

/** Whether the rider may still tip: completed less than TIP_WINDOW_HOURS ago. */
export const tipWindowOpen = (ride: RideRow, now: Date) =>
  ride.completedAt !== null && now.getTime() - ride.completedAt.getTime() < TIP_WINDOW_HOURS * 3_600_000;

/** The unit per km the ride is charged at: kept at completion; before it, today's setting. */
function unitKoboOf(ride: RideRow, setting: FareSetting) {
  if (ride.completedAt !== null) return ride.fareUnitKobo ?? 0;
  return ride.isHighTraffic ? setting.highTrafficUnitKobo : setting.unitKobo;
}

/** The breakdown and lines of a ride as the viewer sees them (in the caller's transaction, if any). */
export async function rideMoneyOf(
  db: Db,
  ride: RideRow,
  input: { viewer: Viewer; vatBasisPoints: number; now: Date },
): Promise<RideMoney> {
  const movements = await movementsOfRide(db, ride.id);
  const totals = totalsOf(ride, movements);
  const lines: RideMoneyLine[] = movements
    .filter((movement) => input.viewer !== 'Driver' || !ridersOwn.has(movement.kind))
    .map((movement) => {
      const shape = lineShape[movement.kind];
      const ownsIt = input.viewer === 'Administrator' || input.viewer === shape.who;
      return {
        TransactionId: ownsIt ? movement.transactionId : null,
        Kind: shape.kind,
        Amount: toNaira(movement.amountKobo),
        Who: shape.who,
        Direction: shape.direction,
        Date: movement.at.toISOString(),
      };
    });
  const settings = await currentRideSettings(db);
  const tipLeft = tipWindowOpen(ride, input.now) ? Math.max(0, settings.tipMaxKobo - totals.tip) : 0;
  return {
    RideId: ride.id,
    RideStatusName: rideStatusName(ride.status),
    Distance: kmOf(ride.fareDistanceMetres ?? ride.distanceMetres),
    UnitPrice: toNaira(unitKoboOf(ride, settings)),
    SharedDiscount: toNaira(ride.sharedDiscountKobo ?? 0),
    PromoCode: ride.promoCode,
    PromoDiscount: toNaira(ride.promoDiscountKobo),
    VatPercent: input.vatBasisPoints / 100,
    Vat: toNaira(vatIncludedKobo(ride.finalAmountKobo ?? 0, input.vatBasisPoints)),
    FinalAmount: ride.finalAmountKobo === null ? null : toNaira(ride.finalAmountKobo),
    Held: toNaira(totals.hold),
    Captured: toNaira(totals.capture),
    Released: toNaira(totals.release),
    CancellationFee: toNaira(totals.cancellationFee),
    Tips: toNaira(totals.tip),
    Fees: toNaira(ride.feesKobo),
    Refunds: toNaira(totals.refund),
    Refundable: toNaira(totals.refundable),
    TipAllowance: toNaira(tipLeft),
    Owed: toNaira(ride.owedAmountKobo),
    PaymentMethodName: paymentMethodName(ride.paymentMethod),
    PaymentStatusName: paymentStatusName(ride.paymentStatus),
    CompletedAt: ride.completedAt?.toISOString() ?? null,
    Lines: lines,
  };
}

/** The ride read as the caller may see it: 404 for no ride, 403 for someone not of it. */
export async function readableRide(db: Db, input: { rideId: number; caller: Principal }) {
  const [ride] = await db.select().from(rides).where(eq(rides.id, input.rideId));
  if (!ride) throw notFound(rideTexts.noRide(input.rideId));
  return { ride, viewer: viewerOf(ride, input.caller) };
}

/** Ride/GetRideMoney. */
export async function rideMoney(
  db: Db,
  input: { rideId: number; caller: Principal; now: Date; vatBasisPoints: number },
): Promise<RideMoney> {
  const { ride, viewer } = await readableRide(db, input);
  return rideMoneyOf(db, ride, { viewer, vatBasisPoints: input.vatBasisPoints, now: input.now });
}
