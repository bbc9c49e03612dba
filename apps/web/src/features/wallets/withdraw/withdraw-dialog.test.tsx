import { screen, waitFor, within } from '@testing-library/react';
import { type WalletTransaction, walletTexts } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../../lib/session.ts';
import { answer, fakeApi } from '../../../test/fake-api.ts';
import { problem } from '../../../test/mock-api.ts';
import { renderAt } from '../../../test/render.tsx';
import { successes, tableRowOf } from '../../../test/screen-queries.ts';
import MyWalletPage from '../pages/my-wallet-page.tsx';
import { aTransaction } from '../testing/wallet-test-rows.ts';

const driver = {
  Id: '7b1c2e3f-4b5d-4e6f-8a7b-9c0d1e2f3a4b',
  EmailAddress: 'chidi@example.com',
  Surname: 'Okafor',
  FirstName: 'Chidi',
  HasAdminRole: false,
  AllowAllEndPoints: false,
  AdminEndPoints: [],
};

/** A withdrawal whose transfer failed, the hold released: Retry offered. */
const failedTransfer: WalletTransaction = aTransaction(7, {
  Amount: 3000,
  TransactionType: 6,
  TransactionTypeName: 'PendingWithDraw',
  TransactionStatus: 3,
  TransactionStatusName: 'Failed',
  TransferStatus: 3,
  TransferStatusName: 'Failed',
  TransferMessage: 'Insufficient funds in the payout balance',
  CanRetry: true,
  CreditMessage: 'Weekly payout',
  TransactionCompletedDate: null,
  CreditBySurname: null,
  CreditByFirstname: null,
});

/** The driver's wallet as the server answers it: ₦5,000, one failed withdrawal. */
function fakeDriverWallet({ isDriver = true } = {}) {
  let balance = 5000;
  const rows: WalletTransaction[] = [failedTransfer];
  const api = fakeApi(
    answer(calls.Wallet.GetMyWallet, () => ({
      Balance: balance,
      BookBalance: balance,
      WallettIdNumber: '3012345679',
      WalletAccountNumber: null,
      VirtualAccountStatusName: 'Pending',
      VirtualAccountErrorMessage: null,
      BvnNeeded: false,
      MaskedBvn: null,
      IsDriver: isDriver,
    })),
    answer(calls.Wallet.GetMyWalletTransactions, () => ({ rows, total: rows.length })),
    // Issue 30: no card kept on file.
    answer(calls.Wallet.GetMyCards, () => []),
    answer(calls.Package.GetAvailablePackages, () =>
      isDriver ? { rows: [], total: 0 } : problem(403, walletTexts.driversOnly),
    ),
    answer(calls.Wallet.GetBanks, () => [
      { Code: '044', Name: 'Access Bank' },
      { Code: '058', Name: 'Guaranty Trust Bank' },
    ]),
    answer(calls.Wallet.ResolveBankAccount, ({ query }) =>
      query.accountNumber === '0123456789'
        ? { AccountName: 'CHIDI OKAFOR' }
        : problem(400, 'One or more validation errors occurred.', {
            AccountNumber: ['Could not resolve account name. Check parameters or try again.'],
          }),
    ),
    answer(calls.Wallet.WithdrawFromMyWallet, ({ body }) => {
      if (body.Amount > balance) return problem(409, walletTexts.withdrawBalanceTooLow(balance, body.Amount));
      balance -= body.Amount;
      return { Message: walletTexts.withdrawStarted(body.Amount), Id: 8 };
    }),
    answer(calls.Wallet.RetryFailedTransferTransaction, () => ({
      Message: walletTexts.transferRetried,
      Id: 7,
    })),
  );
  return { api };
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label.replace(/[()₦]/g, '.')}`));

describe('/teacher/wallets for a driver: Withdraw and Retry', () => {
  beforeEach(() => session.signIn({ Token: 't', User: driver, RequireNewPassword: false }));

  it('shows the account name before confirming, then withdraws', async () => {
    const { api } = fakeDriverWallet();
    const { user, fill } = renderAt(<MyWalletPage />, '/teacher/wallets');
    await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw' });
    await user.click(within(dialog).getByRole('combobox', { name: /^Bank/ }));
    await user.click(await screen.findByRole('option', { name: 'Guaranty Trust Bank' }));

    // An account the provider does not know: its sentence under the field, nothing sent.
    await fill(field('Account Number'), '9999999999');
    await fill(field('Amount (₦)'), '2000');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(field('Account Number')).toHaveAccessibleDescription(
        'Could not resolve account name. Check parameters or try again.',
      ),
    );

    await fill(field('Account Number'), '0123456789');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const summary = await within(dialog).findByRole('table', { name: 'The withdrawal' });
    expect(summary).toHaveTextContent('CHIDI OKAFOR');
    expect(summary).toHaveTextContent('Guaranty Trust Bank');
    expect(summary).toHaveTextContent('₦2,000');
    expect(api.sentTo(calls.Wallet.WithdrawFromMyWallet)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Withdraw ₦2,000' }));
    await waitFor(() => expect(successes()).toEqual([walletTexts.withdrawStarted(2000)]));
    expect(api.sentTo(calls.Wallet.WithdrawFromMyWallet).map((request) => request.body)).toEqual([
      { BankCode: '058', AccountNumber: '0123456789', Amount: 2000, Message: '' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Withdraw' })).toBeNull());
    expect(await screen.findByRole('button', { name: 'Top Up (balance ₦3,000)' })).toBeInTheDocument();
  }, 20_000);

  it('takes the form back with the balance refusal under the amount', async () => {
    fakeDriverWallet();
    const { user, fill } = renderAt(<MyWalletPage />, '/teacher/wallets');
    await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw' });
    await user.click(within(dialog).getByRole('combobox', { name: /^Bank/ }));
    await user.click(await screen.findByRole('option', { name: 'Access Bank' }));
    await fill(field('Account Number'), '0123456789');
    await fill(field('Amount (₦)'), '9000');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Withdraw ₦9,000' }));
    await waitFor(() =>
      expect(field('Amount (₦)')).toHaveAccessibleDescription(walletTexts.withdrawBalanceTooLow(5000, 9000)),
    );
  }, 20_000);

  it('shows a withdrawal by its transfer status and retries a failed transfer', async () => {
    const { api } = fakeDriverWallet();
    const { user } = renderAt(<MyWalletPage />, '/teacher/wallets');
    const row = await tableRowOf('Weekly payout');
    expect(within(row).getByText('Failed')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(successes()).toEqual([walletTexts.transferRetried]));
    expect(api.sentTo(calls.Wallet.RetryFailedTransferTransaction).map((request) => request.body)).toEqual([
      { Id: 7 },
    ]);
    expect(api.sentTo(calls.Wallet.RetryUncompletedTransaction)).toEqual([]);
    expect(within(await tableRowOf('Weekly payout')).getByText('Pending')).toBeInTheDocument();
  });

  it('offers no Withdraw to a rider', async () => {
    fakeDriverWallet({ isDriver: false });
    renderAt(<MyWalletPage />, '/teacher/wallets');
    expect(await screen.findByRole('button', { name: /^Top Up/ })).toBeInTheDocument();
    await tableRowOf('Weekly payout');
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();
  });
});
