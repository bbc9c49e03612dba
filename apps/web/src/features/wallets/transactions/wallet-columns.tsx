import { Stack, Text } from '@mantine/core';
import type { WalletTransaction } from '@wayfare/contracts';
import { EmailText } from '../../../components/email-text.tsx';
import { formatDateTime, formatNumber } from '../../../components/format.ts';
import type { ScreenColumn } from '../../../components/screen/index.ts';
import type { RowAction } from '../../../components/table/table-types.ts';
import { statusNameOf, WalletStatusBadge } from '../wallet-status.tsx';

const dash = (value: string | null | undefined) => value?.trim() || '—';

export const customerOf = (row: Pick<WalletTransaction, 'Firstname' | 'Surname'>) =>
  `${row.Firstname} ${row.Surname}`.trim();
const creditedBy = (row: WalletTransaction) =>
  dash(`${row.CreditByFirstname ?? ''} ${row.CreditBySurname ?? ''}`);

/** The row's status, as a retried row shows it until the list reloads (spec 001 §4: Pending locally). */
export type StatusOf = (row: WalletTransaction) => string;

const number: ScreenColumn<WalletTransaction> = { key: 'number', title: '#', kind: 'rowNumber', width: 56 };
const type: ScreenColumn<WalletTransaction> = { key: 'TransactionTypeName', title: 'Type' };
const amount: ScreenColumn<WalletTransaction> = {
  key: 'Amount',
  sort: 'Amount',
  title: 'Amount (₦)',
  value: (row) => formatNumber(row.Amount),
};
const status = (statusOf: StatusOf): ScreenColumn<WalletTransaction> => ({
  key: 'Status',
  title: 'Status',
  card: 'badge',
  render: (row) => <WalletStatusBadge name={statusOf(row)} />,
});
/**
 * A date and time that keeps '15 Nov 2026,' on one line: beside eleven columns the table would
 * otherwise squeeze it to a word a line.
 */
const dateTime = (key: 'CreatedDate' | 'TransactionCompletedDate', title: string) =>
  ({
    key,
    title,
    kind: 'dateTime',
    render: (row) => (
      <Text component="span" size="sm" display="inline-block" miw="6.5rem">
        {formatDateTime(row[key])}
      </Text>
    ),
  }) satisfies ScreenColumn<WalletTransaction>;
const dates: ScreenColumn<WalletTransaction>[] = [
  { ...dateTime('CreatedDate', 'Date'), sort: 'CreatedDate' },
  dateTime('TransactionCompletedDate', 'Completed'),
];
const actions = (
  rowActions: (row: WalletTransaction) => RowAction[],
  actionsAs: 'buttons' | 'menu' = 'buttons',
): ScreenColumn<WalletTransaction> => ({
  key: 'actions',
  title: 'Actions',
  kind: 'actions',
  actions: rowActions,
  actionsAs,
});

/**
 * issue 18 §5: #, Customer, Phone, E-mail (in the table one Contact column), Type, Amount (₦), Status, Credited By, Date, Completed, and
 * the row's actions.
 */
export function adminWalletColumns(
  rowActions: (row: WalletTransaction) => RowAction[],
  statusOf: StatusOf = statusNameOf,
): ScreenColumn<WalletTransaction>[] {
  return [
    number,
    { key: 'Customer', title: 'Customer', card: 'title', value: customerOf },
    // Eleven columns overflowed a laptop's 1366 px: the table shows the phone over the e-mail in one
    // column; a phone's card keeps its 'Phone:' and 'E-mail:' lines.
    {
      key: 'Contact',
      title: 'Contact',
      shownIn: 'table',
      render: (row) => (
        <Stack gap={2}>
          <Text size="sm">{dash(row.PhoneNumber)}</Text>
          <EmailText email={row.Email} />
        </Stack>
      ),
    },
    { key: 'PhoneNumber', title: 'Phone', shownIn: 'cards', value: (row) => dash(row.PhoneNumber) },
    // An address breaks after its '@' and before its domain's dots, never letter by letter.
    { key: 'Email', title: 'E-mail', shownIn: 'cards', render: (row) => <EmailText email={row.Email} /> },
    type,
    amount,
    status(statusOf),
    { key: 'CreditedBy', title: 'Credited By', value: creditedBy },
    ...dates,
    // The row's actions in one small drop-down keep the table inside a laptop's width.
    actions(rowActions, 'menu'),
  ];
}

/** issue 18 §5: the customer's own transactions, without the customer's name, phone and e-mail. */
export function myWalletColumns(
  rowActions: (row: WalletTransaction) => RowAction[],
  statusOf: StatusOf = statusNameOf,
): ScreenColumn<WalletTransaction>[] {
  return [
    number,
    { ...type, card: 'title' },
    amount,
    status(statusOf),
    { key: 'CreditMessage', title: 'Message', value: (row) => dash(row.CreditMessage) },
    ...dates,
    actions(rowActions),
  ];
}
