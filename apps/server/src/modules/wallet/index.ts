/** What the wallet module gives the other modules (its tables are its own; money moves through its ledger). */

export { type CardChargeRequest, chargeCardOnFile } from './card-charges.service.ts';
export type { CardVault } from './card-vault.ts';
export { cardVaultOf, createCardVault } from './card-vault.ts';
export { keepCardOnFile, type SealedCard, sealCard } from './cards-on-file.service.ts';
export {
  accountBalance,
  ensureWallet,
  type Leg,
  lockAccounts,
  markRefunded,
  postMovement,
  systemAccountId,
} from './ledger.service.ts';
export { type TransactionNote, transactionNotes } from './transaction-notes.ts';
export { ledgerBalancesAs, personVirtualAccounts, personWallets } from './wallet-read-models.ts';
