import { Badge } from '@mantine/core';
import { TransactionType, type WalletTransaction } from '@wayfare/contracts';

const isWithdrawal = (row: WalletTransaction) =>
  row.TransactionType === TransactionType.WithDrawn ||
  row.TransactionType === TransactionType.PendingWithDraw;

/** spec 001 §4: a withdrawal shows its transfer's status (TransferStatusName), any other its own. */
export const statusNameOf = (row: WalletTransaction) =>
  (isWithdrawal(row) ? row.TransferStatusName : null) ?? row.TransactionStatusName;

const colours: Record<string, string> = {
  Completed: 'green',
  Pending: 'yellow',
  Initiated: 'blue',
  Failed: 'red',
  Refunded: 'gray',
  AwaitingApproval: 'orange',
};

/** Names that read better in words (issue 29 §1: a transfer held for the business's approval). */
const labels: Record<string, string> = { AwaitingApproval: 'Awaiting approval' };

export function WalletStatusBadge({ name }: { name: string }) {
  return (
    // A narrow table column must not cut the name short: the badge is never narrower than its text.
    <Badge color={colours[name] ?? 'gray'} variant="light" miw="max-content">
      {labels[name] ?? name}
    </Badge>
  );
}
