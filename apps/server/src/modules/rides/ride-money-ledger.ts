import { TransactionStatus, type TransactionTypeId } from '@wayfare/contracts';
import type { Db } from '../../db/database.ts';
import { ensureWallet, type Leg, lockAccounts, postMovement } from '../wallet/index.ts';
import { type RideMoneyKindName, rideMoneyMovements } from './ride-money.table.ts';

/**
 * issue 30: the ride's side of the ledger. Every movement of a ride's money is one wallet transaction
 * (through the wallet module's `postMovement`, the people's accounts locked first in id order) and one
 * `ride_money_movements` row naming what it was for, written in the ride change's transaction.
 */

export type PersonAccounts = { userId: string; walletAccountId: number; holdAccountId: number };

/** The wallet and hold accounts of the ride's people (their wallets made on first use). */
export async function accountsOf(db: Db, userId: string): Promise<PersonAccounts> {
  const wallet = await ensureWallet(db, userId);
  return { userId, walletAccountId: wallet.walletAccountId, holdAccountId: wallet.holdAccountId };
}

/** Locks the people's accounts (id order, as every movement does) and answers their balances in kobo. */
export async function lockPeople(tx: Db, people: readonly PersonAccounts[]) {
  return lockAccounts(
    tx,
    people.flatMap((person) => [person.walletAccountId, person.holdAccountId]),
  );
}

/** One movement of the ride: its wallet transaction (Completed), its entries, and its ride row. */
export async function postRideMovement(
  tx: Db,
  movement: {
    rideId: number;
    kind: RideMoneyKindName;
    userId: string;
    type: TransactionTypeId;
    message: string;
    legs: readonly Leg[];
  },
): Promise<number> {
  const legs = movement.legs.filter((leg) => leg.amountKobo !== 0);
  const amountKobo = legs.filter((leg) => leg.amountKobo > 0).reduce((sum, leg) => sum + leg.amountKobo, 0);
  const row = await postMovement(tx, {
    transaction: {
      userId: movement.userId,
      amountKobo,
      type: movement.type,
      status: TransactionStatus.Completed,
      message: movement.message,
      completedAt: new Date(),
    },
    legs,
  });
  await recordRideMovement(tx, {
    rideId: movement.rideId,
    kind: movement.kind,
    transactionId: row.id,
    amountKobo,
  });
  return row.id;
}

/** The ride row of a movement written elsewhere (a card charge's credit). */
export async function recordRideMovement(
  tx: Db,
  input: { rideId: number; kind: RideMoneyKindName; transactionId: number; amountKobo: number },
) {
  await tx.insert(rideMoneyMovements).values({
    rideId: input.rideId,
    kind: input.kind,
    walletTransactionId: input.transactionId,
    amountKobo: input.amountKobo,
  });
}
