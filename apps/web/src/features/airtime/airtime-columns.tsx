import { Badge } from '@mantine/core';
import { AIRTIME_SUCCESS_STATUS, type AirtimeDataTransaction, formatNaira } from '@wayfare/contracts';
import type { ScreenColumn } from '../../components/screen/index.ts';

/** spec 001 §4: 'success' is a success badge, anything else (pending, failed…) a warning. */
export function AirtimeStatusBadge({ status }: { status: string }) {
  const success = status.toLowerCase() === AIRTIME_SUCCESS_STATUS;
  return (
    <Badge color={success ? 'green' : 'yellow'} variant="light" miw="max-content">
      {status}
    </Badge>
  );
}

/** spec 001 §3: the Amount, or Amountinstring when the Amount is empty. */
export const amountOf = (row: AirtimeDataTransaction) =>
  row.Amount === null ? row.Amountinstring : formatNaira(row.Amount);

const customerOf = (row: AirtimeDataTransaction) => `${row.Firstname} ${row.Surname}`.trim();
const planOf = (row: AirtimeDataTransaction) =>
  row.Validity ? `${row.PlanName} (${row.Validity})` : row.PlanName;

const number: ScreenColumn<AirtimeDataTransaction> = {
  key: 'number',
  title: '#',
  kind: 'rowNumber',
  width: 56,
};
const plan: ScreenColumn<AirtimeDataTransaction> = { key: 'PlanName', title: 'Plan', value: planOf };
const network: ScreenColumn<AirtimeDataTransaction> = { key: 'Network', title: 'Network' };
const amount: ScreenColumn<AirtimeDataTransaction> = {
  key: 'Amount',
  title: 'Amount',
  sort: 'Amount',
  value: amountOf,
};
const date: ScreenColumn<AirtimeDataTransaction> = {
  key: 'TransactionDate',
  title: 'Transaction Date',
  sort: 'TransactionDate',
  kind: 'dateTime',
};
const status: ScreenColumn<AirtimeDataTransaction> = {
  key: '_9bspStatus',
  title: 'Status',
  card: 'badge',
  render: (row) => <AirtimeStatusBadge status={row._9bspStatus} />,
};

/** spec 001 §2 'Airtime plan's Center': index, Customer, Plan, Network, Amount, Transaction Date, Status. */
export const adminAirtimeColumns: ScreenColumn<AirtimeDataTransaction>[] = [
  number,
  { key: 'Customer', title: 'Customer', card: 'title', value: customerOf },
  plan,
  network,
  amount,
  date,
  status,
];

/** The customer's own purchases: the phone topped up in the customer's place. */
export const myAirtimeColumns: ScreenColumn<AirtimeDataTransaction>[] = [
  number,
  { key: 'PhoneNumber', title: 'Phone', card: 'title' },
  plan,
  network,
  amount,
  date,
  status,
];
