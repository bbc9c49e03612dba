import { formatNaira, RideStatus } from '@wayfare/contracts';
import { toNaira } from '../../money.ts';
import type { TransactionNote } from '../wallet/index.ts';
import type { RideMoneyKindName } from './ride-money.table.ts';
import type { movementsOfRide } from './ride-money-view.ts';
import { type Entry, entry, type Names } from './ride-timeline-entries.ts';
import type { RideRow } from './rides.table.ts';

type Movement = Awaited<ReturnType<typeof movementsOfRide>>[number];

/** issue 32: each kind of ride money movement as the timeline names it. */
const movementNames: Record<RideMoneyKindName, string> = {
  hold: 'Hold',
  release: 'Hold released',
  capture: 'Fare paid',
  commission: 'Commission',
  promotion: 'Promotion',
  cancellation_fee: 'Cancellation fee',
  card_charge: 'Card charge',
  owed_payment: 'Owed amount paid',
  tip: 'Tip',
  fee: 'Fee',
  refund: 'Refund',
};

/** Every ledger movement of the ride: whose wallet it moved, the amount, and the message it was posted with. */
export function moneyEntries(
  ride: RideRow,
  movements: readonly Movement[],
  notes: ReadonlyMap<number, TransactionNote>,
  names: Names,
): Entry[] {
  return movements.map((movement) => {
    const note = notes.get(movement.transactionId);
    return entry({
      ride,
      names,
      when: movement.at,
      Kind: 'Money',
      Name: movementNames[movement.kind],
      ActorId: note?.userId ?? null,
      Amount: toNaira(movement.amountKobo),
      Details: [note?.message, `transaction #${movement.transactionId}`].filter(Boolean).join(', '),
    });
  });
}

/**
 * The driver's share of a completed ride, at the completion's status change (the database's clock, as
 * the completion's money lines are): the fare the rider paid (by hand for cash), the promotion the
 * platform paid, less the platform's commission on the whole fare (taken, or owed by the driver).
 */
export function driverShareEntry(
  ride: RideRow,
  movements: readonly Movement[],
  names: Names,
  completedAt: Date | undefined,
): Entry[] {
  if (ride.status !== RideStatus.Completed || !completedAt || !ride.driverId) return [];
  const commissionKobo =
    movements.filter((m) => m.kind === 'commission').reduce((sum, m) => sum + m.amountKobo, 0) +
    ride.commissionOwedKobo;
  const fareKobo = ride.finalAmountKobo ?? 0;
  const promotionKobo = ride.promoDiscountKobo;
  const naira = (kobo: number) => formatNaira(toNaira(kobo));
  return [
    entry({
      ride,
      names,
      when: completedAt,
      Kind: 'Money',
      Name: "Driver's share",
      ActorId: ride.driverId,
      Amount: toNaira(fareKobo + promotionKobo - commissionKobo),
      Details: [
        `Fare ${naira(fareKobo)}`,
        promotionKobo > 0 ? `plus promotion ${naira(promotionKobo)}` : null,
        `less commission ${naira(commissionKobo)}`,
      ]
        .filter(Boolean)
        .join(', '),
    }),
  ];
}
