import { z } from 'zod';
import { setMyBvnRequest } from '../bvn.ts';
import { access, defineArea, reply } from '../call.ts';
import { cardOnFile, removeMyCardRequest, topUpFromCardRequest } from '../cards-on-file.ts';
import { messageReply } from '../paging.ts';
import { Endpoint } from '../permissions.ts';
import { reRegisteredAccountRequest } from '../users.ts';
import {
  bank,
  fundClientWalletRequest,
  fundMyWalletReply,
  fundMyWalletRequest,
  myWallet,
  resolveBankAccountQuery,
  resolvedBankAccount,
  topUpReferenceQuery,
  walletListQuery,
  walletMovementReply,
  walletOwner,
  walletTransaction,
  walletTransactionIdQuery,
  walletTransactionIdRequest,
  walletTransactionsQuery,
  withdrawFromMyWalletRequest,
} from '../wallet.ts';

/**
 * spec 001 §7 (Wallet) and issue 18 §2: the ledger's calls. Top-ups through a provider, retries and
 * withdrawals arrive with the providers.
 */
export const walletCalls = defineArea('Wallet', {
  ReRegisteredAccount: {
    method: 'POST',
    access: access.admin(Endpoint.Wallet, 'edit'),
    body: reRegisteredAccountRequest,
    reply: reply.json(messageReply),
    summary: "Asks for the wallet's bank account to be verified again (Re-Verify Account).",
    problems: [404, 409],
  },
  GetMyWallet: {
    method: 'GET',
    access: access.signedIn,
    reply: reply.json(myWallet),
    summary: "The caller's wallet: Balance (spendable), BookBalance (with money on hold), its number.",
  },
  SetMyBvn: {
    method: 'POST',
    access: access.signedIn,
    body: setMyBvnRequest,
    reply: reply.json(messageReply),
    summary:
      "Stores the caller's BVN (11 digits, encrypted), which Flutterwave needs to open the wallet's bank account; a Failed account is asked for again.",
    problems: [400],
    // Safe to repeat, and a remembered request would keep a hash of the BVN, which 10^11 guesses undo.
    idempotent: false,
  },
  FundClientWallet: {
    method: 'POST',
    access: access.admin(Endpoint.Wallet, 'create'),
    body: fundClientWalletRequest,
    reply: reply.json(walletMovementReply),
    summary: "Credits a customer's wallet (a Completed Credit, credited by the caller).",
    problems: [404, 409],
  },
  FundMyWallet: {
    method: 'POST',
    access: access.signedIn,
    body: fundMyWalletRequest,
    reply: reply.json(fundMyWalletReply),
    summary:
      "Tops up the caller's wallet through the provider's checkout: a Pending credit, credited once the provider confirms.",
    problems: [502],
  },
  VerifyMyTopUp: {
    method: 'GET',
    access: access.signedIn,
    query: topUpReferenceQuery,
    reply: reply.json(walletTransaction),
    summary:
      "The checkout's return: asks the provider about the caller's top-up, credits it if paid (once), and answers it.",
    problems: [404, 502],
  },
  RetryUncompletedTransaction: {
    method: 'POST',
    access: access.signedIn,
    body: walletTransactionIdRequest,
    reply: reply.json(walletMovementReply),
    summary:
      'Asks the provider again about a Pending or Initiated payment with CanRetry (its owner, or Wallet edit); answers at once.',
    problems: [404, 409],
  },
  GetBanks: {
    method: 'GET',
    access: access.signedIn,
    reply: reply.json(z.array(bank)),
    summary: 'The banks a withdrawal can be sent to (Code, Name), as the provider lists them.',
    problems: [503],
  },
  ResolveBankAccount: {
    method: 'GET',
    access: access.signedIn,
    query: resolveBankAccountQuery,
    reply: reply.json(resolvedBankAccount),
    summary: 'The name on a bank account, as the provider reads it (shown before a withdrawal is confirmed).',
    problems: [503],
  },
  WithdrawFromMyWallet: {
    method: 'POST',
    access: access.signedIn,
    body: withdrawFromMyWalletRequest,
    reply: reply.json(walletMovementReply),
    summary:
      "Drivers: holds the Amount (PendingWithDraw) and sends it to the bank account; the provider's word settles it.",
    problems: [403, 409, 503],
  },
  RetryFailedTransferTransaction: {
    method: 'POST',
    access: access.signedIn,
    body: walletTransactionIdRequest,
    reply: reply.json(walletMovementReply),
    summary:
      'Holds the Amount of a Failed withdrawal again and sends a new transfer (its owner, or Wallet edit).',
    problems: [404, 409],
  },
  GetWalletTransactions: {
    method: 'GET',
    access: access.admin(Endpoint.Wallet, 'view'),
    query: walletTransactionsQuery,
    reply: reply.list(walletTransaction),
    summary: 'Every wallet transaction, newest first; keyword: name, phone, e-mail, message, reference.',
  },
  GetMyWalletTransactions: {
    method: 'GET',
    access: access.signedIn,
    query: walletTransactionsQuery,
    reply: reply.list(walletTransaction),
    summary: "The caller's wallet transactions, newest first.",
  },
  GetWalletTransactionById: {
    method: 'GET',
    access: access.signedIn,
    query: walletTransactionIdQuery,
    reply: reply.json(walletTransaction),
    summary: 'One wallet transaction: to an administrator with Wallet view, or to its owner; else 404.',
    problems: [404],
  },
  GetWallets: {
    method: 'GET',
    access: access.admin(Endpoint.Wallet, 'view'),
    query: walletListQuery,
    reply: reply.list(walletOwner),
    summary: "The customers' wallets, for the Fund Wallet form's picker.",
  },
  RefundTransaction: {
    method: 'POST',
    access: access.admin(Endpoint.Wallet, 'edit'),
    body: walletTransactionIdRequest,
    reply: reply.json(walletMovementReply),
    summary: 'Refunds a Completed credit: it becomes Refunded and an equal Debit is written.',
    problems: [404, 409],
  },
  GetMyCards: {
    method: 'GET',
    access: access.signedIn,
    reply: reply.json(z.array(cardOnFile)),
    summary:
      "The caller's cards on file (kept when a top-up or an invoice was paid by a reusable card), newest first; never the provider's authorization.",
  },
  RemoveMyCard: {
    method: 'POST',
    access: access.signedIn,
    body: removeMyCardRequest,
    reply: reply.json(messageReply),
    summary: "Forgets one of the caller's cards on file (anyone else's: 404).",
    problems: [404],
  },
  TopUpFromCard: {
    method: 'POST',
    access: access.signedIn,
    body: topUpFromCardRequest,
    reply: reply.json(walletMovementReply),
    summary:
      "Tops up the caller's wallet by charging one of their cards on file: a Completed credit, or 402 when the card is declined.",
    problems: [400, 402, 404, 409, 502],
  },
});
