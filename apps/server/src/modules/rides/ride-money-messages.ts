import { formatNaira } from '@wayfare/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { shownMoment } from '../../moments.ts';
import { toNaira } from '../../money.ts';
import { people } from '../accounts/index.ts';
import { queueTemplatedEmail, queueTemplatedEmailAndSms } from '../message-templates/index.ts';
import { kmOf } from './fares.ts';
import { vatIncludedKobo } from './ride-vat.ts';
import { paymentMethodName, paymentStatusName } from './ride-view.ts';
import type { RideRow } from './rides.table.ts';

/**
 * issue 30: what the rider is told of their ride's money, queued in the outbox in the transaction that
 * moves it: the receipt at completion (e-mail and SMS), an administrator's fee or refund (e-mail).
 */

/** What the receipt needs besides the ride: VAT_PERCENT (hundredths) and TIME_ZONE. */
export type RideReceiptContext = { vatBasisPoints: number; timeZone: string };

const naira = (kobo: number) => formatNaira(toNaira(kobo));

async function riderOf(tx: Db, ride: RideRow) {
  const [rider] = await tx
    .select({ email: people.emailAddress, firstname: people.firstname, phone: people.phoneNumber })
    .from(people)
    .where(eq(people.id, ride.customerId));
  return rider!;
}

/** The 'Ride Receipt' e-mail and SMS to the rider of a ride just completed (its row as updated). */
export async function queueRideReceipt(tx: Db, ride: RideRow, context: RideReceiptContext) {
  const rider = await riderOf(tx, ride);
  const finalKobo = ride.finalAmountKobo ?? 0;
  const values = {
    FirstName: rider.firstname,
    RideId: String(ride.id),
    CompletedAt: shownMoment(ride.completedAt ?? new Date(), context.timeZone),
    Distance: `${kmOf(ride.fareDistanceMetres ?? ride.distanceMetres)} km`,
    UnitPrice: naira(ride.fareUnitKobo ?? 0),
    SharedDiscount: naira(ride.sharedDiscountKobo ?? 0),
    PromoDiscount: naira(ride.promoDiscountKobo),
    FinalAmount: naira(finalKobo),
    Vat: naira(vatIncludedKobo(finalKobo, context.vatBasisPoints)),
    PaymentMethod: paymentMethodName(ride.paymentMethod),
    PaymentStatus: paymentStatusName(ride.paymentStatus),
    Owed: naira(ride.owedAmountKobo),
  };
  await queueTemplatedEmailAndSms(tx, {
    type: 'Ride Receipt',
    email: rider.email,
    phoneNumber: rider.phone,
    values,
  });
}

/** The 'Ride Fee' e-mail: the fee, why, and what was paid of it and what is owed. */
export async function queueRideFeeEmail(
  tx: Db,
  ride: RideRow,
  fee: { amountKobo: number; owedKobo: number; reason: string },
) {
  const rider = await riderOf(tx, ride);
  if (!rider.email) return;
  await queueTemplatedEmail(tx, {
    type: 'Ride Fee',
    recipient: rider.email,
    values: {
      FirstName: rider.firstname,
      RideId: String(ride.id),
      Amount: naira(fee.amountKobo),
      Reason: fee.reason,
      Paid: naira(fee.amountKobo - fee.owedKobo),
      Owed: naira(fee.owedKobo),
    },
  });
}

/** The 'Ride Refund' e-mail: what went back to the wallet, and why. */
export async function queueRideRefundEmail(
  tx: Db,
  ride: RideRow,
  refund: { amountKobo: number; reason: string },
) {
  const rider = await riderOf(tx, ride);
  if (!rider.email) return;
  await queueTemplatedEmail(tx, {
    type: 'Ride Refund',
    recipient: rider.email,
    values: {
      FirstName: rider.firstname,
      RideId: String(ride.id),
      Amount: naira(refund.amountKobo),
      Reason: refund.reason,
    },
  });
}
