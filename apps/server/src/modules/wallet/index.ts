/** What the wallet module gives the other modules (its tables are its own; money moves through its ledger). */

export {
  accountBalance,
  ensureWallet,
  lockAccounts,
  markRefunded,
  postMovement,
  systemAccountId,
} from './ledger.service.ts';
export { ledgerBalancesAs, personVirtualAccounts, personWallets } from './wallet-read-models.ts';
