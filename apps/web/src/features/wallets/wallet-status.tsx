import { TransactionType, type WalletTransaction } from '@wayfare/contracts';
import { type Tone, ToneBadge } from '../../components/tone-badge.tsx';

const isWithdrawal = (row: WalletTransaction) =>
  row.TransactionType === TransactionType.WithDrawn ||
  row.TransactionType === TransactionType.PendingWithDraw;

/** spec 001 §4: a withdrawal shows its transfer's status (TransferStatusName), any other its own. */
export const statusNameOf = (row: WalletTransaction) =>
  (isWithdrawal(row) ? row.TransferStatusName : null) ?? row.TransactionStatusName;

const tones: Record<string, Tone> = {
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
    // Readable at AA contrast, and never narrower than its text in a narrow column.
    <ToneBadge tone={tones[name] ?? 'gray'}>{labels[name] ?? name}</ToneBadge>
  );
}
