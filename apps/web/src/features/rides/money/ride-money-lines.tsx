import { Anchor } from '@mantine/core';
import type { RideMoneyLine } from '@wayfare/contracts';
import { Link } from 'react-router';
import { type ScreenColumn, ScreenListing } from '../../../components/screen/index.ts';
import { paths } from '../../../lib/paths.ts';

/** The ledger's kinds as words ('cancellation_fee': 'Cancellation fee'). */
const kindLabel = (kind: string) => {
  const words = kind.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * The Wallets screen's list searched for the ride ('ride #12'): every ledger message of a ride names it,
 * so the transactions behind the lines are listed there with their owner, status and actions.
 */
export const rideTransactionsLink = (rideId: number) =>
  `${paths.admin('wallets')}?${new URLSearchParams({ keyword: `ride #${rideId}` })}`;

const lineColumns = (rideId: number): ScreenColumn<RideMoneyLine>[] => [
  { key: 'Date', title: 'Date', kind: 'dateTime' },
  { key: 'Kind', title: 'Movement', card: 'title', value: (line) => kindLabel(line.Kind) },
  { key: 'Who', title: 'Wallet' },
  { key: 'Direction', title: 'In / Out' },
  { key: 'Amount', title: 'Amount (₦)', kind: 'number' },
  {
    key: 'TransactionId',
    title: 'Transaction',
    render: (line) =>
      line.TransactionId === null ? (
        '—'
      ) : (
        <Anchor component={Link} to={rideTransactionsLink(rideId)} size="sm">
          #{line.TransactionId}
        </Anchor>
      ),
  },
];

/** issue 30: the ledger lines behind a ride's money, each leading to its wallet transaction. */
export function RideMoneyLines({ rideId, lines }: { rideId: number; lines: RideMoneyLine[] }) {
  return <ScreenListing label="Ledger lines" columns={lineColumns(rideId)} rows={lines} />;
}
