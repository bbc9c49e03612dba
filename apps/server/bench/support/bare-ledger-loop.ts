/**
 * The wallet bench's baseline (issue 18 §7), shared with the modules that report their money movements as
 * a share of it (ride-money): a bare node-postgres loop writing one ₦1 Completed Credit into one hot
 * wallet (lock the account FOR UPDATE, insert the wallet transaction and its two entries, update the
 * cached balance), and the generic ledger check run after a module.
 */
import type pg from 'pg';
import type { connectPostgres } from '../../src/db/client.ts';
import { systemAccountId } from '../../src/modules/wallet/ledger.service.ts';

export const AMOUNT_KOBO = 100;
export const Credit = 1;
export const Completed = 2;

export type Hot = {
  userId: string;
  walletAccountId: number;
  wallettIdNumber: string;
  adjustments: number;
  adminId: string;
};
export type Outcome = { transfers: number; failures: number; seconds: number; p99Ms: number };
export type LedgerDb = Awaited<ReturnType<typeof connectPostgres>>['db'];

/** `clients` loops doing `once` until the time is up; answers transfers per second and p99. */
export async function loop(clients: number, seconds: number, once: () => Promise<void>): Promise<Outcome> {
  const latencies: number[] = [];
  let failures = 0;
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < end) {
        const sent = performance.now();
        try {
          await once();
          latencies.push(performance.now() - sent);
        } catch {
          failures += 1;
        }
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    transfers: latencies.length,
    failures,
    seconds: (performance.now() - started) / 1000,
    p99Ms: latencies[Math.floor(latencies.length * 0.99)] ?? 0,
  };
}

/** The hot wallet's owner (the users trigger gives them their wallet) and the first administrator. */
export async function hotWallet(client: pg.Client, db: LedgerDb, adminEmail: string): Promise<Hot> {
  const { rows: people } = await client.query<{ id: string }>(
    `INSERT INTO users (email_address, surname, firstname, phone_number)
     VALUES ('wallet-bench-rider@example.ng', 'Okafor', 'Ada', '+2348030000001') RETURNING id`,
  );
  const userId = people[0]!.id;
  const { rows: wallet } = await client.query<{ wallett_id_number: string; wallet_account_id: number }>(
    'SELECT wallett_id_number, wallet_account_id FROM wallets WHERE user_id = $1',
    [userId],
  );
  const { rows: admins } = await client.query<{ id: string }>(
    'SELECT id FROM users WHERE email_address = $1',
    [adminEmail],
  );
  return {
    userId,
    walletAccountId: wallet[0]!.wallet_account_id,
    wallettIdNumber: wallet[0]!.wallett_id_number,
    adjustments: await systemAccountId(db, 'adjustments'),
    adminId: admins[0]!.id,
  };
}

/** (c) The same statements the ledger sends, written by hand, on a bare node-postgres pool. */
export const bareTransfer = (pool: pg.Pool, hot: Hot, message: string) => async () => {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(
      'SELECT id, balance_kobo FROM ledger_accounts WHERE id = ANY($1) ORDER BY id FOR UPDATE',
      [[hot.walletAccountId]],
    );
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO wallet_transactions (user_id, amount_kobo, type, status, message, credited_by, completed_at)
       VALUES ($1, $2, $3, $4, $5, $6, now()) RETURNING id`,
      [hot.userId, AMOUNT_KOBO, Credit, Completed, message, hot.adminId],
    );
    await client.query(
      'INSERT INTO ledger_entries (transaction_id, account_id, amount_kobo) VALUES ($1, $2, $3), ($1, $4, $5)',
      [rows[0]!.id, hot.adjustments, -AMOUNT_KOBO, hot.walletAccountId, AMOUNT_KOBO],
    );
    await client.query(
      'UPDATE ledger_accounts SET balance_kobo = balance_kobo + $1 WHERE id = $2 AND user_id IS NOT NULL',
      [AMOUNT_KOBO, hot.walletAccountId],
    );
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
};

/**
 * The ledger's soundness, as the daily reconciliation checks it: every person's cached balance equals
 * the sum of its entries, every movement sums to zero, no person's balance is below zero.
 */
export async function ledgerAnomalies(client: pg.Client): Promise<string[]> {
  const found: string[] = [];
  const { rows: differences } = await client.query<{ id: number; cached: string; entries: string }>(
    `SELECT a.id, a.balance_kobo AS cached, coalesce(sum(e.amount_kobo), 0) AS entries
     FROM ledger_accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id
     WHERE a.user_id IS NOT NULL GROUP BY a.id HAVING a.balance_kobo <> coalesce(sum(e.amount_kobo), 0)`,
  );
  for (const row of differences)
    found.push(`account ${row.id}: cached ${row.cached}, entries ${row.entries}`);
  const { rows: unbalanced } = await client.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (SELECT transaction_id FROM ledger_entries GROUP BY transaction_id
     HAVING sum(amount_kobo) <> 0) AS t`,
  );
  if (unbalanced[0]!.n > 0) found.push(`${unbalanced[0]!.n} movements not summing to zero`);
  const { rows: negative } = await client.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM ledger_accounts WHERE user_id IS NOT NULL AND balance_kobo < 0',
  );
  if (negative[0]!.n > 0) found.push(`${negative[0]!.n} balances below zero`);
  return found;
}
