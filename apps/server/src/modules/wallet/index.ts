/** What the wallet module gives the other modules (its tables are its own; money moves through its ledger). */
export { ledgerBalancesAs, personVirtualAccounts, personWallets } from './wallet-read-models.ts';
