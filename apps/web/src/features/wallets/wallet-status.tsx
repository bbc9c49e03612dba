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

/**
 * The text of each badge, darker than Mantine's light variant gives, so it reads at 4.5:1 on the light
 * badge even on a striped row (WCAG AA, as the ride status badges).
 */
const textColours: Record<string, string> = {
  Completed: '#1b5e2a',
  Pending: '#7a4100',
  Initiated: '#124e80',
  Failed: '#9e1c1c',
  Refunded: 'dark.7',
  AwaitingApproval: '#7a3300',
};

/** Names that read better in words (issue 29 §1: a transfer held for the business's approval). */
const labels: Record<string, string> = { AwaitingApproval: 'Awaiting approval' };

export function WalletStatusBadge({ name }: { name: string }) {
  return (
    // A narrow table column must not cut the name short: the badge is never narrower than its text.
    <Badge
      color={colours[name] ?? 'gray'}
      c={textColours[name] ?? 'dark.7'}
      variant="light"
      miw="max-content"
    >
      {labels[name] ?? name}
    </Badge>
  );
}
