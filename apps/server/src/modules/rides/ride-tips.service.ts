import { type RideMoneyChangeReply, RideStatus, rideChargeTexts, TransactionType } from '@wayfare/contracts';
import type { Db } from '../../db/database.ts';
import { conflict, forbidden } from '../../errors.ts';
import { withReplyStored } from '../../http/idempotent-reply.ts';
import { toKobo, toNaira } from '../../money.ts';
import { lockedRide } from './ride-lifecycle.service.ts';
import { accountsOf, lockPeople, postRideMovement } from './ride-money-ledger.ts';
import { movementsOfRide, rideMoneyOf, tipWindowOpen, totalsOf } from './ride-money-view.ts';
import { rideMoneySettings } from './ride-settings.service.ts';
import { rideStatusName } from './ride-view.ts';
import type { RideRow } from './rides.table.ts';

/** 409 unless the ride is Completed, naming the state it is in. */
export function refuseUnlessCompleted(ride: RideRow) {
  if (ride.status !== RideStatus.Completed)
    throw conflict(rideChargeTexts.notCompleted(ride.id, rideStatusName(ride.status)));
}

/**
 * Ride/TipDriver (issue 30): the ride's rider gives its driver a tip from their wallet, all of it to the
 * driver (no commission), within TIP_WINDOW_HOURS of completion; a ride's tips together at most the
 * TipMaxAmount setting. The ride's row is held, so tips racing each other cannot pass the cap; the
 * reply is stored with the money, so a retried Idempotency-Key tips once.
 */
export function tipDriver(
  db: Db,
  input: { RideId: number; Amount: number; by: string; now: Date; vatBasisPoints: number },
): Promise<RideMoneyChangeReply> {
  return db.transaction(async (tx) => {
    const ride = await lockedRide(tx, input.RideId);
    if (ride.customerId !== input.by) throw forbidden(rideChargeTexts.notYourRideToTip);
    refuseUnlessCompleted(ride);
    if (!tipWindowOpen(ride, input.now)) throw conflict(rideChargeTexts.tipWindowOver(ride.id));
    const { tipMaxKobo } = await rideMoneySettings(tx);
    const leftKobo = Math.max(0, tipMaxKobo - totalsOf(await movementsOfRide(tx, ride.id)).tip);
    const amountKobo = toKobo(input.Amount);
    if (amountKobo > leftKobo) throw conflict(rideChargeTexts.tipOverLimit(toNaira(leftKobo)));
    const rider = await accountsOf(tx, ride.customerId);
    const driver = await accountsOf(tx, ride.driverId!);
    const balances = await lockPeople(tx, [rider, driver]);
    const walletKobo = balances.get(rider.walletAccountId) ?? 0;
    if (walletKobo < amountKobo)
      throw conflict(rideChargeTexts.tipWalletTooLow(toNaira(walletKobo), input.Amount));
    await postRideMovement(tx, {
      rideId: ride.id,
      kind: 'tip',
      userId: ride.customerId,
      type: TransactionType.Debit,
      message: rideChargeTexts.tip(ride.id),
      legs: [
        { accountId: rider.walletAccountId, amountKobo: -amountKobo },
        { accountId: driver.walletAccountId, amountKobo },
      ],
    });
    const money = await rideMoneyOf(tx, ride, {
      viewer: 'Rider',
      vatBasisPoints: input.vatBasisPoints,
      now: input.now,
    });
    return withReplyStored(tx, { Message: rideChargeTexts.tipped(input.Amount, ride.id), Money: money });
  });
}
