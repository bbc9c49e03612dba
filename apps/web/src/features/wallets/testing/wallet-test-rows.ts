import { type WalletTransaction, walletTexts } from '@wayfare/contracts';

/** A wallet transaction as the Wallet calls answer it (spec 001 §3); override what matters. Tests only. */
export const aTransaction = (Id: number, more: Partial<WalletTransaction> = {}): WalletTransaction => ({
  Id,
  WallettIdNumber: '3012345678',
  Surname: 'Okafor',
  Firstname: 'Ada',
  PhoneNumber: '+2348031234567',
  Email: 'ada@example.com',
  Amount: 5000,
  TransactionType: 1,
  TransactionTypeName: 'Credit',
  TransactionStatus: 2,
  TransactionStatusName: 'Completed',
  TransferStatus: null,
  TransferStatusName: null,
  TransferMessage: null,
  CanRetry: false,
  CreditMessage: 'Welcome bonus',
  IsPending: false,
  VirtualAccountStatusName: 'Pending',
  Reference: null,
  CreatedDate: '2026-11-20T09:15:00.000Z',
  TransactionCompletedDate: '2026-11-20T09:15:00.000Z',
  CreditBySurname: 'Admin',
  CreditByFirstname: 'Ada',
  ProviderErrorMessage: null,
  ...more,
});

/** A top-up still Pending at the provider, with its retry offered and the provider's complaint. */
export const aPendingTopUp = (Id: number, more: Partial<WalletTransaction> = {}) =>
  aTransaction(Id, {
    Amount: 2500,
    TransactionStatus: 0,
    TransactionStatusName: 'Pending',
    CanRetry: true,
    IsPending: true,
    CreditMessage: walletTexts.topUpMessage,
    Reference: `wf-topup-${Id}`,
    TransactionCompletedDate: null,
    CreditBySurname: null,
    CreditByFirstname: null,
    ProviderErrorMessage: 'Paystack timed out',
    ...more,
  });
