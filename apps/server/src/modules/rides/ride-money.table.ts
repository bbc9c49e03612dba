import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { walletTransactions } from '../wallet/ledger.table.ts';
import { rides } from './rides.table.ts';

/** issue 30: what each ledger movement of a ride was for. */
export const RideMoneyKind = {
  Hold: 'hold',
  Release: 'release',
  Capture: 'capture',
  Commission: 'commission',
  Promotion: 'promotion',
  CancellationFee: 'cancellation_fee',
  CardCharge: 'card_charge',
  OwedPayment: 'owed_payment',
  // After the ride: the rider's tips to the driver, an administrator's fees and refunds.
  Tip: 'tip',
  Fee: 'fee',
  Refund: 'refund',
} as const;
export type RideMoneyKindName = (typeof RideMoneyKind)[keyof typeof RideMoneyKind];

/**
 * issue 30: the ledger movements behind a ride, one row per wallet transaction (the money itself is in
 * the ledger's entries). Holding, capturing, releasing and the cancellation fee happen at most once a
 * ride: the partial unique index refuses a second, whatever races past the services' checks.
 */
export const rideMoneyMovements = pgTable(
  'ride_money_movements',
  {
    id: serial('id').primaryKey(),
    rideId: integer('ride_id')
      .notNull()
      .references(() => rides.id, { onDelete: 'restrict' }),
    walletTransactionId: integer('wallet_transaction_id')
      .notNull()
      .references(() => walletTransactions.id, { onDelete: 'restrict' }),
    kind: text('kind').$type<RideMoneyKindName>().notNull(),
    amountKobo: integer('amount_kobo').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ride_money_movements_transaction_key').on(table.walletTransactionId),
    uniqueIndex('ride_money_movements_once_key')
      .on(table.rideId, table.kind)
      .where(sql`${table.kind} in ('hold', 'release', 'capture', 'cancellation_fee')`),
    index('ride_money_movements_ride_idx').on(table.rideId),
    check('ride_money_movements_amount_check', sql`${table.amountKobo} > 0`),
    check(
      'ride_money_movements_kind_check',
      sql`${table.kind} in ('hold', 'release', 'capture', 'commission', 'promotion', 'cancellation_fee', 'card_charge', 'owed_payment', 'tip', 'fee', 'refund')`,
    ),
  ],
);
