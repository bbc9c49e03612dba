import { z } from 'zod';
import { text } from './fields.ts';
import { recordId } from './locations.ts';
import { keywordQuery, pageQuery, sortQuery } from './paging.ts';

/** spec 001 §4 and issue 18 §1: a wallet transaction's type. */
export const TransactionType = {
  Credit: 1,
  Debit: 2,
  WithDrawn: 3,
  BookCredit: 4,
  BookDebit: 5,
  PendingWithDraw: 6,
} as const;
export type TransactionTypeId = (typeof TransactionType)[keyof typeof TransactionType];

/** spec 001 §4 (the second status set) and issue 18 §1: Refunded 5 as in the order-like set. */
export const TransactionStatus = { Pending: 0, Initiated: 1, Completed: 2, Failed: 3, Refunded: 5 } as const;
export type TransactionStatusId = (typeof TransactionStatus)[keyof typeof TransactionStatus];

/**
 * spec 001 §4: a withdrawal's transfer. issue 29 §1: AwaitingApproval, the provider holds it until the
 * business approves it (Paystack's transfer OTP): the operator has to act, the money stays on hold.
 */
export const TransferStatus = { Pending: 0, Completed: 2, Failed: 3, AwaitingApproval: 4 } as const;
export type TransferStatusId = (typeof TransferStatus)[keyof typeof TransferStatus];

const namesOf = <T extends Record<string, number>>(values: T) =>
  Object.fromEntries(Object.entries(values).map(([name, id]) => [id, name])) as Record<number, string>;
export const transactionTypeNames = namesOf(TransactionType);
export const transactionStatusNames = namesOf(TransactionStatus);
export const transferStatusNames = namesOf(TransferStatus);

/** The most one movement may carry (issue 18 §2): ₦10,000,000. */
export const MAX_WALLET_AMOUNT = 10_000_000;
export const MAX_WALLET_MESSAGE = 500;

/** ₦1,234.50: the naira sign, thousands commas, kobo only when there are some. */
export const formatNaira = (naira: number) =>
  `₦${naira.toLocaleString('en-NG', { minimumFractionDigits: Number.isInteger(naira) ? 0 : 2, maximumFractionDigits: 2 })}`;

/** issue 18 §2 and §4: the sentences of the wallet calls, verbatim in the tests. */
export const walletTexts = {
  wallettIdNumberRequired: 'WallettIdNumber is required',
  wallettIdNumberShape: 'WallettIdNumber must be the 10 digits of a wallet',
  amountRequired: 'Amount is required',
  amountNotNumber: 'Amount must be a number',
  amountPositive: 'Amount must be more than ₦0',
  amountDecimals: 'Amount can have at most two decimal places',
  amountTooLarge: `Amount must be at most ${formatNaira(MAX_WALLET_AMOUNT)}`,
  noWallet: (number: string) => `There is no wallet numbered ${number}`,
  noTransaction: (id: number) => `There is no wallet transaction with Id ${id}`,
  funded: (amount: number, fullName: string) =>
    `${formatNaira(amount)} has been credited to the wallet of ${fullName}`,
  refunded: (amount: number, fullName: string) =>
    `${formatNaira(amount)} has been refunded from the wallet of ${fullName}`,
  onlyCompletedCredits: (type: string, status: string) =>
    type === 'Credit'
      ? `This transaction is ${status}; only a Completed credit can be refunded`
      : `This transaction is a ${type}; only a Completed credit can be refunded`,
  refundBalanceTooLow: (balance: number, amount: number) =>
    `The wallet's balance is ${formatNaira(balance)}, less than the ${formatNaira(amount)} to refund`,
  // Packages paid from the wallet (issue 18 §4).
  driversOnly: 'Only drivers can buy packages',
  noPackage: (id: number) => `There is no package with Id ${id} on sale`,
  belowMinimum: (balance: number, minimum: number) =>
    `Your balance is ${formatNaira(balance)}, below this package's minimum of ${formatNaira(minimum)}`,
  belowAmount: (balance: number, amount: number) =>
    `Your balance is ${formatNaira(balance)}, less than this package's price of ${formatNaira(amount)}`,
  packageBought: (name: string) => `You now have the ${name} package`,
  packageMessage: (name: string) => `Package ${name}`,
  packageBonusMessage: (name: string) => `Bonus of package ${name}`,
  refundMessage: (id: number) => `Refund of transaction ${id}`,
  // Top-ups through a provider's checkout (issue 18 §2, §3).
  topUpStarted: (amount: number) => `Complete the payment of ${formatNaira(amount)} on the checkout page`,
  topUpMessage: 'Wallet top-up',
  checkoutUnavailable: (provider: string, reason: string) =>
    `${provider} could not start the checkout (${reason}); nothing was charged. Try again in a few minutes`,
  providerUnavailable: (provider: string) =>
    `${provider} could not be reached to confirm this payment; try again in a few minutes`,
  noTopUp: (reference: string) => `There is no top-up with reference ${reference}`,
  referenceRequired: 'reference is required',
  amountMismatch: (paid: number, expected: number) =>
    `The provider reports ${formatNaira(paid)} paid, not the ${formatNaira(expected)} of this top-up; it was not credited`,
  paymentNotCompleted: (status: string) => `The payment was not completed (${status})`,
  badSignature: 'The webhook signature is missing or wrong',
  retryStarted: (provider: string) =>
    `Checking this payment with ${provider} again; the list shows the result in a few seconds`,
  cannotRetry: (status: string) =>
    `This transaction is ${status}; only a Pending or Initiated payment marked for retry can be retried`,
  retryUnderWay: 'This payment is being checked already; look again in a few seconds',
  providerRefundFailed: (provider: string, reason: string) =>
    `Refunded in the wallet, but ${provider} did not take the refund (${reason}); refund the customer there`,
  // Withdrawals to a bank account (issue 18 §2).
  withdrawDriversOnly: 'Only drivers can withdraw from their wallet',
  bankCodeRequired: 'BankCode is required',
  accountNumberShape: 'AccountNumber must be the 10 digits of a NUBAN account',
  withdrawBalanceTooLow: (balance: number, amount: number) =>
    `Your balance is ${formatNaira(balance)}, less than the ${formatNaira(amount)} to withdraw`,
  withdrawStarted: (amount: number) =>
    `${formatNaira(amount)} is on its way to your bank account; it is held until the bank confirms`,
  withdrawMessage: 'Withdrawal to a bank account',
  cannotRetryTransfer: (status: string) =>
    `This transfer is ${status}; only a Failed transfer can be retried`,
  transferRetried: 'The transfer has been sent again',
  transferAwaitingApproval: (provider: string) =>
    `${provider} holds this transfer until the business approves it with the one-time code it sent (transfer OTP is on): an administrator has to approve it on the ${provider} dashboard, or turn transfer OTP off`,
  bankListUnavailable: (provider: string) =>
    `${provider} could not list the banks; try again in a few minutes`,
} as const;

/** Forms send numbers as text at times; both "7" and 7 are read as 7. */
const numberText = (value: unknown) =>
  typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value;

/** A naira amount to move: more than 0, whole kobo, at most ₦10,000,000 (1.005 is refused, not rounded). */
export const walletAmount = z.preprocess(
  numberText,
  z
    .number({
      error: (issue) =>
        issue.input == null || issue.input === '' ? walletTexts.amountRequired : walletTexts.amountNotNumber,
    })
    .gt(0, { message: walletTexts.amountPositive, abort: true })
    .max(MAX_WALLET_AMOUNT, { message: walletTexts.amountTooLarge, abort: true })
    .refine((value) => /^\d+(\.\d{1,2})?$/.test(String(value)), walletTexts.amountDecimals),
);

/** A wallet's number (WallettIdNumber, the spec's spelling): 10 digits. */
export const wallettIdNumber = z.preprocess(
  (value) => (typeof value === 'number' && Number.isInteger(value) ? String(value) : value),
  z
    .string({
      error: (issue) =>
        issue.input == null ? walletTexts.wallettIdNumberRequired : walletTexts.wallettIdNumberShape,
    })
    .trim()
    .min(1, { message: walletTexts.wallettIdNumberRequired, abort: true })
    .regex(/^\d{10}$/, walletTexts.wallettIdNumberShape),
);

const walletMessage = text('Message', MAX_WALLET_MESSAGE).default('');

/** Wallet/FundClientWallet (Wallet 6 create): the admin's Fund Wallet form. */
export const fundClientWalletRequest = z.strictObject({
  WallettIdNumber: wallettIdNumber,
  Amount: walletAmount,
  Message: walletMessage,
});
export type FundClientWalletRequest = z.input<typeof fundClientWalletRequest>;

/** A NUBAN account number: 10 digits. */
const accountNumber = z
  .string({ error: () => walletTexts.accountNumberShape })
  .trim()
  .regex(/^\d{10}$/, walletTexts.accountNumberShape);
const bankCode = z
  .string({ error: () => walletTexts.bankCodeRequired })
  .trim()
  .min(1, { message: walletTexts.bankCodeRequired, abort: true })
  .max(20);

/** GET Wallet/GetBanks: the banks a withdrawal can go to. */
export const bank = z.object({ Code: z.string(), Name: z.string() });
/** GET Wallet/ResolveBankAccount?bankCode&accountNumber. */
export const resolveBankAccountQuery = z.object({ bankCode, accountNumber });
export const resolvedBankAccount = z.object({ AccountName: z.string() });
/** POST Wallet/WithdrawFromMyWallet (drivers). */
export const withdrawFromMyWalletRequest = z.strictObject({
  Amount: walletAmount,
  BankCode: bankCode,
  AccountNumber: accountNumber,
  Message: walletMessage,
});
export type WithdrawFromMyWalletRequest = z.input<typeof withdrawFromMyWalletRequest>;

/** Wallet/FundMyWallet (signed in): a top-up through the provider's checkout. */
export const fundMyWalletRequest = z.strictObject({ Amount: walletAmount, Message: walletMessage });
export type FundMyWalletRequest = z.input<typeof fundMyWalletRequest>;

/** FundMyWallet's reply: the Pending credit, its reference, and the checkout to send the person to. */
export const fundMyWalletReply = z.object({
  Message: z.string(),
  Id: z.number().int(),
  Reference: z.string(),
  AuthorizationUrl: z.string(),
});

/** Wallet/VerifyMyTopUp?reference= : the checkout's return (Paystack appends ?trxref=&reference=). */
export const topUpReferenceQuery = z.object({
  reference: z
    .string({ error: walletTexts.referenceRequired })
    .trim()
    .min(1, walletTexts.referenceRequired)
    .max(100),
});

/** The reply of a movement: the sentence to show, and the new transaction's Id. */
export const walletMovementReply = z.object({ Message: z.string(), Id: z.number().int() });

export const walletTransactionIdRequest = z.strictObject({ Id: recordId('Id') });
export const walletTransactionIdQuery = z.object({ id: recordId('id') });

/** GET Wallet/GetMyWallet. */
export const myWallet = z.object({
  Balance: z.number(),
  BookBalance: z.number(),
  WallettIdNumber: z.string(),
  WalletAccountNumber: z.string().nullable(),
  VirtualAccountStatusName: z.string(),
  /** Why the account could not be opened (the provider's sentence, or that the BVN is missing). */
  VirtualAccountErrorMessage: z.string().nullable(),
  /** Whether WALLET_GATEWAY's provider needs the customer's BVN to open the account (issue 29 §1). */
  BvnNeeded: z.boolean(),
  /** The BVN given, masked to its last four digits (`*******1234`); null when none is stored. */
  MaskedBvn: z.string().nullable(),
  /**
   * Whether the caller drives (issue 32): the wallet page asks for a driver's sections (their package,
   * Buy Package, Withdraw) only then, so a rider's visit makes no call it would be refused.
   */
  IsDriver: z.boolean(),
});
export type MyWallet = z.infer<typeof myWallet>;

/** spec 001 §3 Wallet transaction; amounts in naira. */
export const walletTransaction = z.object({
  Id: z.number().int(),
  WallettIdNumber: z.string(),
  Surname: z.string(),
  Firstname: z.string(),
  PhoneNumber: z.string().nullable(),
  Email: z.string(),
  Amount: z.number(),
  TransactionType: z.number().int(),
  TransactionTypeName: z.string(),
  TransactionStatus: z.number().int(),
  TransactionStatusName: z.string(),
  TransferStatus: z.number().int().nullable(),
  TransferStatusName: z.string().nullable(),
  TransferMessage: z.string().nullable(),
  CanRetry: z.boolean(),
  CreditMessage: z.string(),
  IsPending: z.boolean(),
  VirtualAccountStatusName: z.string(),
  Reference: z.string().nullable(),
  CreatedDate: z.string(),
  TransactionCompletedDate: z.string().nullable(),
  CreditBySurname: z.string().nullable(),
  CreditByFirstname: z.string().nullable(),
  ProviderErrorMessage: z.string().nullable(),
});
export type WalletTransaction = z.infer<typeof walletTransaction>;

/** GetWalletTransactions, GetMyWalletTransactions, GetWallets: keyword, page, pageSize. */
export const walletListQuery = pageQuery.extend(keywordQuery.shape);
/** What the wallet transaction lists sort by (issue 32). */
export const WALLET_TRANSACTION_SORTS = ['CreatedDate', 'Amount'] as const;
export const walletTransactionsQuery = walletListQuery.extend(sortQuery(WALLET_TRANSACTION_SORTS).shape);

/** Wallet/GetWallets: the Fund Wallet form's customer picker. */
export const walletOwner = z.object({
  WallettIdNumber: z.string(),
  Surname: z.string(),
  Firstname: z.string(),
  PhoneNumber: z.string().nullable(),
  Email: z.string(),
  Balance: z.number(),
});

/** Package/BuyPackage (drivers). */
export const buyPackageRequest = z.strictObject({ PackageId: recordId('PackageId') });
