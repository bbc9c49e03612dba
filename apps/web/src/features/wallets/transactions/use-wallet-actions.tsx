import {
  formatNaira,
  TransactionStatus,
  TransactionType,
  TransferStatus,
  type WalletTransaction,
} from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { useEffect, useRef, useState } from 'react';
import { useConfirmedAction, useRefreshAreas } from '../../../components/screen/index.ts';
import type { RowAction } from '../../../components/table/table-types.ts';
import { alertStore } from '../../../lib/alerts.ts';
import { useRetryFailedTransferTransaction } from '../api/retry-failed-transfer-transaction.ts';
import { useRetryUncompletedTransaction } from '../api/retry-uncompleted-transaction.ts';
import { statusNameOf } from '../wallet-status.tsx';
import { customerOf } from './wallet-columns.tsx';

/** spec 001 §9: a retried transaction's row reloads 5000 ms after the retry. */
export const WALLET_RETRY_RELOAD_MS = 5000;

const retryable = (row: WalletTransaction) =>
  row.CanRetry &&
  (row.TransactionStatus === TransactionStatus.Pending ||
    row.TransactionStatus === TransactionStatus.Initiated);
/** A withdrawal whose transfer failed: RetryFailedTransferTransaction sends it again. */
const transferRetryable = (row: WalletTransaction) =>
  row.CanRetry &&
  row.TransactionType === TransactionType.PendingWithDraw &&
  row.TransferStatus === TransferStatus.Failed;
const refundable = (row: WalletTransaction) =>
  row.TransactionType === TransactionType.Credit && row.TransactionStatus === TransactionStatus.Completed;

/**
 * The actions of a wallet transaction's row (spec 001 §4, §8, issue 18 §5): 'View Message' (a modal),
 * 'View Error' (the provider's error as a warning that stays), Retry (a payment asked about again, or a
 * failed transfer sent again; the row shows Pending and loses
 * Retry until the list reloads 5 s later) and, for an administrator, Refund after the prompt. The
 * customer's list shows the message in a column, so its 'View Message' is only for a transfer's.
 */
export function useWalletActions({ admin }: { admin: boolean }) {
  const [shown, setShown] = useState<WalletTransaction | null>(null);
  const [retried, setRetried] = useState<ReadonlySet<number>>(new Set());
  const refresh = useRefreshAreas(['Wallet']);
  const retry = useRetryUncompletedTransaction();
  const retryTransfer = useRetryFailedTransferTransaction();
  const refund = useConfirmedAction(calls.Wallet.RefundTransaction, { item: 'transaction' });
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const startRetry = async (row: WalletTransaction) => {
    const again = transferRetryable(row) ? retryTransfer : retry;
    const reply = await again.mutateAsync({ body: { Id: row.Id } }).catch(() => undefined);
    if (!reply) return;
    alertStore.success(reply.Message);
    setRetried((ids) => new Set(ids).add(row.Id));
    timers.current.push(
      setTimeout(() => {
        void refresh().then(() =>
          setRetried((ids) => {
            const left = new Set(ids);
            left.delete(row.Id);
            return left;
          }),
        );
      }, WALLET_RETRY_RELOAD_MS),
    );
  };

  const actionsOf = (row: WalletTransaction): RowAction[] => {
    const actions: RowAction[] = [];
    if ((admin && row.CreditMessage.trim()) || row.TransferMessage?.trim())
      actions.push({ label: 'View Message', onClick: () => setShown(row) });
    const providerError = row.ProviderErrorMessage?.trim();
    if (providerError)
      actions.push({
        label: 'View Error',
        color: 'orange',
        onClick: () => alertStore.warning(providerError, { autoClose: false }),
      });
    // An administrator retries someone else's payment with the Wallet edit right, as Refund needs.
    if ((retryable(row) || transferRetryable(row)) && !retried.has(row.Id) && (!admin || refund.allowed))
      actions.push({
        label: 'Retry',
        disabled: retry.isPending || retryTransfer.isPending,
        onClick: () => void startRetry(row),
      });
    if (admin && refund.allowed && refundable(row))
      actions.push({
        label: 'Refund',
        color: 'red',
        disabled: refund.pending,
        onClick: () =>
          void refund.run({
            action: 'refund',
            name: `${formatNaira(row.Amount)} to ${customerOf(row)}`,
            input: { body: { Id: row.Id } },
          }),
      });
    return actions;
  };

  const statusOf = (row: WalletTransaction) => (retried.has(row.Id) ? 'Pending' : statusNameOf(row));
  return { actionsOf, statusOf, shown, closeMessage: () => setShown(null) };
}
