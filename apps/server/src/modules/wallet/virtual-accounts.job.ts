import type { PaymentGateway } from '../../adapters/payments/payment-gateway.ts';
import type { Db } from '../../db/database.ts';
import { type JobDefinition, tally } from '../jobs/index.ts';
import { forgetBvnsOfDeletedAccounts } from './bvn.service.ts';
import type { BvnVault } from './bvn-vault.ts';
import { enrolMissingVirtualAccounts, requestDueVirtualAccounts } from './virtual-accounts.service.ts';

export const VIRTUAL_ACCOUNTS_JOB = 'request-virtual-accounts';
/** New people wait at most this (and the runner's poll) for their account to be asked for. */
const LOOK_EVERY_MS = 60_000;

/**
 * One pass: deleted accounts' BVNs are forgotten, people without a wallet account get a Pending one,
 * and the due ones are asked for.
 */
export async function requestVirtualAccounts(
  db: Db,
  gateway: PaymentGateway,
  input: { now: Date; bvns: BvnVault },
) {
  const forgottenBvns = await forgetBvnsOfDeletedAccounts(db);
  const enrolled = await enrolMissingVirtualAccounts(db, input.now);
  const outcomes = await requestDueVirtualAccounts(db, gateway, input);
  return { forgottenBvns, enrolled, outcomes };
}

/**
 * Issue 18 §2: every minute, a pass of `requestVirtualAccounts` with WALLET_GATEWAY's provider (asked
 * outside any transaction; see the service), so making an account never waits for the provider.
 */
export const requestVirtualAccountsJob = (gateway: PaymentGateway, bvns: BvnVault): JobDefinition => ({
  everyMs: LOOK_EVERY_MS,
  run: async ({ db, now }) => {
    const { forgottenBvns, enrolled, outcomes } = await requestVirtualAccounts(db, gateway, { now, bvns });
    return { forgottenBvns, enrolled, ...tally(outcomes) };
  },
});
